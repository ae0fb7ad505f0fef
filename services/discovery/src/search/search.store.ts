import { preparedShapes, type SlotOf } from '@showroom/platform'
import { type Kysely, sql } from 'kysely'
import {
  type RowSetsRow,
  rowSetsAtVersionQuery,
  rowSetsOf,
  type Versioned,
} from '../kept-answers/kept-answers.ts'
import { createSearchCorrections } from './search-corrections.ts'
import type { SearchTerms } from './search-terms.ts'
import { idsQuery, SEARCH_KINDS, suggestionsQuery } from './search.queries.ts'
import {
  type Pass,
  type Question,
  questionOf,
  type SearchKind,
  type SearchOptions,
  type SearchShape,
  type SearchTables,
  type SearchValues,
  shapeOf,
  valuesOf,
} from './search.question.ts'

export type { SearchKind, SearchOptions, SearchTables } from './search.question.ts'

// a search's statement is a few kilobytes of SQL, a materialised CTE for each kind it reads: building
// and compiling it with Kysely cost the gateway more processor time per first-time search than
// anything else of its own. each shape (which kinds, which pass, one word or several, a city or not,
// the viewer's language) is built once, and a search passes only its values (ADR 11)
const shapeKey = (shape: SearchShape) =>
  [shape.latin, shape.cjk, shape.exact, shape.phrase, shape.city].map((on) => (on ? 1 : 0)).join('')

// every value a statement may take: the type makes a value added to SearchValues be listed here too
const VALUE_NAMES = Object.keys({
  latin: true,
  contains: true,
  phrase: true,
  inOrder: true,
  startsWith: true,
  cjkGrams: true,
  cityId: true,
  limit: true,
} satisfies Record<keyof SearchValues, true>) as (keyof SearchValues)[]

// the question a prepared statement is built from: its shape, and a slot for each value it uses.
// a slot is named only when the build reads it, so a shape without a city asks no city
function slotted(shape: SearchShape, slot: SlotOf<SearchValues>): Question {
  const values = {} as SearchValues
  for (const name of VALUE_NAMES)
    Object.defineProperty(values, name, { get: () => slot(name), enumerable: true })
  return { shape, values }
}

// the best ids of each kind asked in one pass, one column of rows per kind
const idsStatement = preparedShapes<
  { pass: Pass; kinds: readonly SearchKind[]; shape: SearchShape },
  SearchValues,
  RowSetsRow,
  SearchTables
>(
  ({ pass, kinds, shape }) => `${pass}/${kinds.join(',')}/${shapeKey(shape)}`,
  (db, slot, { pass, kinds, shape }) => {
    const question = slotted(shape, slot)
    const queries = kinds.map((kind) => idsQuery(db, kind, question, pass))
    return rowSetsAtVersionQuery(db, 'search', queries, sql`q.rank`)
  },
)

// the best display strings in one language, in one pass
const suggestionsStatement = preparedShapes<
  { pass: Pass; locale: 'en' | 'zh'; shape: SearchShape },
  SearchValues,
  RowSetsRow,
  SearchTables
>(
  ({ pass, locale, shape }) => `${pass}/${locale}/${shapeKey(shape)}`,
  (db, slot, { pass, locale, shape }) => {
    const question = slotted(shape, slot)
    return rowSetsAtVersionQuery(db, 'search', [suggestionsQuery(db, question, locale, pass)], sql`q.rank`)
  },
)

const planText = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.values(row).join(' ')).join('\n')

const foundAny = (ids: Map<SearchKind, number[]>) => [...ids.values()].some((found) => found.length > 0)

// the version of an answer read in several statements: kept only if they all saw the same one
const versionOfAll = (...versions: (string | null)[]) =>
  versions.every((version) => version === versions[0]) ? (versions[0] ?? null) : null

// what some passes found, the versions they read it at, and whether the search stops there: it found
// something, or a kind not asked holds the words (then they are no typo, and the kinds asked have
// nothing), or it was the typo pass, the last
interface Finding<T> {
  value: T
  versions: (string | null)[]
  settled: boolean
}

// an answer, with the words it was found for when the words typed were corrected (null otherwise)
export type Searched<T> = Versioned<T> & { searchedAs: string | null }

// the passes of the words as typed: as typed, then apart in that order
const passesAsTyped = (shape: SearchShape): [Pass, ...Pass[]] =>
  shape.inOrder ? ['exact', 'words'] : ['exact']

export function createSearchStore(db: Kysely<SearchTables>) {
  const corrections = createSearchCorrections(db)

  async function idsInPass(
    pass: Pass,
    kinds: readonly SearchKind[],
    shape: SearchShape,
    values: SearchValues,
  ) {
    // the kinds in one order whatever order they were asked in, so the statements prepared number at
    // most one per set of kinds and shape, however a client orders or repeats its fields
    const ordered = SEARCH_KINDS.filter((kind) => kinds.includes(kind))
    const [row] = await idsStatement(db, { pass, kinds: ordered, shape }, values)
    if (!row) throw new Error('a search returned no row')
    const { value, version } = rowSetsOf<{ ref_id: number }>(row, ordered.length)
    return {
      version,
      value: new Map(ordered.map((kind, index) => [kind, (value[index] ?? []).map((r) => r.ref_id)])),
    }
  }

  async function suggestionsInPass(
    pass: Pass,
    locale: 'en' | 'zh',
    shape: SearchShape,
    values: SearchValues,
  ) {
    const [row] = await suggestionsStatement(db, { pass, locale, shape }, values)
    if (!row) throw new Error('a search returned no row')
    const { value, version } = rowSetsOf<{ display: string }>(row, 1)
    return { version, value: (value[0] ?? []).map((found) => found.display) }
  }

  // the first of the passes that finds the kinds asked something. a kind not asked may hold the words
  // of a pass: then they are no typo, and the kinds asked have nothing (a search page asks every kind,
  // so only a call for some kinds reads the others)
  async function firstFinding(
    passes: readonly Pass[],
    kinds: readonly SearchKind[],
    shape: SearchShape,
    values: SearchValues,
  ): Promise<Finding<Map<SearchKind, number[]>>> {
    const others = SEARCH_KINDS.filter((kind) => !kinds.includes(kind))
    const versions: (string | null)[] = []
    let last: Map<SearchKind, number[]> = new Map()
    for (const pass of passes) {
      const asked = await idsInPass(pass, kinds, shape, values)
      versions.push(asked.version)
      last = asked.value
      if (foundAny(asked.value) || pass === 'typo') return { value: last, versions, settled: true }
      const elsewhere = others.length > 0 ? await idsInPass(pass, others, shape, values) : null
      if (elsewhere) versions.push(elsewhere.version)
      if (elsewhere && foundAny(elsewhere.value)) return { value: last, versions, settled: true }
    }
    return { value: last, versions, settled: false }
  }

  // the corrected words searched as typed, or nothing when no word of the term is corrected
  async function correctedSearch<T>(
    terms: SearchTerms,
    options: SearchOptions,
    search: (passes: Pass[], shape: SearchShape, values: SearchValues) => Promise<Finding<T>>,
  ): Promise<{ version: string | null; found: Finding<T> | null; searchedAs: string | null }> {
    const corrected = await corrections.correct(terms)
    if (!corrected.value) return { version: corrected.version, found: null, searchedAs: null }
    // a corrected word is three characters or more too: the corrected words narrow the index
    const shape = shapeOf(corrected.value, options)
    const found = await search(passesAsTyped(shape), shape, valuesOf(corrected.value, options))
    return { version: corrected.version, found, searchedAs: corrected.value.latin }
  }

  // a term in turn (ADR 11, 62): the words as typed (then apart, in that order); when no document holds
  // them, the words corrected against the words the documents hold, through the same passes; typos
  // last. the first turn that settles answers, at the version every statement read, with the words it
  // searched when they were corrected. once the words as typed find nothing, the words apart and the
  // corrected words are searched side by side: a typo waits for one statement fewer in turn, and a
  // term found apart pays a read of the word list it did not need (and, when a word of it is
  // corrected, a search of the corrected words)
  async function inTurn<T>(
    terms: SearchTerms,
    options: SearchOptions,
    search: (passes: Pass[], shape: SearchShape, values: SearchValues) => Promise<Finding<T>>,
  ): Promise<Searched<T>> {
    const seen: (string | null)[] = []
    const settles = (finding: Finding<T>) => {
      seen.push(...finding.versions)
      return finding.settled
    }
    const answer = (finding: Finding<T>, searchedAs: string | null = null) => ({
      value: finding.value,
      version: versionOfAll(...seen),
      searchedAs,
    })
    const shape = shapeOf(terms, options)
    const values = valuesOf(terms, options)
    // a term with no word of three characters cannot narrow the index as typed, nor be corrected
    if (shape.exact) {
      const [typed, ...apart] = passesAsTyped(shape)
      const asTyped = await search([typed], shape, values)
      if (settles(asTyped)) return answer(asTyped)
      const [asApart, corrected] = await Promise.all([
        apart.length > 0 ? search(apart, shape, values) : null,
        correctedSearch(terms, options, search),
      ])
      if (asApart && settles(asApart)) return answer(asApart)
      seen.push(corrected.version)
      if (corrected.found && settles(corrected.found)) return answer(corrected.found, corrected.searchedAs)
    }
    const typos = await search(['typo'], shape, values)
    settles(typos)
    return answer(typos)
  }

  // ids of the best documents of each kind asked, with the search version they were read at: one
  // statement for all of them (a search page asks four kinds at once). typos are looked for only when
  // no pass before them matches a document of any kind, as a suggestion does, so a term that names a
  // designer does not fill the other lists with near misses. the ranking looks at a bounded number of
  // matches, so a very common word costs about the same at any table size (the index finds them, the
  // cap stops the recheck and the sort)
  async function findIdsOfKinds(
    kinds: readonly SearchKind[],
    terms: SearchTerms,
    options: SearchOptions,
  ): Promise<Searched<Map<SearchKind, number[]>>> {
    return inTurn(terms, options, (passes, shape, values) => firstFinding(passes, kinds, shape, values))
  }

  // distinct display strings in the viewer's language, best first, from the first pass that has any
  async function suggestionsInTurn(
    passes: readonly Pass[],
    locale: 'en' | 'zh',
    shape: SearchShape,
    values: SearchValues,
  ): Promise<Finding<string[]>> {
    const versions: (string | null)[] = []
    for (const pass of passes) {
      const read = await suggestionsInPass(pass, locale, shape, values)
      versions.push(read.version)
      if (read.value.length > 0 || pass === 'typo') return { value: read.value, versions, settled: true }
    }
    return { value: [], versions, settled: false }
  }

  return {
    findIdsOfKinds,

    // ids of the best documents of one kind
    async findIds(kind: SearchKind, terms: SearchTerms, options: SearchOptions): Promise<Searched<number[]>> {
      const { value, version, searchedAs } = await findIdsOfKinds([kind], terms, options)
      return { value: value.get(kind) ?? [], version, searchedAs }
    },

    // distinct display strings in the viewer's language, best first: the words as typed, or when
    // they find nothing, the same words apart, then the words corrected, then their typos
    suggestions: (
      terms: SearchTerms,
      locale: 'en' | 'zh',
      options: SearchOptions,
    ): Promise<Searched<string[]>> =>
      inTurn(terms, options, (passes, shape, values) => suggestionsInTurn(passes, locale, shape, values)),

    // what one pass alone finds of a kind, and suggests: to compare the passes' answers for one term
    // (the typo pass against the corrected words, bench/search/ranking.ts) and to test a pass a
    // search would not reach for that term
    passIds: async (kind: SearchKind, terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      (await idsInPass(pass, [kind], shapeOf(terms, options), valuesOf(terms, options))).value.get(kind) ??
      [],
    passSuggestions: async (terms: SearchTerms, locale: 'en' | 'zh', options: SearchOptions, pass: Pass) =>
      (await suggestionsInPass(pass, locale, shapeOf(terms, options), valuesOf(terms, options))).value,
    // the term corrected against the words the documents hold, or null
    corrected: async (terms: SearchTerms) => (await corrections.correct(terms)).value,

    // the plans of each pass, to check they stay on the indexes as the table grows
    explainSuggestions: async (terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      planText(await suggestionsQuery(db, questionOf(terms, options), 'en', pass).explain()),
    explainFindIds: async (kind: SearchKind, terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      planText(await idsQuery(db, kind, questionOf(terms, options), pass).explain()),
  }
}

export type SearchStore = ReturnType<typeof createSearchStore>
