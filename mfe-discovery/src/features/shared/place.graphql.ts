import { EVENT_CARD_FIELDS, type EventCardData } from './EventCard.tsx'

export interface LookbookCardData {
  id: number
  slug: string
  title: string
  season: string | null
  coverUrl: string | null
  photos: { id: number }[]
}

export interface NewsCardData {
  id: number
  title: string
  summary: string | null
  heroUrl: string | null
  publishedAt: string
  detailUrl: string
}

// what designer and venue pages both show
export interface PlaceSections {
  upcoming: EventCardData[]
  past: EventCardData[]
  lookbooks: LookbookCardData[]
}

export const PLACE_SECTION_FIELDS = `
  upcoming: events(past: false, first: 12) { ${EVENT_CARD_FIELDS} }
  past: events(past: true, first: 6) { ${EVENT_CARD_FIELDS} }
  lookbooks { id slug title season coverUrl photos { id } }
`
