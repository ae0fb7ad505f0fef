import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_social.ts'
import * as people from '../migrations/0002_people.ts'
import * as peopleLists from '../migrations/0003_people_lists.ts'
import * as blocks from '../migrations/0004_blocks.ts'
import { createResolvers } from './resolvers.ts'
import {
  type GoingConfirmationJob,
  type SocialEventSubscriber,
  type SocialJobQueue,
  socialJobs,
} from './social.deps.ts'
import { type SocialEventPublisher, socialEvents } from './social.events.ts'
import { createSocialCore } from './social.service.ts'
import { createSocialStore } from './social.store.ts'
import { subscribeToBlocks, subscribeToTargets } from './social.subscriptions.ts'
import type { SocialTables, TargetKind } from './social.tables.ts'

export { SocialErrorCode } from './social.errors.ts'
export type { FriendState } from './friends.rules.ts'
export type {
  FriendRemovedPayload,
  FriendRequestPayload,
  SocialEventPublisher,
  TargetFollowedPayload,
  UserFollowedPayload,
} from './social.events.ts'
export { socialEvents, socialJobs }
export type { GoingConfirmationJob, SocialEventSubscriber, SocialJobQueue, TargetKind }

export interface SocialDeps {
  // already scoped to the social schema
  db: Kysely<SocialTables>
  // learns targets from other services, publishes follows and friendships (social.events.ts)
  events: SocialEventSubscriber & SocialEventPublisher
  jobs: SocialJobQueue
  logger: Logger
  // the site's public address (PUBLIC_URL), for calendar feed urls
  publicUrl: string
  now?: () => Date
}

export interface SocialService extends ServiceModule {
  name: 'social'
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))

export function createSocialService(deps: SocialDeps): SocialService {
  const core = createSocialCore({
    store: createSocialStore(deps.db),
    events: deps.events,
    jobs: deps.jobs,
    logger: deps.logger,
    publicUrl: deps.publicUrl,
    now: deps.now ?? (() => new Date()),
  })
  return {
    name: 'social',
    schema: buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(core) }]),
    migrations: {
      '0001_social': initial,
      '0002_people': people,
      '0003_people_lists': peopleLists,
      '0004_blocks': blocks,
    },
    async start() {
      await subscribeToTargets(deps.events, core)
      await subscribeToBlocks(deps.events, core)
    },
  }
}
