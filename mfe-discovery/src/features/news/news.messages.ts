import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    news: {
      listTitle: 'News',
      listIntro: 'Stories from the designers, venues and sales of {{city}}.',
      empty: 'No news yet. Check back soon.',
      loadFailed: 'We could not load the news. Please check your connection and try again.',
      notFoundTitle: 'News not found',
      notFoundText: 'This story may have been moved or removed.',
      save: 'Save',
      saved: 'Saved',
      related: 'In this story',
      designer: 'Designer',
      venue: 'Venue',
      allNews: 'All news',
      readStory: 'Read the story',
    },
  },
  zh: {
    news: {
      listTitle: '资讯',
      listIntro: '来自{{city}}设计师、场地和特卖的故事。',
      empty: '暂无资讯，请稍后再来。',
      loadFailed: '无法加载资讯，请检查网络连接后重试。',
      notFoundTitle: '找不到资讯',
      notFoundText: '这篇文章可能已被移动或删除。',
      save: '收藏',
      saved: '已收藏',
      related: '相关',
      designer: '设计师',
      venue: '场地',
      allNews: '全部资讯',
      readStory: '阅读全文',
    },
  },
})
