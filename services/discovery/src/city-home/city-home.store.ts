import { prepared } from '@showroom/platform'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'

// the sample-sale type (fixed ids, see the event types)
const SAMPLE_SALE_TYPE = 1

export interface CityNumbers {
  eventsThisWeek: number
  sampleSalesThisMonth: number
  designers: number
  venues: number
}

type Week = { from: string; to: string }

// the city home's own queries, built once (packages/platform/src/db/prepared.ts); the rest comes from
// the events and content stores
const read = {
  // most viewed events that have not ended
  trending: prepared<
    { cityId: number; now: Date; first: number },
    Selectable<DiscoveryTables['events']>,
    DiscoveryTables
  >((db, slot) =>
    db
      .selectFrom('events')
      .selectAll()
      .where('city_id', '=', slot('cityId'))
      .where('is_unlisted', '=', false)
      .where('is_cancelled', '=', false)
      .where('ends_at', '>=', slot('now'))
      .orderBy('page_views_total', 'desc')
      .orderBy('starts_at')
      .orderBy('id')
      .limit(slot('first')),
  ),
  // the moving brand strip: designers of the city (or of no city) that have a logo
  brands: prepared<
    { cityId: number; first: number },
    Selectable<DiscoveryTables['designers']>,
    DiscoveryTables
  >((db, slot) =>
    db
      .selectFrom('designers')
      .selectAll()
      .where('logo_url', 'is not', null)
      .where((eb) => eb.or([eb('city_id', '=', slot('cityId')), eb('city_id', 'is', null)]))
      .orderBy('name_en')
      .limit(slot('first')),
  ),
  numbers: prepared<
    { cityId: number; weekFrom: string; weekTo: string; monthFrom: string; monthTo: string },
    { events_this_week: string; sample_sales_this_month: string; designers: string; venues: string },
    DiscoveryTables
  >((db, slot) => {
    const listedOpenIn = (from: string, to: string) =>
      db
        .selectFrom('event_dates as d')
        .innerJoin('events as e', 'e.id', 'd.event_id')
        .select(sql<string>`count(distinct d.event_id)`.as('n'))
        .where('d.city_id', '=', slot('cityId'))
        .where('d.open_date', '>=', from)
        .where('d.open_date', '<', to)
        .where('e.is_unlisted', '=', false)
        .where('e.is_cancelled', '=', false)
    return db.selectNoFrom((eb) => [
      listedOpenIn(slot('weekFrom'), slot('weekTo')).as('events_this_week'),
      listedOpenIn(slot('monthFrom'), slot('monthTo'))
        .where('e.type_id', '=', SAMPLE_SALE_TYPE)
        .as('sample_sales_this_month'),
      eb
        .selectFrom('designers')
        .select(sql<string>`count(*)`.as('n'))
        .where('city_id', '=', slot('cityId'))
        .as('designers'),
      eb
        .selectFrom('venues')
        .select(sql<string>`count(*)`.as('n'))
        .where('city_id', '=', slot('cityId'))
        .as('venues'),
    ])
  }),
}

export function createCityHomeStore(db: Kysely<DiscoveryTables>) {
  return {
    trending: (cityId: number, now: Date, first: number) => read.trending(db, { cityId, now, first }),
    brands: (cityId: number, first: number) => read.brands(db, { cityId, first }),
    numbers: async (cityId: number, week: Week, month: Week): Promise<CityNumbers> => {
      const [row] = await read.numbers(db, {
        cityId,
        weekFrom: week.from,
        weekTo: week.to,
        monthFrom: month.from,
        monthTo: month.to,
      })
      if (!row) throw new Error('the city numbers answered no row')
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
