import { type Kysely, sql } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'

// the sample-sale type (fixed ids, see the event types)
const SAMPLE_SALE_TYPE = 1

export interface CityNumbers {
  eventsThisWeek: number
  sampleSalesThisMonth: number
  designers: number
  venues: number
}

// the city home's own queries; the rest comes from the events and content stores
export function createCityHomeStore(db: Kysely<DiscoveryTables>) {
  const listedOpenIn = (cityId: number, from: string, to: string) =>
    db
      .selectFrom('event_dates as d')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select(sql<string>`count(distinct d.event_id)`.as('n'))
      .where('d.city_id', '=', cityId)
      .where('d.open_date', '>=', from)
      .where('d.open_date', '<', to)
      .where('e.is_unlisted', '=', false)
      .where('e.is_cancelled', '=', false)

  return {
    // most viewed events that have not ended
    trending: (cityId: number, now: Date, first: number) =>
      db
        .selectFrom('events')
        .selectAll()
        .where('city_id', '=', cityId)
        .where('is_unlisted', '=', false)
        .where('is_cancelled', '=', false)
        .where('ends_at', '>=', now)
        .orderBy('page_views_total', 'desc')
        .orderBy('starts_at')
        .orderBy('id')
        .limit(first)
        .execute(),

    // the moving brand strip: designers of the city (or of no city) that have a logo
    brands: (cityId: number, first: number) =>
      db
        .selectFrom('designers')
        .selectAll()
        .where('logo_url', 'is not', null)
        .where((eb) => eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]))
        .orderBy('name_en')
        .limit(first)
        .execute(),

    numbers: async (
      cityId: number,
      week: { from: string; to: string },
      month: { from: string; to: string },
    ): Promise<CityNumbers> => {
      const row = await db
        .selectNoFrom((eb) => [
          listedOpenIn(cityId, week.from, week.to).as('events_this_week'),
          listedOpenIn(cityId, month.from, month.to)
            .where('e.type_id', '=', SAMPLE_SALE_TYPE)
            .as('sample_sales_this_month'),
          eb
            .selectFrom('designers')
            .select(sql<string>`count(*)`.as('n'))
            .where('city_id', '=', cityId)
            .as('designers'),
          eb
            .selectFrom('venues')
            .select(sql<string>`count(*)`.as('n'))
            .where('city_id', '=', cityId)
            .as('venues'),
        ])
        .executeTakeFirstOrThrow()
      return {
        eventsThisWeek: Number(row.events_this_week),
        sampleSalesThisMonth: Number(row.sample_sales_this_month),
        designers: Number(row.designers),
        venues: Number(row.venues),
      }
    },
  }
}

export type CityHomeStore = ReturnType<typeof createCityHomeStore>
