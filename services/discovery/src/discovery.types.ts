// the input shapes of the in-process api (demo data, tests, the --scale generator)

export interface NewPhoto {
  url: string
  thumbUrl: string
  width: number
  height: number
  captionEn?: string
  captionZh?: string
}

export interface NewOpenDate {
  // yyyy-mm-dd
  date: string
  // HH:MM; none means open all day
  opens?: string
  closes?: string
}

export interface NewEvent {
  slug: string
  cityId: number
  venueId?: number
  typeId: number
  nameEn: string
  nameZh?: string
  summaryEn?: string
  summaryZh?: string
  descriptionEn?: string
  descriptionZh?: string
  heroUrl?: string
  startsAt: Date
  endsAt: Date
  openDates: NewOpenDate[]
  designerIds?: number[]
  organiserIds?: number[]
  photos?: NewPhoto[]
  ticketUrl?: string
  ticketMode?: 0 | 1 | 2 | 3
  ticketsBought?: number
  priceLabelEn?: string
  priceLabelZh?: string
  featuredLevel?: 0 | 1 | 2 | 3
  isUnlisted?: boolean
  isPayToPlay?: boolean
  isCancelled?: boolean
  adSpend?: number
  adSpendCurrency?: string
  pageViewsTotal?: number
  paidViewsTotal?: number
  statsStartedAt?: Date
}

export interface NewEventType {
  id: number
  key: string
  nameEn: string
  nameZh?: string
  color: string
  position: number
}

export interface NewNews {
  slug: string
  cityId?: number
  designerId?: number
  venueId?: number
  titleEn: string
  titleZh?: string
  summaryEn?: string
  summaryZh?: string
  bodyEn?: string
  bodyZh?: string
  heroUrl?: string
  publishedAt: Date
}

export interface NewLookbook {
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

export interface NewReview {
  cityId: number
  eventId?: number
  venueId?: number
  designerId?: number
  userId: number
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  body: string
  createdAt?: Date
}
