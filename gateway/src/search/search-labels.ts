export type FragmentLocale = 'en' | 'zh'

export interface FragmentLabels {
  events: string
  designers: string
  venues: string
  news: string
  sales: string
  saleOpen: string
  saleUpcoming: string
  noResults: (term: string) => string
  searchedAs: (words: string) => string
  unknownCity: string
  dateLocale: string
}

// the fragment's own words; names and titles come localised from the graph
export const LABELS: Record<FragmentLocale, FragmentLabels> = {
  en: {
    events: 'Events',
    designers: 'Designers',
    venues: 'Venues',
    news: 'News',
    sales: 'Sample sales',
    saleOpen: 'Open now',
    saleUpcoming: 'Coming soon',
    noResults: (term) => `No results for “${term}”`,
    searchedAs: (words) => `Showing results for “${words}”`,
    unknownCity: 'This city is not on Showroom.',
    dateLocale: 'en-GB',
  },
  zh: {
    events: '活动',
    designers: '设计师',
    venues: '场地',
    news: '新闻',
    sales: '样品特卖',
    saleOpen: '正在进行',
    saleUpcoming: '即将开始',
    noResults: (term) => `没有找到与“${term}”相关的结果`,
    searchedAs: (words) => `以下是“${words}”的结果`,
    unknownCity: 'Showroom 暂未覆盖这个城市。',
    dateLocale: 'zh-CN',
  },
}
