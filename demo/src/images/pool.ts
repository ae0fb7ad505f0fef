import { createHash } from 'node:crypto'
import { DESIGNERS, VENUES } from '../brands.ts'
import { slugify } from '../random.ts'
import { type Artwork, WEAVES } from './artwork.ts'

// bump when the artwork changes, so cached renders are made again
const ARTWORK_VERSION = 1

export interface PoolEntry {
  key: string
  art: Artwork
  // also written as a smaller copy at thumbKey (400 px on the long side)
  thumbKey?: string
  // also written CARD_WIDTH px wide at cardKey and MEDIUM_WIDTH at mediumKey, as the media
  // service's card and medium variants, for srcset
  cardKey?: string
  mediumKey?: string
}

// the widths of the card and medium copies; pages name them in srcset
export const CARD_WIDTH = 640
export const MEDIUM_WIDTH = 960

export const HEROES_PER_TYPE = 4
export const NEWS_HEROES = 8
export const PHOTO_SHAPES = [
  { shape: 'landscape', width: 1200, height: 800, count: 8 },
  { shape: 'portrait', width: 800, height: 1200, count: 10 },
  { shape: 'square', width: 1000, height: 1000, count: 6 },
] as const

const TYPE_LABELS = ['Sample Sale', 'In Store', 'Exhibition', 'Education'] as const
const PHOTO_LABELS = ['Look', 'Detail', 'Fitting', 'Rail', 'Atelier', 'Swatch', 'Studio', 'Runway']
const pad = (n: number) => String(n).padStart(2, '0')

export const heroKey = (typeIndex: number, n: number) =>
  `demo/events/hero-${pad(typeIndex * HEROES_PER_TYPE + n + 1)}.webp`
export const newsKey = (n: number) => `demo/news/news-${pad(n + 1)}.webp`
// beside its full-size image: hero-01.webp, hero-01-card.webp and hero-01-medium.webp
export const cardKeyOf = (key: string) => key.replace(/\.webp$/, '-card.webp')
export const mediumKeyOf = (key: string) => key.replace(/\.webp$/, '-medium.webp')
export const photoKey = (shape: string, n: number) => `demo/photos/${shape}-${pad(n + 1)}.webp`
export const photoThumbKey = (shape: string, n: number) => `demo/photos/${shape}-${pad(n + 1)}-thumb.webp`
export const designerLogoKey = (slug: string) => `demo/designers/${slug}.webp`
export const venueLogoKey = (slug: string) => `demo/venues/${slug}.webp`

const initials = (name: string) =>
  name
    .split(/[\s&]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase()

// every image of the demo: a few dozen, shared by many events, news and lookbooks
export function poolEntries(): PoolEntry[] {
  const entries: PoolEntry[] = []
  TYPE_LABELS.forEach((label, typeIndex) => {
    for (let n = 0; n < HEROES_PER_TYPE; n++) {
      const art = {
        width: 1600,
        height: 900,
        paletteIndex: typeIndex * 2 + n,
        weave: WEAVES[n % WEAVES.length]!,
        title: label,
        kicker: `Showroom · No. ${pad(n + 1)}`,
      }
      const key = heroKey(typeIndex, n)
      entries.push({ key, cardKey: cardKeyOf(key), mediumKey: mediumKeyOf(key), art })
    }
  })
  for (let n = 0; n < NEWS_HEROES; n++) {
    const art = {
      width: 1600,
      height: 900,
      paletteIndex: n + 3,
      weave: WEAVES[(n + 2) % WEAVES.length]!,
      title: 'The Edit',
      kicker: `Showroom news · ${pad(n + 1)}`,
    }
    entries.push({ key: newsKey(n), cardKey: cardKeyOf(newsKey(n)), mediumKey: mediumKeyOf(newsKey(n)), art })
  }
  for (const { shape, width, height, count } of PHOTO_SHAPES) {
    for (let n = 0; n < count; n++) {
      const art = {
        width,
        height,
        paletteIndex: n + shape.length,
        weave: WEAVES[(n + shape.length) % WEAVES.length]!,
        title: `${PHOTO_LABELS[n % PHOTO_LABELS.length]} ${pad(n + 1)}`,
        kicker: 'Showroom',
      }
      entries.push({ key: photoKey(shape, n), thumbKey: photoThumbKey(shape, n), art })
    }
  }
  DESIGNERS.forEach((designer, n) => {
    const art = {
      width: 400,
      height: 400,
      paletteIndex: n,
      weave: WEAVES[n % WEAVES.length]!,
      title: initials(designer.nameEn),
      kicker: designer.nameEn,
      centred: true,
    }
    entries.push({ key: designerLogoKey(slugify(designer.nameEn)), art })
  })
  VENUES.forEach((venue, n) => {
    const art = {
      width: 400,
      height: 400,
      paletteIndex: n + 4,
      weave: WEAVES[(n + 1) % WEAVES.length]!,
      title: initials(venue.name),
      kicker: venue.name,
      centred: true,
    }
    entries.push({ key: venueLogoKey(slugify(venue.name)), art })
  })
  return entries
}

// names the rendered set: a change to the artwork or the brand lists gives a new cache folder
export function poolVersion(entries: PoolEntry[]): string {
  const hash = createHash('sha256').update(JSON.stringify({ ARTWORK_VERSION, entries })).digest('hex')
  return `v${ARTWORK_VERSION}-${hash.slice(0, 10)}`
}
