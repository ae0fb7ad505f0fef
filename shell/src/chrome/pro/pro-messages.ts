import { registerMessages } from '@showroom/i18n'

export const PRO_NS = 'shell-pro'

// loaded with the overlay, not with the chrome
registerMessages(PRO_NS, {
  en: {
    title: 'Message members with Showroom Pro',
    intro: 'Starting a conversation with another member needs Showroom Pro.',
    always: 'You can always message designers and venues, and answer anyone who writes to you.',
    cta: 'Get Showroom Pro',
    later: 'Not now',
  },
  zh: {
    title: '开通 Showroom Pro，与会员私信',
    intro: '与其他会员发起聊天需要 Showroom Pro。',
    always: '你随时可以给设计师和场地发消息，也可以回复任何给你发消息的人。',
    cta: '开通 Showroom Pro',
    later: '以后再说',
  },
})
