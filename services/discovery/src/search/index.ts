import { readFileSync } from 'node:fs'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'

const typeDefs = parse(readFileSync(new URL('./search.graphql', import.meta.url), 'utf8'))

// the search part of the discovery subgraph
export function createSearchModule(_db: Kysely<DiscoveryTables>) {
  return {
    typeDefs,
    resolvers: {
      Query: {
        search: (_: unknown, args: { term: string }) => ({
          term: args.term,
          events: [],
          designers: [],
          venues: [],
          news: [],
        }),
        searchSuggestions: () => [],
      },
    },
  }
}
