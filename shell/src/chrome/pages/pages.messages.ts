import { registerMessages } from '@showroom/i18n'
import { SHELL_NS } from '../shell-messages.ts'

// the shell's own pages: the 404 page, pages of features still to come and the signup page
registerMessages(SHELL_NS, {
  en: {
    pages: {
      notFoundTitle: 'Page not found',
      notFoundText:
        'We could not find the page you asked for. It may have moved, or the link may be mistyped.',
      home: 'Back to Showroom',
      comingSoonTitle: 'Coming soon',
      flash: 'Flash-sale stores will open here soon. Until then, browse the sample sales on the city page.',
      signupTitle: 'Join Showroom',
      signupText:
        'Create an account to follow designers and venues, save news and mark the events you are going to.',
      signupOpen: 'Create account',
      loginPrompt: 'Already a member?',
      loginOpen: 'Log in',
    },
  },
  zh: {
    pages: {
      notFoundTitle: '找不到该页面',
      notFoundText: '我们找不到您要访问的页面。它可能已被移动，或链接有误。',
      home: '返回 Showroom',
      comingSoonTitle: '即将推出',
      flash: '限时特卖商店即将在这里开放。在此之前，请在城市页面浏览样品特卖。',
      signupTitle: '加入 Showroom',
      signupText: '创建账户即可关注设计师和场地、收藏新闻并标记您要参加的活动。',
      signupOpen: '创建账户',
      loginPrompt: '已经是会员？',
      loginOpen: '登录',
    },
  },
})
