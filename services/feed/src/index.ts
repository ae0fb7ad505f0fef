import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_feed.ts'
import * as blocks from '../migrations/0002_blocks.ts'
import { type FeedEventBus, feedEvents, upstreamEvents } from './feed.events.ts'
import { createFeedCore } from './feed.service.ts'
import { createFeedStore } from './feed.store.ts'
import type { FeedTables } from './feed.tables.ts'
import { createLearner } from './learn.ts'
import { createResolvers } from './resolvers.ts'

export { FeedErrorCode } from './feed.errors.ts'
export { MAX_GAP_COUNT, PAGE_SIZE, SHOW_MORE_PAGE_SIZE, TRUSTED_POINTS } from './feed.rules.ts'
export { decodePageToken, encodePageToken } from './page-token.ts'
export { activityTitleHtml, type NamedLink, type TitleInput } from './title-html.ts'
export { feedEvents, upstreamEvents }

export interface FeedDeps {
  // already scoped to the feed schema
  db: Kysely<FeedTables>
  events: FeedEventBus
  logger: Logger
  now?: () => Date
}

export interface FeedService extends ServiceModule {
  name: 'feed'
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))
const SUBSCRIBER = 'feed'

export function createFeedService(deps: FeedDeps): FeedService {
  const now = deps.now ?? (() => new Date())
  const core = createFeedCore({
    store: createFeedStore(deps.db),
    events: deps.events,
    logger: deps.logger,
    now,
  })
  let subscribed = false
  return {
    name: 'feed',
    schema: buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(core, now) }]),
    migrations: { '0001_feed': initial, '0002_blocks': blocks },
    async start() {
      if (subscribed) return
      subscribed = true
      await deps.events.subscribe(SUBSCRIBER, Object.values(upstreamEvents), createLearner(core, deps.logger))
    },
  }
}
