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
  // each kind's ids, read once for the search
  answerOf(kind: SearchKind, ctx: RequestContext): Promise<KindAnswer>
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

  // one search's state, made by the `search` field: its kinds asked in the same tick (a search page
  // asks all four) read in one statement, and one answer per kind however many fields ask for it (a
  // second ask of the kept answers while the first is being read would read the version to check it,
  // a statement for nothing). a kind with a kept answer is not read
  function searchParent(term: string, cityId: number | null, first: number): SearchParent {
    const terms = parseSearchTerm(term)
    const load = createBatchLoader(async (kinds: readonly SearchKind[]) => {
      const { value, version, searchedAs } = await store.findIdsOfKinds(kinds, terms, {
        cityId,
        limit: first,
      })
      return new Map(kinds.map((k) => [k, { value: { ids: value.get(k) ?? [], searchedAs }, version }]))
    })
    const answers = new Map<SearchKind, Promise<KindAnswer>>()
    return {
      term: term.trim(),
      terms,
      answerOf(kind, ctx) {
        let answer = answers.get(kind)
        if (!answer) {
          answer = kept(ctx, [kind, terms.latin, terms.cjkGrams, cityId, first], async () => {
            const found = await load(kind)
            return found ?? { value: { ids: [], searchedAs: null }, version: null }
          })
          answers.set(kind, answer)
        }
        return answer
      },
    }
  }

  const results =
    (kind: SearchKind, typename: string) =>
    async (parent: SearchParent, _: unknown, ctx: RequestContext, info: GraphQLResolveInfo) => {
      if (!hasTerms(parent.terms)) return []
      const { ids } = await parent.answerOf(kind, ctx)
      return entities(typename, ids, ctx, info)
    }

  return {
    typeDefs,
    resolvers: {
      Query: {
        search: (_: unknown, args: { term: string; cityId?: number | null; first?: number | null }) =>
          searchParent(args.term, args.cityId ?? null, clamp(args.first, MAX_RESULTS, 8)),
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
          hasTerms(parent.terms) ? (await parent.answerOf('event', ctx)).searchedAs : null,
        events: results('event', 'Event'),
        designers: results('designer', 'Designer'),
        venues: results('venue', 'Venue'),
        news: results('news', 'News'),
      },
    },
  }
}
