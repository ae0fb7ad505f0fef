import { registerMessages } from '@showroom/mfe-runtime'

export const NS = 'mfe-feed'

registerMessages(NS, {
  en: {
    profile: {
      comingSoon: 'Profiles, with their activity and media feeds, are coming soon.',
      guest: 'Sign up to follow {{username}} and see what they share.',
      signUp: 'Sign up',
      member: "You're signed in: following and friends will be available here.",
    },
  },
  zh: {
    profile: {
      signUp: '注册',
    },
  },
})
