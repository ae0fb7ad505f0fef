import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    homeSales: {
      title: 'Sample sales',
      openUntil: 'Open now · ends {{date}}',
      opens: 'Opens {{date}}',
      soldOut: 'Sold out',
    },
  },
  zh: {
    homeSales: {
      title: '样品特卖',
      openUntil: '正在进行 · {{date}} 结束',
      opens: '{{date}} 开始',
      soldOut: '已售罄',
    },
  },
})
