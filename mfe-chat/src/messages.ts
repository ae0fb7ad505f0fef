import { registerMessages } from '@showroom/mfe-runtime'

export const NS = 'mfe-chat'

registerMessages(NS, {
  en: {
    page: {
      title: 'Chat',
      comingSoon: 'Chat on the web site is coming soon. This conversation ({{chatId}}) will open here.',
      guest: 'Sign in to chat with members, designers and venues.',
      signIn: 'Sign in to chat',
      member: "You're signed in: your conversations will show here.",
    },
  },
  zh: {
    page: {
      title: '聊天',
      signIn: '登录后聊天',
    },
  },
})
