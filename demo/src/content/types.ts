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
