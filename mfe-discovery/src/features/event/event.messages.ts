import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    event: {
      cancelled: 'This event has been cancelled.',
      startsIn: 'Starts in',
      asideLabel: 'Going, tickets and where',
      share: 'Share',
      goingCount_one: '{{count}} going',
      goingCount_other: '{{count}} going',
      allDay: 'Open all day',
      openingTimesSignup: 'Sign up to see the opening times',
      tabsLabel: 'About this event',
      tabs: {
        details: 'Details',
        designers: 'Designers',
        photos: 'Photos ({{count}})',
        reviews: 'Reviews ({{count}})',
      },
      noPhotos: 'No photos yet.',
      photosLabel: 'Photos of {{name}}',
      openPhoto: 'Open photo {{number}}',
      morePhotos_one: 'Sign up to see {{count}} more photo',
      morePhotos_other: 'Sign up to see {{count}} more photos',
    },
  },
  zh: {
    event: {
      cancelled: '此活动已取消。',
      startsIn: '距离开始',
      asideLabel: '参加、门票和地点',
      share: '分享',
      goingCount_other: '{{count}} 人参加',
      allDay: '全天开放',
      openingTimesSignup: '注册以查看开放时间',
      tabsLabel: '关于此活动',
      tabs: {
        details: '详情',
        designers: '设计师',
        photos: '照片（{{count}}）',
        reviews: '评价（{{count}}）',
      },
      noPhotos: '暂无照片。',
      photosLabel: '{{name}}的照片',
      openPhoto: '打开第 {{number}} 张照片',
      morePhotos_other: '注册以查看另外 {{count}} 张照片',
    },
  },
})
