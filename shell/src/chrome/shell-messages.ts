import { registerMessages } from '@showroom/i18n'

export const SHELL_NS = 'shell'

// the chrome's own strings (forms, menus); shared catalogue messages come from @showroom/i18n
registerMessages(SHELL_NS, {
  en: {
    skipToContent: 'Skip to content',
    wordmark: 'Showroom',
    homeLink: 'Showroom home',
    tagline: 'Fashion events, designers and sample sales',
    currentCity: 'City: {{city}}',
    openMenu: 'Open menu',
    profileMenu: 'Your account',
    guestProfile: 'Sign up or log in',
    languageSwitch: 'Choose language',
    menu: {
      cities: 'Cities',
      account: 'Your account',
      myOrders: 'My orders',
      alerts: 'Email alerts',
      pro: 'Showroom pro',
      share: 'Share this page',
    },
    search: {
      label: 'Search Showroom',
      results: 'Search results',
      close: 'Close search',
    },
    auth: {
      email: 'Email',
      username: 'Username',
      password: 'Password',
      signupTitle: 'Join Showroom',
      signupIntro: 'Follow designers and venues, chat with the community and shop online sample sales.',
      signupSubmit: 'Create account',
      loginTitle: 'Welcome back',
      loginSubmit: 'Log in',
      haveAccount: 'Already a member?',
      noAccount: 'New to Showroom?',
      working: 'One moment…',
      networkError: 'We could not reach Showroom. Please check your connection and try again.',
      welcome: 'Welcome to Showroom, {{username}}!',
      loggedIn: "You're logged in.",
      loggedOut: "You're logged out.",
      logoutFailed: 'We could not log you out. Please try again.',
    },
    personas: {
      title: 'Act as',
      current: 'current',
      switched: "You're now acting as {{name}}.",
      only: 'You have no other personas to switch to.',
    },
    share: {
      title: 'Share',
      whatsapp: 'WhatsApp',
      email: 'Email',
      calendar: 'Add to calendar',
      copy: 'Copy link',
      copied: 'Link copied',
      copyFailed: 'We could not copy the link. Please copy it from the box.',
      linkLabel: 'Link to share',
    },
    alerts: {
      confirmed: 'Thank you! Your alert emails are on.',
      linkFailedTitle: 'That link did not work',
      confirmFailed: 'We could not confirm your alerts. The link may have expired: please sign up again.',
      unsubFailed:
        'We could not unsubscribe you with this link. Please try the link in your latest alert email, or try again later.',
      frequencyFailed: 'We could not change how often you get alerts. Please try again later.',
    },
    notices: {
      learnMore: 'Find out more',
      signupAction: 'Join now',
      emailsAction: 'Get alerts',
      proAction: 'Go pro',
    },
    footer: {
      rights: '© Showroom',
      cities: 'Cities',
    },
  },
  zh: {
    skipToContent: '跳到正文',
    wordmark: 'Showroom',
    openMenu: '打开菜单',
    profileMenu: '我的账户',
    guestProfile: '注册或登录',
    languageSwitch: '选择语言',
    menu: {
      cities: '城市',
      account: '我的账户',
      myOrders: '我的订单',
      alerts: '提醒邮件',
    },
    search: {
      label: '搜索 Showroom',
      results: '搜索结果',
      close: '关闭搜索',
    },
    auth: {
      email: '电子邮箱',
      username: '用户名',
      password: '密码',
      signupTitle: '加入 Showroom',
      signupSubmit: '创建账户',
      loginTitle: '欢迎回来',
      loginSubmit: '登录',
    },
    personas: {
      title: '切换身份',
    },
    share: {
      title: '分享',
      copy: '复制链接',
    },
    alerts: {
      confirmed: '谢谢！你的提醒邮件已开启。',
      linkFailedTitle: '链接无效',
      confirmFailed: '无法确认你的提醒订阅。链接可能已过期，请重新订阅。',
      unsubFailed: '无法通过此链接为你退订。请使用最新一封提醒邮件中的链接，或稍后再试。',
      frequencyFailed: '无法更改提醒频率，请稍后再试。',
    },
    notices: {
      learnMore: '了解更多',
      signupAction: '立即加入',
      emailsAction: '订阅提醒',
      proAction: '升级 Pro',
    },
    footer: {
      cities: '城市',
    },
  },
})
