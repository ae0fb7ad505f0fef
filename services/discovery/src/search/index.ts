import { readFileSync } from 'node:fs'
import { createBatchLoader, type RequestContext } from '@showroom/platform'
import { type GraphQLResolveInfo, parse } from 'graphql'
import type { Kysely } from 'kysely'
import type { KeptAnswers, Versioned } from '../kept-answers/kept-answers.ts'
import { hasTerms, parseSearchTerm, type SearchTerms } from './search-terms.ts'
import { createSearchStore, type SearchKind, type SearchTables } from './search.store.ts'

const typeDefs = parse(readFileSync(new URL('./search.graphql', import.meta.url), 'utf8'))

const MAX_RESULTS = 24
const MAX_SUGGESTIONS = 15
const MIN_SUGGESTION_LENGTH = 2

const clamp = (n: number | null | undefined, max: number, fallback: number) =>
  Math.min(Math.max(n ?? fallback, 1), max)

// the ids of one kind a search found, and the words it found them for when a word was corrected
interface KindAnswer {
  ids: number[]
  searchedAs: string | null
}

interface SearchParent {
  term: string
  terms: SearchTerms
  cityId: number | null
  first: number
}

type ReferenceResolver = (ref: { __typename: string; id: number }, ctx: unknown, info: unknown) => unknown

// results are loaded through each type's own __resolveReference, so search returns exactly what
// Query.event or an entity fetch would, gating and locale included
async function entities(typename: string, ids: number[], ctx: RequestContext, info: GraphQLResolveInfo) {
  const type = info.schema.getType(typename)
  const extensions = type?.extensions as { apollo?: { subgraph?: { resolveReference?: ReferenceResolver } } }
  const resolve = extensions?.apollo?.subgraph?.resolveReference
  if (!resolve) throw new Error(`${typename} has no __resolveReference to load search results with`)
  const found = await Promise.all(ids.map((id) => resolve({ __typename: typename, id }, ctx, info)))
  return found.filter((entity) => entity !== null && entity !== undefined)
}

// the search part of the discovery subgraph. the ids and suggestions a search finds are kept (ADR
// 11); the results themselves are loaded anew, so what a viewer may see is decided every time
export function createSearchModule<Tables>(db: Kysely<Tables>, keptAnswers: KeptAnswers) {
  const store = createSearchStore(db as unknown as Kysely<SearchTables>)
  const kept = <T>(ctx: RequestContext, key: unknown[], read: () => Promise<Versioned<T>>) =>
    keptAnswers.answer(ctx, 'search', key, read)

  // the kinds one search asks in the same tick (a search page asks all four), read in one statement;
  // a kind with a kept answer is not asked. each kind's answer carries the words it was found for
  const idsLoaders = new WeakMap<SearchParent, (kind: SearchKind) => Promise<Versioned<KindAnswer> | null>>()
  const idsOf = (parent: SearchParent, kind: SearchKind) => {
    let load = idsLoaders.get(parent)
    if (!load) {
      const { terms, cityId, first } = parent
      load = createBatchLoader(async (kinds: readonly SearchKind[]) => {
        const { value, version, searchedAs } = await store.findIdsOfKinds(kinds, terms, {
          cityId,
          limit: first,
        })
        return new Map(kinds.map((k) => [k, { value: { ids: value.get(k) ?? [], searchedAs }, version }]))
      })
      idsLoaders.set(parent, load)
    }
    return load(kind).then((found) => found ?? { value: { ids: [], searchedAs: null }, version: null })
  }
  // one answer per kind of a search, however many of its fields ask for it: a second ask of the kept
  // answers while the first is being read would read the version to check it, a statement for nothing
  const answers = new WeakMap<SearchParent, Map<SearchKind, Promise<KindAnswer>>>()
  const answerOf = (parent: SearchParent, kind: SearchKind, ctx: RequestContext) => {
    let byKind = answers.get(parent)
    if (!byKind) {
      byKind = new Map()
      answers.set(parent, byKind)
    }
    let answer = byKind.get(kind)
    if (!answer) {
      const { terms, cityId, first } = parent
      answer = kept(ctx, [kind, terms.latin, terms.cjkGrams, cityId, first], () => idsOf(parent, kind))
      byKind.set(kind, answer)
    }
    return answer
  }

  const results =
    (kind: SearchKind, typename: string) =>
    async (parent: SearchParent, _: unknown, ctx: RequestContext, info: GraphQLResolveInfo) => {
      if (!hasTerms(parent.terms)) return []
      const { ids } = await answerOf(parent, kind, ctx)
      return entities(typename, ids, ctx, info)
    }

  return {
    typeDefs,
    resolvers: {
      Query: {
        search: (_: unknown, args: { term: string; cityId?: number | null; first?: number | null }) => ({
          term: args.term.trim(),
          terms: parseSearchTerm(args.term),
          cityId: args.cityId ?? null,
          first: clamp(args.first, MAX_RESULTS, 8),
        }),
        searchSuggestions: async (
          _: unknown,
          args: { term: string; cityId?: number | null; limit?: number | null },
          ctx: RequestContext,
        ) => {
          const terms = parseSearchTerm(args.term)
          if ([...terms.text].length < MIN_SUGGESTION_LENGTH || !hasTerms(terms)) return []
          const cityId = args.cityId ?? null
          const limit = clamp(args.limit, MAX_SUGGESTIONS, MAX_SUGGESTIONS)
          return kept(ctx, ['suggestions', ctx.locale, terms.latin, terms.cjkGrams, cityId, limit], () =>
            store.suggestions(terms, ctx.locale, { cityId, limit }),
          )
        },
      },
      SearchResults: {
        // every kind of one search is found for the same words: the events' answer says which
        searchedAs: async (parent: SearchParent, _: unknown, ctx: RequestContext) =>
          hasTerms(parent.terms) ? (await answerOf(parent, 'event', ctx)).searchedAs : null,
        events: results('event', 'Event'),
        designers: results('designer', 'Designer'),
        venues: results('venue', 'Venue'),
        news: results('news', 'News'),
      },
    },
  }
}
