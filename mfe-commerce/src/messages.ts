import { registerMessages } from '@showroom/mfe-runtime'

export const NS = 'mfe-commerce'

registerMessages(NS, {
  en: {
    orders: {
      title: 'My orders',
      comingSoon: 'Your sample-sale orders will open here soon.',
      guest: 'Sign in to see your orders.',
      signIn: 'Sign in',
      member: "You're signed in: the order you followed a link to will show here.",
    },
    pro: {
      title: 'Showroom pro',
      comingSoon: 'Buying pro on the web site is coming soon.',
      guest: 'Sign up first: pro is an upgrade of a Showroom membership.',
      signUp: 'Sign up',
      member: "You're signed in: you'll be able to upgrade here.",
    },
  },
  zh: {
    orders: {
      title: '我的订单',
      signIn: '登录',
    },
    pro: {
      signUp: '注册',
    },
  },
})
