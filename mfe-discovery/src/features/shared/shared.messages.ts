import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

// strings the discovery pages share (registered into the module's namespace)
registerMessages(NS, {
  en: {
    place: { kind: { designer: 'Designer', venue: 'Venue' } },
    shared: {
      openMap: 'Open the map',
      loadFailedTitle: 'Oops...',
      loadFailed: 'We could not load this page. Please check your connection and try again.',
      notFound: {
        event: 'We could not find that event',
        designer: 'We could not find that designer',
        venue: 'We could not find that venue',
      },
      upcoming: 'Upcoming events',
      past: 'Past events',
      lookbooks: 'Lookbooks',
      news: 'News',
      noUpcoming: 'No upcoming events right now.',
      website: 'Website',
      address: 'Address',
      photos_one: '{{count}} photo',
      photos_other: '{{count}} photos',
    },
  },
  zh: {
    place: { kind: { designer: '设计师', venue: '场地' } },
    shared: {
      openMap: '打开地图',
      loadFailedTitle: '哎呀……',
      loadFailed: '无法加载此页面，请检查网络连接后重试。',
      notFound: {
        event: '找不到该活动',
        designer: '找不到该设计师',
        venue: '找不到该场地',
      },
      upcoming: '即将举行的活动',
      past: '往期活动',
      lookbooks: '型录',
      news: '新闻',
      noUpcoming: '目前没有即将举行的活动。',
      website: '网站',
      address: '地址',
      photos_other: '{{count}} 张照片',
    },
  },
})
