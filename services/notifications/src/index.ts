import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_notifications.ts'
import * as replyPersonas from '../migrations/0002_reply_personas.ts'
import * as goersManagersBlocks from '../migrations/0003_goers_managers_blocks.ts'
import { createLearner } from './learn.ts'
import {
  type NotificationsEventSubscriber,
  type NotificationsPubSub,
  recipientTopic,
  upstreamEvents,
} from './notifications.events.ts'
import { createNotificationsCore } from './notifications.service.ts'
import { createNotificationsStore } from './notifications.store.ts'
import type { NotificationsTables } from './notifications.tables.ts'
import { createResolvers } from './resolvers.ts'

export { NotificationsErrorCode } from './notifications.errors.ts'
export { PAGE_STEP } from './notifications.rules.ts'
export { recipientTopic, upstreamEvents }

export interface NotificationsDeps {
  // already scoped to the notifications schema
  db: Kysely<NotificationsTables>
  events: NotificationsEventSubscriber
  pubsub: NotificationsPubSub
  logger: Logger
  now?: () => Date
}

export interface NotificationsService extends ServiceModule {
  name: 'notifications'
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))
const SUBSCRIBER = 'notifications'

export function createNotificationsService(deps: NotificationsDeps): NotificationsService {
  const core = createNotificationsCore({
    store: createNotificationsStore(deps.db),
    pubsub: deps.pubsub,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
  })
  let subscribed = false
  return {
    name: 'notifications',
    schema: buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(core) }]),
    migrations: {
      '0001_notifications': initial,
      '0002_reply_personas': replyPersonas,
      '0003_goers_managers_blocks': goersManagersBlocks,
    },
    async start() {
      if (subscribed) return
      subscribed = true
      await deps.events.subscribe(SUBSCRIBER, Object.values(upstreamEvents), createLearner(core, deps.logger))
    },
  }
}
