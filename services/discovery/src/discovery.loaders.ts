import { createBatchLoader, perRequest, type RequestContext } from '@showroom/platform'
import type { ContentStore } from './content/content.store.ts'
import type { DiscoveryStore } from './discovery.store.ts'
import type { EventsStore } from './events/events.store.ts'
import { keptCities } from './kept-cities.ts'

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]))

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}

// loaders whose result depends on arguments (past, first) get one batch per argument set
function keyedLoaders<K, V>(make: (args: string) => (key: K) => Promise<V | null>) {
  const byArgs = new Map<string, (key: K) => Promise<V | null>>()
  return (args: string, key: K) => {
    let loader = byArgs.get(args)
    if (!loader) {
      loader = make(args)
      byArgs.set(args, loader)
    }
    return loader(key)
  }
}

export interface LoaderStores {
  places: DiscoveryStore
  events: EventsStore
  content: ContentStore
  now: () => Date
}

// one set per request: every list field below asks in one query for all parents at once
export function createLoaders({ places, events, content, now }: LoaderStores) {
  const cities = keptCities(places.citiesByIds)
  return perRequest<RequestContext, ReturnType<typeof make>>(make)

  function make() {
    let eventTypes: ReturnType<EventsStore['eventTypes']> | undefined
    // no request changes a city or a venue (they come with the site and its demo data): a page that
    // names one city on every card asks for it once, and a city is kept across requests (ADR 60)
    const keep = { keep: true }
    return {
      city: createBatchLoader(cities, keep),
      designer: createBatchLoader(async (ids: readonly number[]) => byId(await places.designersByIds(ids))),
      venue: createBatchLoader(async (ids: readonly number[]) => byId(await places.venuesByIds(ids)), keep),
      event: createBatchLoader(async (ids: readonly number[]) => byId(await events.eventsByIds(ids))),
      news: createBatchLoader(async (ids: readonly number[]) => byId(await content.newsByIds(ids))),
      lookbook: createBatchLoader(async (ids: readonly number[]) => byId(await content.lookbooksByIds(ids))),
      review: createBatchLoader(async (ids: readonly number[]) => byId(await content.reviewsByIds(ids))),
      // the few event types, read once per request
      eventTypes: () => {
        eventTypes ??= events.eventTypes()
        return eventTypes
      },
      openDates: createBatchLoader(async (ids: readonly number[]) =>
        groupBy(await events.openDatesOf(ids), (r) => r.event_id),
      ),
      photos: createBatchLoader(async (ids: readonly number[]) =>
        groupBy(await events.photosOf(ids), (r) => r.event_id),
      ),
      designerIds: createBatchLoader(
        async (ids: readonly number[]) =>
          new Map(
            [...groupBy(await events.designerLinksOf(ids), (r) => r.event_id)].map(([k, v]) => [
              k,
              v.map((r) => r.designer_id),
            ]),
          ),
      ),
      reviewStats: createBatchLoader(
        async (ids: readonly number[]) =>
          new Map(
            (await content.reviewStatsOf(ids)).map((r) => [
              r.event_id as number,
              { average: Number(r.average), count: Number(r.count) },
            ]),
          ),
      ),
      // keyed by `${userId}:${eventId}` so a batch is one user's organiser rows
      organises: createBatchLoader(async (keys: readonly string[]) => {
        const userId = Number(keys[0]?.split(':')[0])
        const eventIds = keys.map((k) => Number(k.split(':')[1]))
        const found = new Set(await events.organisedBy(userId, eventIds))
        return new Map(keys.map((k) => [k, found.has(Number(k.split(':')[1]))]))
      }),
      eventReviews: keyedLoaders((first: string) =>
        createBatchLoader(async (ids: readonly number[]) =>
          groupBy(await content.reviewsOfEvents(ids, Number(first)), (r) => r.event_id as number),
        ),
      ),
      eventsOfDesigner: keyedLoaders((args: string) =>
        createBatchLoader(async (ids: readonly number[]) => {
          const [past, first] = args.split(':')
          return groupBy(
            await events.eventsOfOwners('designer', ids, past === 'past', Number(first), now()),
            (r) => r.owner_id,
          )
        }),
      ),
      eventsOfVenue: keyedLoaders((args: string) =>
        createBatchLoader(async (ids: readonly number[]) => {
          const [past, first] = args.split(':')
          return groupBy(
            await events.eventsOfOwners('venue', ids, past === 'past', Number(first), now()),
            (r) => r.owner_id,
          )
        }),
      ),
      newsOfDesigner: keyedLoaders((first: string) =>
        createBatchLoader(async (ids: readonly number[]) =>
          groupBy(await content.newsOfDesigners(ids, Number(first)), (r) => r.designer_id as number),
        ),
      ),
      lookbooksOfDesigner: createBatchLoader(async (ids: readonly number[]) =>
        groupBy(await content.lookbooksOf('designer', ids), (r) => r.designer_id as number),
      ),
      lookbooksOfVenue: createBatchLoader(async (ids: readonly number[]) =>
        groupBy(await content.lookbooksOf('venue', ids), (r) => r.venue_id as number),
      ),
      lookbookPhotos: createBatchLoader(async (ids: readonly number[]) =>
        groupBy(await content.lookbookPhotosOf(ids), (r) => r.lookbook_id),
      ),
    }
  }
}

export type Loaders = ReturnType<typeof createLoaders>
