import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    eventDate: {
      title: 'Events on {{date}} in {{city}}',
      navLabel: 'Other days',
      previous: 'Previous day',
      next: 'Next day',
      pick: 'Choose a date',
      empty: 'No events are open on this day.',
    },
  },
  zh: {
    eventDate: {
      title: '{{city}} {{date}} 的活动',
      navLabel: '其他日期',
      previous: '前一天',
      next: '后一天',
      pick: '选择日期',
      empty: '这一天没有开放的活动。',
    },
  },
})
