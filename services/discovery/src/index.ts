import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as places from '../migrations/0001_places.ts'
import * as events from '../migrations/0002_events.ts'
import { createDiscoveryApi, type DiscoveryApi } from './discovery.api.ts'
import { createDiscoveryStore } from './discovery.store.ts'
import type { DiscoveryTables } from './discovery.tables.ts'
import { createResolvers } from './resolvers.ts'
import { createSearchModule } from './search/index.ts'

export type { DiscoveryApi } from './discovery.api.ts'

export interface DiscoveryService extends ServiceModule {
  api: DiscoveryApi
}

export interface DiscoveryDeps {
  db: Kysely<DiscoveryTables>
  logger: Logger
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))

export function createDiscoveryService(deps: DiscoveryDeps): DiscoveryService {
  const store = createDiscoveryStore(deps.db)
  return {
    name: 'discovery',
    // @apollo/subgraph's resolver map types are looser than ours
    schema: buildSubgraphSchema([
      { typeDefs, resolvers: createResolvers(store) as never },
      createSearchModule(deps.db) as never,
    ]),
    migrations: { '0001_places': places, '0002_events': events },
    api: createDiscoveryApi(store),
  }
}
