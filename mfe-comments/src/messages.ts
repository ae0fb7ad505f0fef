import { registerMessages } from '@showroom/mfe-runtime'

export const NS = 'mfe-comments'

registerMessages(NS, {
  en: {
    native: {
      title: 'Reply',
      comingSoon: 'Replying to comments from the app is coming soon.',
      guest: 'Sign in to reply.',
      signIn: 'Sign in',
      member: "You're signed in: the reply box will show here.",
    },
  },
  zh: {
    native: {
      title: '回复',
      signIn: '登录',
    },
  },
})
