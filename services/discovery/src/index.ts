import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, Platform, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as places from '../migrations/0001_places.ts'
import * as events from '../migrations/0002_events.ts'
import * as search from '../migrations/0003_search.ts'
import * as searchScale from '../migrations/0005_search_scale.ts'
import * as calendarPerDay from '../migrations/0006_calendar_per_day.ts'
import * as searchByKind from '../migrations/0007_search_by_kind.ts'
import * as calendarOnDates from '../migrations/0008_calendar_on_dates.ts'
import * as keptAnswers from '../migrations/0009_kept_answers.ts'
import * as searchWordsStatistics from '../migrations/0010_search_words_statistics.ts'
import * as eventsSearchedThroughOneIndex from '../migrations/0011_events_searched_through_one_index.ts'
import * as eventPhrasesAcrossWords from '../migrations/0012_event_phrases_across_words.ts'
import * as searchWordList from '../migrations/0013_search_word_list.ts'
import { createCityHomeStore } from './city-home/city-home.store.ts'
import { createContentStore } from './content/content.store.ts'
import { createDiscoveryApi, type DiscoveryApi } from './discovery.api.ts'
import { createAnnouncer, type DiscoveryEventPublisher, discoveryEvents } from './discovery.events.ts'
import { createDiscoveryStore } from './discovery.store.ts'
import type { DiscoveryTables } from './discovery.tables.ts'
import { createEventsService } from './events/events.service.ts'
import { createEventsStore } from './events/events.store.ts'
import { createPageViewCounter } from './events/page-views.ts'
import { createRedisViewMemory } from './events/page-views.shared.ts'
import { createPlacementTokens } from './events/placement-tokens.ts'
import { createResolvers } from './resolvers.ts'
import { createKeptAnswers } from './kept-answers/kept-answers.ts'
import { createSearchModule } from './search/index.ts'

export type {
  DiscoveryApi,
  NewCity,
  NewDesigner,
  NewEvent,
  NewEventType,
  NewLookbook,
  NewNews,
  NewOpenDate,
  NewPhoto,
  NewReview,
  NewVenue,
} from './discovery.api.ts'
export { DiscoveryErrorCode } from './discovery.errors.ts'
export type {
  DiscoveryEventPayload,
  DiscoveryEventPublisher,
  DiscoveryEventType,
} from './discovery.events.ts'
export { discoveryEvents }

export interface DiscoveryService extends ServiceModule {
  api: DiscoveryApi
}

export interface DiscoveryDeps {
  db: Kysely<DiscoveryTables>
  events: DiscoveryEventPublisher
  logger: Logger
  // signs paid placement links (the gateway's INTERNAL_SECRET); a random one is good for this process only
  placementSecret?: string
  // the day's memory of who viewed what, shared by every process that counts page views (else
  // this process's own)
  redisUrl?: string
  now?: () => Date
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))

export function createDiscoveryService(deps: DiscoveryDeps): DiscoveryService {
  const now = deps.now ?? (() => new Date())
  const placesStore = createDiscoveryStore(deps.db)
  const eventsStore = createEventsStore(deps.db)
  const contentStore = createContentStore(deps.db)
  const sharedViews = deps.redisUrl ? createRedisViewMemory(deps.redisUrl, deps.logger) : undefined
  const counter = createPageViewCounter({
    writer: eventsStore,
    logger: deps.logger,
    now,
    ...(sharedViews ? { shared: sharedViews } : {}),
  })
  const eventsService = createEventsService({
    events: eventsStore,
    places: placesStore,
    counter,
    placements: createPlacementTokens(deps.placementSecret ?? randomBytes(32).toString('base64url'), now),
    logger: deps.logger,
    now,
  })
  const kept = createKeptAnswers(deps.db)
  const resolvers = createResolvers({
    places: placesStore,
    events: eventsStore,
    content: contentStore,
    home: createCityHomeStore(deps.db),
    eventsService,
    kept,
    now,
  })
  return {
    name: 'discovery',
    // @apollo/subgraph's resolver map types are looser than ours
    schema: buildSubgraphSchema([
      { typeDefs, resolvers: resolvers as never },
      createSearchModule(deps.db, kept) as never,
    ]),
    migrations: {
      '0001_places': places,
      '0002_events': events,
      '0003_search': search,
      '0005_search_scale': searchScale,
      '0006_calendar_per_day': calendarPerDay,
      '0007_search_by_kind': searchByKind,
      '0008_calendar_on_dates': calendarOnDates,
      '0009_kept_answers': keptAnswers,
      '0010_search_words_statistics': searchWordsStatistics,
      '0011_events_searched_through_one_index': eventsSearchedThroughOneIndex,
      '0012_event_phrases_across_words': eventPhrasesAcrossWords,
      '0013_search_word_list': searchWordList,
    },
    api: createDiscoveryApi({
      db: deps.db,
      places: placesStore,
      events: eventsStore,
      content: contentStore,
      counter,
      announce: createAnnouncer(deps.events),
    }),
    async start() {
      counter.start()
    },
    // the last counted views are written before the process ends
    async stop() {
      await counter.stop()
      await sharedViews?.close()
    },
  }
}

// the gateway's and the service process's wiring, one line in each
export const discoveryDepsOf = (platform: Platform): DiscoveryDeps => ({
  db: platform.database.forSchema('discovery'),
  events: platform.events,
  logger: platform.logger.child({ service: 'discovery' }),
  placementSecret: platform.config.internalSecret,
  ...(platform.config.redisUrl ? { redisUrl: platform.config.redisUrl } : {}),
})
