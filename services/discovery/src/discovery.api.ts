import type { DiscoveryStore } from './discovery.store.ts'

export interface NewCity {
  id: number
  slug: string
  nameEn: string
  nameZh?: string
  timezone: string
  currency: string
}

export interface NewDesigner {
  slug: string
  nameEn: string
  nameZh?: string
  descriptionEn?: string
  descriptionZh?: string
  cityId?: number
  logoUrl?: string
}

export interface NewVenue {
  slug: string
  name: string
  nameZh?: string
  address?: string
  cityId: number
  latitude?: number
  longitude?: number
  logoUrl?: string
}

// the in-process surface the demo-data generator and other back-office tools use
export function createDiscoveryApi(store: DiscoveryStore) {
  return {
    countCities: () => store.countCities(),
    addCity: async (city: NewCity, position: number) => {
      await store.insertCity({
        id: city.id,
        slug: city.slug,
        name_en: city.nameEn,
        name_zh: city.nameZh ?? null,
        timezone: city.timezone,
        currency: city.currency,
        position,
      })
    },
    addDesigner: async (d: NewDesigner) =>
      (
        await store.insertDesigner({
          slug: d.slug,
          name_en: d.nameEn,
          name_zh: d.nameZh ?? null,
          description_en: d.descriptionEn ?? null,
          description_zh: d.descriptionZh ?? null,
          city_id: d.cityId ?? null,
          logo_url: d.logoUrl ?? null,
          thumbnail_url: d.logoUrl ?? null,
          website_url: null,
        })
      ).id,
    addVenue: async (v: NewVenue) =>
      (
        await store.insertVenue({
          slug: v.slug,
          address_business_name: v.name,
          name_zh: v.nameZh ?? null,
          address_line: v.address ?? null,
          city_id: v.cityId,
          latitude: v.latitude ?? null,
          longitude: v.longitude ?? null,
          logo_url: v.logoUrl ?? null,
          description_en: null,
          description_zh: null,
          website_url: null,
        })
      ).id,
    designerBySlug: (slug: string) => store.designerBySlug(slug),
    venueBySlug: (slug: string) => store.venueBySlug(slug),
  }
}

export type DiscoveryApi = ReturnType<typeof createDiscoveryApi>
