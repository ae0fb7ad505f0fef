import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely'
import { rowSetsAtVersion, rowsAtVersion, type Versioned } from '../kept-answers/kept-answers.ts'
import type { SearchTerms } from './search-terms.ts'

export type SearchKind = 'event' | 'designer' | 'venue' | 'news'

export interface SearchTables {
  search_documents: {
    kind: string
    ref_id: number
    source: string
    city_id: number | null
    type_id: number | null
    title_en: string
    title_zh: string | null
    words: string
    cjk_grams: string[]
    starts_at: Date | null
    ends_at: Date | null
  }
}

type Matched = Pick<
  SearchTables['search_documents'],
  'ref_id' | 'title_en' | 'title_zh' | 'starts_at' | 'ends_at'
> & { similarity: number }

interface MatchesScope extends SearchTables {
  matches: Matched
}

// how many matches one query ranks at most
const MAX_CANDIDATES = 300

export interface SearchOptions {
  cityId: number | null
  limit: number
}

// 'exact': the words as typed, somewhere in the document; 'typo': pg_trgm word similarity. the exact
// pass reads the trigram index with every trigram of the term required, which finds few rows even in
// a large table; the typo pass needs only most of them, so common trigrams bring in thousands of rows
// that each cost a word_similarity() recheck. typos are looked for when the words as typed find nothing
type Pass = 'exact' | 'typo'

// a LIKE pattern needs a word of three characters for the trigram index to narrow it
const canMatchExactly = (terms: SearchTerms) => terms.latin.split(' ').some((word) => [...word].length >= 3)

// only the conditions the term needs, so the planner can use the trigram and the array index
function matches(terms: SearchTerms, pass: Pass): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  if (terms.latin && pass === 'exact') {
    // latin holds letters, digits and single spaces only: nothing to escape in the pattern
    conditions.push(sql<SqlBool>`words like ${`%${terms.latin}%`}`)
  } else if (terms.latin) {
    conditions.push(sql<SqlBool>`${terms.latin} <% words`)
  }
  if (terms.cjkGrams.length) conditions.push(sql<SqlBool>`cjk_grams @> ${terms.cjkGrams}::text[]`)
  return conditions
}

// how well the words match, computed once per matching row
function similarity(terms: SearchTerms) {
  if (!terms.latin) return sql<number>`1.0::float8`
  return sql<number>`word_similarity(${terms.latin}, words)`
}

// the similarity, with a bonus for titles that start with the term
function score(terms: SearchTerms) {
  if (!terms.latin) return sql<number>`similarity`
  return sql<number>`similarity + case when lower(title_en) like ${`${terms.latin}%`} then 0.5 else 0 end`
}

// an exact match must be similar enough to be a typo match too (a term inside a longer word may not
// be): the same threshold as the <% operator, pg_trgm's default until its library has loaded
const similarEnough = sql<SqlBool>`similarity >= coalesce(
  current_setting('pg_trgm.word_similarity_threshold', true)::float8, 0.6)`

// at most MAX_CANDIDATES matches, read lazily from the materialized matches
function candidates(eb: ExpressionBuilder<MatchesScope, never>, terms: SearchTerms, pass: Pass) {
  return eb
    .selectFrom('matches')
    .select(['ref_id', 'title_en', 'title_zh', 'starts_at', 'ends_at', score(terms).as('score')])
    .$if(pass === 'exact' && terms.latin.length > 0, (q) => q.where(similarEnough))
    .limit(MAX_CANDIDATES)
    .as('candidates')
}

// a city narrows events and venues; news without a city is everyone's; designers are never narrowed.
// spelt out per kind, so the events' index on (city_id, words) can serve it
function inCity(cityId: number | null, kind: SearchKind) {
  if (cityId === null || kind === 'designer') return sql<SqlBool>`true`
  if (kind === 'news') return sql<SqlBool>`(city_id = ${cityId} or city_id is null)`
  return sql<SqlBool>`city_id = ${cityId}`
}

// every kind search_documents holds; a suggestion reads each through its own index, in this order
const SEARCH_KINDS: readonly SearchKind[] = ['designer', 'venue', 'news', 'event']

// 'now': what a suggestion may show (no ended events, no news not yet published); 'kind': results of
// one kind, which keep past events (ranked last) but never show news not yet published
type Visibility = 'now' | 'kind'

function visibleAs(kind: SearchKind, visibility: Visibility) {
  if (kind === 'news') return sql<SqlBool>`starts_at <= now()`
  if (kind === 'event' && visibility === 'now') return sql<SqlBool>`ends_at >= now()`
  return sql<SqlBool>`true`
}

// every match of one kind, read through the trigram or array index. a materialized common table
// expression is planned for all its rows yet read lazily: the caller's cap still stops the index
// scan early, and the planner no longer picks a table scan that a small LIMIT makes look cheap
function matching(
  db: Kysely<SearchTables>,
  kind: SearchKind,
  terms: SearchTerms,
  options: SearchOptions,
  pass: Pass,
  visibility: Visibility,
) {
  return db
    .selectFrom('search_documents')
    .select(['ref_id', 'title_en', 'title_zh', 'starts_at', 'ends_at', similarity(terms).as('similarity')])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.and([...matches(terms, pass), inCity(options.cityId, kind), visibleAs(kind, visibility)]),
    )
}

// the matches of every kind, one after the other: each part reads its kind's index (ADR 28), where
// one query over the whole table had the planner walk the events' posting lists for every kind
function matchingAnyKind(db: Kysely<SearchTables>, terms: SearchTerms, options: SearchOptions, pass: Pass) {
  const [first, ...rest] = SEARCH_KINDS.map((kind) => matching(db, kind, terms, options, pass, 'now'))
  return rest.reduce((query, part) => query.unionAll(part), first as NonNullable<typeof first>)
}

// the best display strings: distinct, best first, each with its place in that order (rank)
function suggestionsQuery(
  db: Kysely<SearchTables>,
  terms: SearchTerms,
  locale: 'en' | 'zh',
  options: SearchOptions,
  pass: Pass,
) {
  const display = locale === 'zh' ? sql<string>`coalesce(title_zh, title_en)` : sql<string>`title_en`
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => matchingAnyKind(db, terms, options, pass),
    )
    .selectFrom((eb) => candidates(eb, terms, pass))
    .select([
      display.as('display'),
      (eb) => eb.fn.max('score').as('best'),
      sql<number>`row_number() over (order by max(score) desc, ${display})`.as('rank'),
    ])
    .groupBy('display')
    .orderBy('best', 'desc')
    .orderBy('display')
    .limit(options.limit)
}

// events: current and upcoming first, then past ones. the order is spelt once, for the sort and for
// each row's place in it (rank)
function idsOrder(kind: SearchKind) {
  if (kind === 'event') return sql`ends_at < now(), score desc, starts_at, ref_id`
  if (kind === 'news') return sql`score desc, starts_at desc, ref_id`
  return sql`score desc, title_en, ref_id`
}

function idsQuery(
  db: Kysely<SearchTables>,
  kind: SearchKind,
  terms: SearchTerms,
  options: SearchOptions,
  pass: Pass,
) {
  const order = idsOrder(kind)
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => matching(db, kind, terms, options, pass, 'kind'),
    )
    .selectFrom((eb) => candidates(eb, terms, pass))
    .select(['ref_id', sql<number>`row_number() over (order by ${order})`.as('rank')])
    .orderBy(sql`rank`)
    .limit(options.limit)
}

// both passes in one statement: the exact pass's rows when it has any, else the typo pass's. the typo
// part sits behind a one-time filter on the exact rows, so PostgreSQL only runs it when they are none;
// one round trip where the two passes took two in turn
function bothPasses<Row extends { rank: number }>(
  db: Kysely<SearchTables>,
  exact: SelectQueryBuilder<SearchTables, never, Row>,
  typo: SelectQueryBuilder<SearchTables, never, Row>,
) {
  const scope = db as unknown as Kysely<SearchTables & { exact: Row; typo: Row }>
  return scope
    .with(
      (cte) => cte('exact').materialized(),
      () => exact as never,
    )
    .selectFrom('exact')
    .selectAll()
    .unionAll((eb) =>
      eb
        .selectFrom(typo.as('typo') as never)
        .selectAll()
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('exact').select(sql`1`.as('one'))))),
    )
    .orderBy(sql`rank`)
}

// a search's one query: both passes when the words as typed can match, else the typo pass alone
function passes<Row extends { rank: number }>(
  db: Kysely<SearchTables>,
  terms: SearchTerms,
  query: (pass: Pass) => SelectQueryBuilder<SearchTables, never, Row>,
) {
  const typo = query('typo')
  return canMatchExactly(terms) ? bothPasses(db, query('exact'), typo) : typo
}

// a search's one statement, read with the search version its snapshot saw
function readPasses<Row extends { rank: number }>(
  db: Kysely<SearchTables>,
  terms: SearchTerms,
  query: (pass: Pass) => SelectQueryBuilder<SearchTables, never, Row>,
): Promise<Versioned<Row[]>> {
  return rowsAtVersion<Row, SearchTables>(db, 'search', passes(db, terms, query), sql`q.rank`)
}

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
    const queries = kinds.map((kind) => passes(db, terms, (pass) => idsQuery(db, kind, terms, options, pass)))
    const { value, version } = await rowSetsAtVersion<{ ref_id: number }, SearchTables>(
      db,
      'search',
      queries,
      sql`q.rank`,
    )
    const ids = new Map(kinds.map((kind, index) => [kind, (value[index] ?? []).map((row) => row.ref_id)]))
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
      const { value, version } = await readPasses(db, terms, (pass) =>
        suggestionsQuery(db, terms, locale, options, pass),
      )
      return { value: value.map((row) => row.display), version }
    },

    // the plans of both passes, to check they stay on the indexes as the table grows
    explainSuggestions: async (terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      planText(await suggestionsQuery(db, terms, 'en', options, pass).explain()),
    explainFindIds: async (kind: SearchKind, terms: SearchTerms, options: SearchOptions, pass: Pass) =>
      planText(await idsQuery(db, kind, terms, options, pass).explain()),
    // the one statement of both passes, run: the typo part's nodes say '(never executed)' when the
    // words as typed matched
    explainBothPassesRun: async (
      kind: SearchKind | 'suggestions',
      terms: SearchTerms,
      options: SearchOptions,
    ) => {
      const query =
        kind === 'suggestions'
          ? bothPasses(
              db,
              suggestionsQuery(db, terms, 'en', options, 'exact'),
              suggestionsQuery(db, terms, 'en', options, 'typo'),
            )
          : bothPasses(
              db,
              idsQuery(db, kind, terms, options, 'exact'),
              idsQuery(db, kind, terms, options, 'typo'),
            )
      return planText(await query.explain('text', sql`analyze, costs off`))
    },
  }
}

export type SearchStore = ReturnType<typeof createSearchStore>
