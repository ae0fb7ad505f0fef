import type { Generated } from 'kysely'

export interface DiscoveryTables {
  cities: {
    id: number
    slug: string
    name_en: string
    name_zh: string | null
    timezone: string
    currency: string
    position: number
  }
  designers: {
    id: Generated<number>
    slug: string
    name_en: string
    name_zh: string | null
    description_en: string | null
    description_zh: string | null
    city_id: number | null
    logo_url: string | null
    thumbnail_url: string | null
    created_at: Generated<Date>
  }
  venues: {
    id: Generated<number>
    slug: string
    address_business_name: string
    name_zh: string | null
    address_line: string | null
    city_id: number
    latitude: number | null
    longitude: number | null
    logo_url: string | null
    created_at: Generated<Date>
  }
}
