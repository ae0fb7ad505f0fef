import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    calendar: {
      title: 'Events calendar',
      intro:
        'Every fashion event in {{city}}, day by day. Untick a type below to hide it, or step to another month.',
      types: 'Event types',
      noTypes: 'Tick at least one event type to see events.',
      noEvents: 'No events this month.',
      loading: 'Loading the calendar…',
      eventsOn: 'Events on {{day}}',
      moreEvents: '+{{count}} more',
      moreEventsLabel: '+{{count}} more events on {{day}}',
      subscribe: 'Subscribe in your calendar app',
      subscribeHint: 'Your private feed of the events you are going to. Keep this link to yourself.',
      subscribeHttps: 'Or use the https:// link',
      unknownCity: 'There is no Showroom city at {{path}}.',
    },
  },
  zh: {
    calendar: {
      title: '活动日历',
      intro: '{{city}}的所有时装活动，逐日一览。取消勾选下方的类型即可将其隐藏，也可翻到其他月份。',
      types: '活动类型',
      noTypes: '请至少勾选一种活动类型以查看活动。',
      noEvents: '本月没有活动。',
      loading: '正在加载日历…',
      eventsOn: '{{day}}的活动',
      moreEvents: '+{{count}} 项',
      moreEventsLabel: '+{{count}} 项：{{day}}的更多活动',
      subscribe: '在日历应用中订阅',
      subscribeHint: '这是你要参加的活动的私人订阅源，请勿分享此链接。',
      subscribeHttps: '或使用 https:// 链接',
      unknownCity: '{{path}} 不是 Showroom 的城市。',
    },
  },
})
