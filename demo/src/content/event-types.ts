// the four event types; ids are fixed (the calendar's filters and the REST lookups name them)
export const EVENT_TYPES = [
  { id: 1, key: 'sample-sale', nameEn: 'Sample sale', nameZh: '样品特卖', color: '#9e1b32', position: 0 },
  { id: 2, key: 'in-store', nameEn: 'In-store event', nameZh: '店内活动', color: '#1f2a44', position: 1 },
  { id: 3, key: 'exhibition', nameEn: 'Exhibition', nameZh: '展览', color: '#b8860b', position: 2 },
  { id: 4, key: 'education', nameEn: 'Education', nameZh: '课程讲座', color: '#1f6b3a', position: 3 },
] as const

export const SAMPLE_SALE = 1
export const IN_STORE = 2
export const EXHIBITION = 3
export const EDUCATION = 4
