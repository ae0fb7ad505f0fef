// the shapes of the discovery in-process api the demo writes through (services/discovery/src/discovery.api.ts)
export interface DemoPhotoInput {
  url: string
  thumbUrl: string
  width: number
  height: number
  captionEn?: string
  captionZh?: string
}

export interface DemoEventInput {
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
  openDates: { date: string; opens?: string; closes?: string }[]
  designerIds?: number[]
  organiserIds?: number[]
  photos?: DemoPhotoInput[]
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

// a designer or venue as the generators see it, with the id the database gave it
export interface PlacedDesigner {
  id: number
  slug: string
  nameEn: string
  nameZh?: string
  cityId: number
}

export interface PlacedVenue {
  id: number
  slug: string
  name: string
  nameZh?: string
  cityId: number
}

export interface DemoCity {
  id: number
  slug: string
  nameEn: string
  nameZh: string
  timezone: string
  currency: string
}
