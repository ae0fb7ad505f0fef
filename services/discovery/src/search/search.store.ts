import { preparedShapes, type SlotOf } from '@showroom/platform'
import { type Kysely, sql } from 'kysely'
import {
  type RowSetsRow,
  rowSetsAtVersionQuery,
  rowSetsOf,
  type Versioned,
} from '../kept-answers/kept-answers.ts'
import type { SearchTerms } from './search-terms.ts'
import {
  bothPasses,
  idsQuery,
  type Pass,
  passes,
  type Question,
  questionOf,
  type SearchKind,
  type SearchOptions,
  type SearchShape,
  type SearchTables,
  type SearchValues,
  shapeOf,
  suggestionsQuery,
  valuesOf,
} from './search.queries.ts'

export type { SearchKind, SearchOptions, SearchTables } from './search.queries.ts'

// a search's statement is a few kilobytes of SQL over four kinds and two passes: building and
// compiling it with Kysely cost the gateway more processor time per first-time search than anything
// else of its own. each shape (which kinds, which passes, a city or not, the viewer's language) is
// built once, and a search passes only its values (ADR 11)
const shapeKey = (shape: SearchShape) =>
  [shape.latin, shape.cjk, shape.exact, shape.city].map((on) => (on ? 1 : 0)).join('')

// the question a prepared statement is built from: its shape, and a slot for each value it uses.
// a slot is named only when the build reads it, so a shape without a city asks no city
function slotted(shape: SearchShape, slot: SlotOf<SearchValues>): Question {
  const values = {} as SearchValues
  for (const name of ['latin', 'contains', 'startsWith', 'cjkGrams', 'cityId', 'limit'] as const)
    Object.defineProperty(values, name, { get: () => slot(name), enumerable: true })
  return { shape, values }
}

// the best ids of each kind asked, one column of rows per kind
const idsStatement = preparedShapes<
  { kinds: readonly SearchKind[]; shape: SearchShape },
  SearchValues,
  RowSetsRow,
  SearchTables
>(
  ({ kinds, shape }) => `${kinds.join(',')}/${shapeKey(shape)}`,
  (db, slot, { kinds, shape }) => {
    const question = slotted(shape, slot)
    const queries = kinds.map((kind) => passes(db, question, (pass) => idsQuery(db, kind, question, pass)))
    return rowSetsAtVersionQuery(db, 'search', queries, sql`q.rank`)
  },
)

// the best display strings in one language
const suggestionsStatement = preparedShapes<
  { locale: 'en' | 'zh'; shape: SearchShape },
  SearchValues,
  RowSetsRow,
  SearchTables
>(
  ({ locale, shape }) => `${locale}/${shapeKey(shape)}`,
  (db, slot, { locale, shape }) => {
    const question = slotted(shape, slot)
    const query = passes(db, question, (pass) => suggestionsQuery(db, question, locale, pass))
    return rowSetsAtVersionQuery(db, 'search', [query], sql`q.rank`)
  },
)

const planText = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.values(row).join(' ')).join('\n')

export function createSearchStore(db: Kysely<SearchTables>) {
  // ids of the best documents of each kind asked, with the search version they were read at: one
  // statement for all of them (a search page asks four kinds at once). the ranking looks at a
  // bounded number of matches, so a very common word costs about the same at any table size (the
  // index finds them, the cap stops the recheck and the sort)
  async function findIdsOfKinds(
    kinds: readonly SearchKind[],
    terms: SearchTerms,
    options: SearchOptions,
  ): Promise<Versioned<Map<SearchKind, number[]>>> {
    const shape = shapeOf(terms, options)
    const [row] = await idsStatement(db, { kinds, shape }, valuesOf(terms, options))
    if (!row) throw new Error('a search returned no row')
    const { value, version } = rowSetsOf<{ ref_id: number }>(row, kinds.length)
    const ids = new Map(kinds.map((kind, index) => [kind, (value[index] ?? []).map((found) => found.ref_id)]))
    return { value: ids, version }
  }

  return {
    findIdsOfKinds,

    // ids of the best documents of one kind
    async findIds(
      kind: SearchKind,
      terms: SearchTerms,
      options: SearchOptions,
    ): Promise<Versioned<number[]>> {
      const { value, version } = await findIdsOfKinds([kind], terms, options)
      return { value: value.get(kind) ?? [], version }
    },

    // distinct display strings in the viewer's language, best first
    async suggestions(
      terms: SearchTerms,
      locale: 'en' | 'zh',
      options: SearchOptions,
    ): Promise<Versioned<string[]>> {
      const shape = shapeOf(terms, options)
      const [row] = await suggestionsStatement(db, { locale, shape }, valuesOf(terms, options))
      if (!row) throw new Error('a search returned no row')
      const { value, version } = rowSetsOf<{ display: string }>(row, 1)
      return { value: (value[0] ?? []).map((found) => found.display), version }
    },

    // the plans of both passes, to check they stay on the indexes as the table grows
    explainSuggestions: async (terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      planText(await suggestionsQuery(db, questionOf(terms, options), 'en', pass).explain()),
    explainFindIds: async (kind: SearchKind, terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      planText(await idsQuery(db, kind, questionOf(terms, options), pass).explain()),
    // the one statement of both passes, run: the typo part's nodes say '(never executed)' when the
    // words as typed matched
    explainBothPassesRun: async (
      kind: SearchKind | 'suggestions',
      terms: SearchTerms,
      options: SearchOptions,
    ) => {
      const question = questionOf(terms, options)
      const query =
        kind === 'suggestions'
          ? bothPasses(
              db,
              suggestionsQuery(db, question, 'en', 'exact'),
              suggestionsQuery(db, question, 'en', 'typo'),
            )
          : bothPasses(db, idsQuery(db, kind, question, 'exact'), idsQuery(db, kind, question, 'typo'))
      return planText(await query.explain('text', sql`analyze, costs off`))
    },
  }
}

export type SearchStore = ReturnType<typeof createSearchStore>
