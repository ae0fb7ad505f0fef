import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_chat.ts'
import {
  type ChatEventPublisher,
  type ChatEventSubscriber,
  type ChatPubSub,
  chatEvents,
  conversationTopic,
  personaTopic,
  upstreamEvents,
} from './chat.events.ts'
import { LIVE_CATCH_UP_MS } from './chat.rules.ts'
import { createChatCore } from './chat.service.ts'
import { createChatStore } from './chat.store.ts'
import type { ChatTables } from './chat.tables.ts'
import { createResolvers } from './resolvers.ts'
import { learnFromEvent } from './source-events.ts'

export { ChatErrorCode } from './chat.errors.ts'
export type { LivePayload, MessageCreatedPayload, MessagePostedPayload } from './chat.events.ts'
export { chatEvents, conversationTopic, personaTopic }

export interface ChatDeps {
  // already scoped to the chat schema
  db: Kysely<ChatTables>
  events: ChatEventPublisher & ChatEventSubscriber
  pubsub: ChatPubSub
  logger: Logger
  now?: () => Date
  // how often an open subscription reads the table without a wake-up (LIVE_CATCH_UP_MS)
  catchUpMs?: number
}

export interface ChatService extends ServiceModule {
  name: 'chat'
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))
const SUBSCRIBER = 'chat'

export function createChatService(deps: ChatDeps): ChatService {
  const now = deps.now ?? (() => new Date())
  const store = createChatStore(deps.db)
  const core = createChatCore({
    store,
    events: deps.events,
    pubsub: deps.pubsub,
    logger: deps.logger,
    now,
    catchUpMs: deps.catchUpMs ?? LIVE_CATCH_UP_MS,
  })
  let subscribed = false
  return {
    name: 'chat',
    schema: buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(core, now) }]),
    migrations: { '0001_chat': initial },
    async start() {
      if (subscribed) return
      subscribed = true
      await deps.events.subscribe(SUBSCRIBER, Object.values(upstreamEvents), (event) =>
        learnFromEvent(store, event, now),
      )
    },
  }
}
