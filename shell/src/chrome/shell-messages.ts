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
      title: 'Alert emails',
      intro: 'Get the week’s best events and sample sales in {{city}} by email.',
      frequency: 'How often?',
      guestSubmit: 'Sign up for alerts',
      member: 'Managing your alert emails on the web site is coming soon.',
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
    footer: {
      cities: '城市',
    },
  },
})
