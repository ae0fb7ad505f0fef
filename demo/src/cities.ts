export const CITIES = [
  { id: 1, slug: 'london', nameEn: 'London', nameZh: '伦敦', timezone: 'Europe/London', currency: 'gbp' },
  {
    id: 2,
    slug: 'new-york',
    nameEn: 'New York',
    nameZh: '纽约',
    timezone: 'America/New_York',
    currency: 'usd',
  },
  {
    id: 3,
    slug: 'los-angeles',
    nameEn: 'Los Angeles',
    nameZh: '洛杉矶',
    timezone: 'America/Los_Angeles',
    currency: 'usd',
  },
  {
    id: 4,
    slug: 'hong-kong',
    nameEn: 'Hong Kong',
    nameZh: '香港',
    timezone: 'Asia/Hong_Kong',
    currency: 'hkd',
  },
] as const
