import type { Kysely } from 'kysely'
import type { ContentStore } from './content/content.store.ts'
import { type Announce, discoveryEvents } from './discovery.events.ts'
import { createDiscoveryStore, type DiscoveryStore } from './discovery.store.ts'
import type { DiscoveryTables } from './discovery.tables.ts'
import type { NewEvent, NewEventType, NewLookbook, NewNews, NewReview } from './discovery.types.ts'
import { insertEvents, updateEvent } from './events/events.write.ts'
import type { EventsStore } from './events/events.store.ts'
import type { PageViewCounter } from './events/page-views.ts'

export type {
  NewEvent,
  NewEventType,
  NewLookbook,
  NewNews,
  NewOpenDate,
  NewPhoto,
  NewReview,
} from './discovery.types.ts'

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

export interface DiscoveryApiDeps {
  db: Kysely<DiscoveryTables>
  places: DiscoveryStore
  events: EventsStore
  content: ContentStore
  counter: PageViewCounter
  announce: Announce
}

// a batch of the bulk loader: one transaction, a few multi-row statements
const BULK_BATCH = 1000

// the in-process surface the demo-data generator, the --scale generator and tests use
export function createDiscoveryApi({ db, places, events, content, counter, announce }: DiscoveryApiDeps) {
  const inTransaction = <T>(fn: (trx: Kysely<DiscoveryTables>) => Promise<T>) => db.transaction().execute(fn)
  // the row locked, so two cancellations at once announce it once
  const isCancelled = async (trx: Kysely<DiscoveryTables>, id: number) =>
    (
      await trx
        .selectFrom('events')
        .select('is_cancelled')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
    )?.is_cancelled ?? true

  return {
    countCities: () => places.countCities(),
    addCity: async (city: NewCity, position: number) => {
      await places.insertCity({
        id: city.id,
        slug: city.slug,
        name_en: city.nameEn,
        name_zh: city.nameZh ?? null,
        timezone: city.timezone,
        currency: city.currency,
        position,
      })
    },
    addDesigner: (d: NewDesigner) =>
      inTransaction(async (trx) => {
        const { id } = await createDiscoveryStore(trx).insertDesigner({
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
        await announce(trx, discoveryEvents.designerCreated, { id, cityId: d.cityId ?? null })
        return id
      }),
    addVenue: (v: NewVenue) =>
      inTransaction(async (trx) => {
        const { id } = await createDiscoveryStore(trx).insertVenue({
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
        await announce(trx, discoveryEvents.venueCreated, { id, cityId: v.cityId })
        return id
      }),
    designerBySlug: (slug: string) => places.designerBySlug(slug),
    venueBySlug: (slug: string) => places.venueBySlug(slug),
    setDesignerImages: async (id: number, images: { logoUrl?: string; thumbnailUrl?: string }) => {
      await db
        .updateTable('designers')
        .set({ logo_url: images.logoUrl, thumbnail_url: images.thumbnailUrl })
        .where('id', '=', id)
        .execute()
    },
    setVenueDetails: async (
      id: number,
      details: { logoUrl?: string; descriptionEn?: string; descriptionZh?: string; websiteUrl?: string },
    ) => {
      await db
        .updateTable('venues')
        .set({
          logo_url: details.logoUrl,
          description_en: details.descriptionEn,
          description_zh: details.descriptionZh,
          website_url: details.websiteUrl,
        })
        .where('id', '=', id)
        .execute()
    },

    addEventType: async (t: NewEventType) => {
      await events.insertEventType({
        id: t.id,
        key: t.key,
        name_en: t.nameEn,
        name_zh: t.nameZh ?? null,
        color: t.color,
        position: t.position,
      })
    },
    addEvent: (e: NewEvent) =>
      inTransaction(async (trx) => {
        const [id] = (await insertEvents(trx, [e])) as [number]
        await announce(trx, discoveryEvents.eventCreated, { id, cityId: e.cityId })
        return id
      }),
    // benchmark-scale loads: batches of multi-row inserts; announced only when asked, since an
    // outbox row per event would dominate the load
    addEventsBulk: async (list: NewEvent[], options: { announce?: boolean } = {}): Promise<number[]> => {
      const ids: number[] = []
      for (let i = 0; i < list.length; i += BULK_BATCH) {
        const batch = list.slice(i, i + BULK_BATCH)
        const batchIds = await inTransaction(async (trx) => {
          const inserted = await insertEvents(trx, batch)
          if (options.announce) {
            for (const [k, id] of inserted.entries()) {
              await announce(trx, discoveryEvents.eventCreated, { id, cityId: batch[k]?.cityId ?? null })
            }
          }
          return inserted
        })
        ids.push(...batchIds)
      }
      return ids
    },
    updateEvent: async (id: number, patch: Partial<NewEvent>) => {
      await inTransaction(async (trx) => {
        const wasCancelled = patch.isCancelled ? await isCancelled(trx, id) : true
        const updated = await updateEvent(trx, id, patch)
        if (!updated) return
        await announce(trx, discoveryEvents.eventChanged, { id, cityId: updated.cityId })
        if (!wasCancelled) await announce(trx, discoveryEvents.eventCancelled, { id, cityId: updated.cityId })
      })
    },
    cancelEvent: async (id: number) => {
      await inTransaction(async (trx) => {
        const wasCancelled = await isCancelled(trx, id)
        const updated = await updateEvent(trx, id, { isCancelled: true })
        if (!updated) return
        await announce(trx, discoveryEvents.eventChanged, { id, cityId: updated.cityId })
        if (!wasCancelled) await announce(trx, discoveryEvents.eventCancelled, { id, cityId: updated.cityId })
      })
    },
    eventBySlug: (slug: string) => events.eventBySlug(slug),
    countEvents: () => events.countEvents(),
    ticketClicksOf: (eventId: number) => events.ticketClicksOf(eventId),
    // the query plan of a city's calendar month (benchmarks check it stays an index range scan)
    explainCalendar: (cityId: number, from: string, to: string) => events.explainCalendar(cityId, from, to),
    // writes the page views counted so far now instead of at the next tick
    flushPageViews: () => counter.flush(),

    addNews: (n: NewNews) =>
      inTransaction(async (trx) => {
        const { id } = await content.insertNews(trx, n)
        await announce(trx, discoveryEvents.newsCreated, { id, cityId: n.cityId ?? null })
        return id
      }),
    addLookbook: (l: NewLookbook) => inTransaction((trx) => content.insertLookbook(trx, l)),
    addReview: async (r: NewReview) => (await content.insertReview(r)).id,
  }
}

export type DiscoveryApi = ReturnType<typeof createDiscoveryApi>
