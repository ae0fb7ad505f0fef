import { registerMessages } from '@showroom/mfe-runtime'

export const NS = 'mfe-discovery'

registerMessages(NS, {
  en: {
    pages: {
      notFoundTitle: 'Page not found',
      notFoundText: 'We could not find that page. It may have moved or been removed.',
    },
    home: {
      eyebrow: 'This week in',
      intro: 'Fashion events, designers, venues and sample sales in {{city}}.',
      comingSoon:
        'The city guide for {{city}} is coming soon: events, designers and sample sales will appear here.',
      otherCities: 'Other cities',
      joinTitle: 'Make Showroom yours',
      joinText: 'Sign up to follow designers and venues, chat and shop online sample sales.',
      join: 'Join Showroom',
      memberText: "You're signed in. The designers and venues you follow will show here.",
      unknownCity: 'There is no Showroom city at {{path}}.',
      loadFailed: 'We could not load the cities. Please check your connection and try again.',
      build: 'Build {{label}}',
    },
  },
  zh: {
    pages: {
      notFoundTitle: '找不到页面',
      notFoundText: '我们找不到这个页面，它可能已被移动或删除。',
    },
    home: {
      eyebrow: '本周',
      intro: '{{city}}的时装活动、设计师、场地和样品特卖。',
      comingSoon: '{{city}}城市指南即将上线：活动、设计师和样品特卖将在这里显示。',
      otherCities: '其他城市',
      join: '加入 Showroom',
    },
  },
})
