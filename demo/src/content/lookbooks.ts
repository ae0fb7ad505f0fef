import type { DemoImages } from '../images/index.ts'
import { type Random, slugify } from '../random.ts'
import { CAPTIONS } from './texts.ts'
import type { NewPhoto } from '@showroom/discovery'
import type { PlacedDesigner, PlacedVenue } from './types.ts'

export interface DemoLookbookInput {
  slug: string
  designerId?: number
  venueId?: number
  titleEn: string
  titleZh?: string
  season?: string
  coverUrl?: string
  publishedAt: Date
  photos: NewPhoto[]
}

const SEASONS = [
  { code: 'AW26', en: 'Autumn/Winter 2026', zh: '2026 秋冬' },
  { code: 'SS27', en: 'Spring/Summer 2027', zh: '2027 春夏' },
  { code: 'Resort 27', en: 'Resort 2027', zh: '2027 度假系列' },
] as const

function photosFor(images: DemoImages, random: Random): NewPhoto[] {
  return random.sample(images.lookbookPhotos, random.int(6, 12)).map((photo, n) => {
    const caption = random.pick(CAPTIONS)
    return { ...photo, captionEn: `Look ${n + 1}: ${caption.en}`, captionZh: `造型 ${n + 1}：${caption.zh}` }
  })
}

// two or three seasons per designer, one 'in pictures' set per venue
export function lookbooks(
  designers: PlacedDesigner[],
  venues: PlacedVenue[],
  images: DemoImages,
  random: Random,
  now: Date,
): DemoLookbookInput[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000)
  const books: DemoLookbookInput[] = []
  for (const designer of designers) {
    for (const [n, season] of SEASONS.slice(0, random.int(2, 3)).entries()) {
      const photos = photosFor(images, random)
      books.push({
        slug: slugify(`${designer.nameEn} ${season.code}`),
        designerId: designer.id,
        titleEn: `${designer.nameEn} ${season.en}`,
        titleZh: `${designer.nameZh ?? designer.nameEn} ${season.zh}`,
        season: season.code,
        coverUrl: photos[0]?.url,
        publishedAt: daysAgo(120 - n * 45 + random.int(0, 10)),
        photos,
      })
    }
  }
  for (const venue of venues) {
    const photos = photosFor(images, random)
    books.push({
      slug: slugify(`${venue.name} in pictures`),
      venueId: venue.id,
      titleEn: `${venue.name} in pictures`,
      titleZh: `${venue.nameZh ?? venue.name} 图集`,
      coverUrl: photos[0]?.url,
      publishedAt: daysAgo(random.int(10, 200)),
      photos,
    })
  }
  return books
}
