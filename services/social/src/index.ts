import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_social.ts'
import { createResolvers } from './resolvers.ts'
import {
  type GoingConfirmationJob,
  type SocialEventSubscriber,
  type SocialJobQueue,
  socialJobs,
} from './social.deps.ts'
import { createSocialCore } from './social.service.ts'
import { createSocialStore } from './social.store.ts'
import { subscribeToTargets } from './social.subscriptions.ts'
import type { SocialTables, TargetKind } from './social.tables.ts'

export { SocialErrorCode } from './social.errors.ts'
export { socialJobs }
export type { GoingConfirmationJob, SocialEventSubscriber, SocialJobQueue, TargetKind }

export interface SocialDeps {
  // already scoped to the social schema
  db: Kysely<SocialTables>
  events: SocialEventSubscriber
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
    jobs: deps.jobs,
    logger: deps.logger,
    publicUrl: deps.publicUrl,
    now: deps.now ?? (() => new Date()),
  })
  return {
    name: 'social',
    schema: buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(core) }]),
    migrations: { '0001_social': initial },
    async start() {
      await subscribeToTargets(deps.events, core)
    },
  }
}
