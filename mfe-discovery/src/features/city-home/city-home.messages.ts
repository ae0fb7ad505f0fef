import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    home: {
      thisWeek: 'Events this week',
      headlines: 'Headlines',
      designers: 'Designers',
      trending: 'Trending',
      reviews: 'Reviews',
      brands: 'Designers on Showroom',
      calendar: 'Calendar',
      allNews: 'News',
      homeFailed: 'We could not load this city. Please check your connection and try again.',
      numbers: {
        eventsThisWeek: 'events this week',
        sampleSalesThisMonth: 'sample sales this month',
        designers: 'designers',
        venues: 'venues',
      },
    },
  },
  zh: {
    home: {
      thisWeek: '本周活动',
      headlines: '头条',
      designers: '设计师',
      trending: '热门',
      reviews: '评价',
      brands: 'Showroom 上的设计师',
      calendar: '日历',
      allNews: '新闻',
      homeFailed: '无法加载此城市，请检查网络连接后重试。',
      joinTitle: '让 Showroom 更懂你',
      joinText: '注册后即可关注设计师和场地、聊天并选购线上样品特卖。',
      memberText: '你已登录。你关注的设计师和场地将显示在这里。',
      unknownCity: '{{path}} 没有对应的 Showroom 城市。',
      loadFailed: '无法加载城市列表，请检查网络连接后重试。',
      build: '版本 {{label}}',
      numbers: {
        eventsThisWeek: '本周活动',
        sampleSalesThisMonth: '本月样品特卖',
        designers: '设计师',
        venues: '场地',
      },
    },
  },
})
