import type { CityRow, DesignerRow, VenueRow } from './discovery.store.ts'

export type Locale = 'en' | 'zh'

// Chinese where it exists, English otherwise (the spec's fallback rule for content)
export const localised = (en: string, zh: string | null, locale: Locale) => (locale === 'zh' && zh ? zh : en)

export function shapeCity(row: CityRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    url: `/${row.slug}`,
    name: localised(row.name_en, row.name_zh, locale),
    nameEn: row.name_en,
    nameZh: row.name_zh,
    timezone: row.timezone,
    currency: row.currency,
  }
}

export function shapeDesigner(row: DesignerRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: localised(row.name_en, row.name_zh, locale),
    nameEn: row.name_en,
    nameZh: row.name_zh,
    description:
      row.description_en === null ? null : localised(row.description_en, row.description_zh, locale),
    detailUrl: `/brand/${row.slug}/`,
    logoUrl: row.logo_url,
    thumbnailUrl: row.thumbnail_url,
    websiteUrl: row.website_url,
    cityId: row.city_id,
  }
}

export function shapeVenue(row: VenueRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: localised(row.address_business_name, row.name_zh, locale),
    nameZh: row.name_zh,
    address: row.address_line,
    detailUrl: `/venue/${row.slug}/`,
    logoUrl: row.logo_url,
    description:
      row.description_en === null ? null : localised(row.description_en, row.description_zh, locale),
    websiteUrl: row.website_url,
    cityId: row.city_id,
    latitude: row.latitude,
    longitude: row.longitude,
  }
}
