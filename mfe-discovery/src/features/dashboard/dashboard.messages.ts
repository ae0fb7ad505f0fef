import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    dashboard: {
      title: 'Your events',
      eventTitle: 'Event dashboard',
      signup: 'Sign up or log in to manage your events.',
      empty: 'You do not manage any events yet.',
      notManager: 'You do not manage this event.',
      featured: 'Featured',
      unlisted: 'Unlisted',
      payToPlay: 'Pay to play',
      cancelled: 'Cancelled',
      pageViews: 'Page views',
      paidViews: 'Paid views',
      followers: 'Followers',
      adSpend: 'Ad spend',
      beforeStats: 'Before stats',
    },
  },
  zh: {
    dashboard: {
      title: '你的活动',
      eventTitle: '活动管理面板',
      signup: '注册或登录以管理你的活动。',
      empty: '你还没有管理任何活动。',
      notManager: '你不是此活动的管理者。',
      featured: '精选',
      unlisted: '未公开',
      payToPlay: '付费推广',
      cancelled: '已取消',
      pageViews: '页面浏览量',
      paidViews: '付费浏览量',
      followers: '关注者',
      adSpend: '广告支出',
      beforeStats: '统计开始前',
    },
  },
})
