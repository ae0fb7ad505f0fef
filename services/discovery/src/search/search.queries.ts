import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import type { SearchTerms } from './search-terms.ts'

// the statements a search runs, built from a question's shape and values. the values may be a
// prepared statement's slots (search.store.ts): nothing here branches on a value, only on the shape

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
  'ref_id' | 'title_en' | 'title_zh' | 'starts_at' | 'ends_at' | 'words'
>

interface MatchesScope extends SearchTables {
  matches: Matched
  scored: Omit<Matched, 'words'> & { similarity: number }
}

// how many matches one query ranks at most
const MAX_CANDIDATES = 300

export interface SearchOptions {
  cityId: number | null
  limit: number
}

// what a statement's text depends on, decided from the term and the options before any value is
// used: one prepared statement per shape (search.store.ts)
export interface SearchShape {
  // latin words to match with pg_trgm, Chinese grams to match with the array index
  latin: boolean
  cjk: boolean
  // the words as typed can narrow the trigram index (the exact pass first), else the typo pass alone
  exact: boolean
  // several words: the exact pass can read the events' phrase index (migration 0012)
  phrase: boolean
  city: boolean
}

// the values a statement takes, or the slots of a prepared statement standing for them
export type SearchValues = {
  latin: string
  // latin inside the words, and at the start of a title: LIKE patterns
  contains: string
  // the same, the spaces written as '0': what the phrase index holds of the words
  phrase: string
  startsWith: string
  cjkGrams: string[]
  cityId: number
  limit: number
}

export interface Question {
  shape: SearchShape
  values: SearchValues
}

// a LIKE pattern needs a word of three characters for the trigram index to narrow it
const canMatchExactly = (terms: SearchTerms) => terms.latin.split(' ').some((word) => [...word].length >= 3)

export const shapeOf = (terms: SearchTerms, options: SearchOptions): SearchShape => ({
  latin: terms.latin.length > 0,
  cjk: terms.cjkGrams.length > 0,
  exact: canMatchExactly(terms),
  phrase: terms.latin.includes(' '),
  city: options.cityId !== null,
})

// latin holds letters, digits and single spaces only: nothing to escape in the patterns
export const valuesOf = (terms: SearchTerms, options: SearchOptions): SearchValues => ({
  latin: terms.latin,
  contains: `%${terms.latin}%`,
  phrase: `%${terms.latin.replaceAll(' ', '0')}%`,
  startsWith: `${terms.latin}%`,
  cjkGrams: terms.cjkGrams,
  cityId: options.cityId ?? 0,
  limit: options.limit,
})

export const questionOf = (terms: SearchTerms, options: SearchOptions): Question => ({
  shape: shapeOf(terms, options),
  values: valuesOf(terms, options),
})

// 'exact': the words as typed, somewhere in the document; 'typo': pg_trgm word similarity. the exact
// pass reads the trigram index with every trigram of the term required, which finds few rows even in
// a large table; the typo pass needs only most of them, so common trigrams bring in thousands of rows
// that each cost a word_similarity() recheck. typos are looked for when the words as typed find nothing
export type Pass = 'exact' | 'typo'

// the words as the phrase index holds them: one word to pg_trgm, so its trigrams span the spaces
const phraseWords = sql`replace(words, ' ', '0')`

// only the conditions the term needs, so the planner can use the trigram and the array index. a term
// of several words is also looked for as a phrase, which only the events' phrase index narrows: the
// `like` on the words keeps the answer what it was
function matches({ shape, values }: Question, pass: Pass, kind: SearchKind): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  if (shape.latin && pass === 'exact') {
    if (shape.phrase && kind === 'event') conditions.push(sql<SqlBool>`${phraseWords} like ${values.phrase}`)
    conditions.push(sql<SqlBool>`words like ${values.contains}`)
  } else if (shape.latin) conditions.push(sql<SqlBool>`${values.latin} <% words`)
  if (shape.cjk) conditions.push(sql<SqlBool>`cjk_grams @> ${values.cjkGrams}::text[]`)
  return conditions
}

// how well the words match, computed once per matching row
function similarity({ shape, values }: Question) {
  if (!shape.latin) return sql<number>`1.0::float8`
  return sql<number>`word_similarity(${values.latin}, words)`
}

// the similarity, with a bonus for titles that start with the term
function score({ shape, values }: Question) {
  if (!shape.latin) return sql<number>`similarity`
  return sql<number>`similarity + case when lower(title_en) like ${values.startsWith} then 0.5 else 0 end`
}

// an exact match must be similar enough to be a typo match too (a term inside a longer word may not
// be): the same threshold as the <% operator, pg_trgm's default until its library has loaded
const similarEnough = sql<SqlBool>`similarity >= coalesce(
  current_setting('pg_trgm.word_similarity_threshold', true)::float8, 0.6)`

// the matches a ranking may read, at most MAX_CANDIDATES, scored. the similarity is worked out once
// for each match read that passes `when`, after it: a match passed over costs its fetch and recheck
// only (`offset 0` keeps the planner from folding the similarity into the filter and the score twice)
function rankable(
  eb: ExpressionBuilder<MatchesScope, never>,
  question: Question,
  pass: Pass,
  when: Expression<SqlBool> = sql<SqlBool>`true`,
) {
  const scored = eb
    .selectFrom('matches')
    .select(['ref_id', 'title_en', 'title_zh', 'starts_at', 'ends_at', similarity(question).as('similarity')])
    .where(when)
    .offset(sql<number>`0`)
    .as('scored')
  return eb
    .selectFrom(scored)
    .select(['ref_id', 'title_en', 'title_zh', 'starts_at', 'ends_at', score(question).as('score')])
    .$if(pass === 'exact' && question.shape.latin, (q) => q.where(similarEnough))
    .limit(MAX_CANDIDATES)
}

// at most MAX_CANDIDATES matches, read lazily from the materialized matches in the table's order,
// which is roughly the order they were added
function candidates(eb: ExpressionBuilder<MatchesScope, never>, question: Question, pass: Pass) {
  return rankable(eb, question, pass).as('candidates')
}

// the same for events that may have ended: the current and upcoming ones are read first, so however
// many past events share a word, the cap never hides one still to come. both read the one
// materialized scan: the past ones are only read on when fewer than the cap are still to come
function upcomingFirst(eb: ExpressionBuilder<MatchesScope, never>, question: Question, pass: Pass) {
  const upcoming = rankable(eb, question, pass, sql<SqlBool>`ends_at >= now()`)
  const past = rankable(eb, question, pass, sql<SqlBool>`(ends_at >= now()) is not true`)
  return eb
    .selectFrom(upcoming.as('upcoming'))
    .selectAll()
    .unionAll(eb.selectFrom(past.as('past')).selectAll())
    .limit(MAX_CANDIDATES)
    .as('candidates')
}

// a city narrows events and venues; news without a city is everyone's; designers are never narrowed.
// spelt out per kind, so the events' index on (city_id, words) can serve it
function inCity({ shape, values }: Question, kind: SearchKind) {
  if (!shape.city || kind === 'designer') return sql<SqlBool>`true`
  if (kind === 'news') return sql<SqlBool>`(city_id = ${values.cityId} or city_id is null)`
  return sql<SqlBool>`city_id = ${values.cityId}`
}

// every kind search_documents holds; a suggestion reads each through its own index, in this order
export const SEARCH_KINDS: readonly SearchKind[] = ['designer', 'venue', 'news', 'event']

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
  question: Question,
  pass: Pass,
  visibility: Visibility,
) {
  return db
    .selectFrom('search_documents')
    .select(['ref_id', 'title_en', 'title_zh', 'starts_at', 'ends_at', 'words'])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.and([...matches(question, pass, kind), inCity(question, kind), visibleAs(kind, visibility)]),
    )
}

// the matches of every kind, one after the other: each part reads its kind's index (ADR 28), where
// one query over the whole table had the planner walk the events' posting lists for every kind
function matchingAnyKind(db: Kysely<SearchTables>, question: Question, pass: Pass) {
  const [first, ...rest] = SEARCH_KINDS.map((kind) => matching(db, kind, question, pass, 'now'))
  return rest.reduce((query, part) => query.unionAll(part), first as NonNullable<typeof first>)
}

// the best display strings: distinct, best first, each with its place in that order (rank)
export function suggestionsQuery(
  db: Kysely<SearchTables>,
  question: Question,
  locale: 'en' | 'zh',
  pass: Pass,
) {
  const display = locale === 'zh' ? sql<string>`coalesce(title_zh, title_en)` : sql<string>`title_en`
  // of two equal scores, the name that is itself nearer the term first: an event's words hold its
  // designers' names, so 'maison vere' matches an event featuring Maison Verre as well as the
  // designer's own name, which the alphabet would put after it
  const nearer = question.shape.latin
    ? sql`word_similarity(${question.values.latin}, ${display}) desc,`
    : sql``
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => matchingAnyKind(db, question, pass),
    )
    .selectFrom((eb) => candidates(eb, question, pass))
    .select([
      display.as('display'),
      (eb) => eb.fn.max('score').as('best'),
      sql<number>`row_number() over (order by max(score) desc, ${nearer} ${display})`.as('rank'),
    ])
    .groupBy('display')
    .orderBy(sql`rank`)
    .limit(question.values.limit)
}

// events: current and upcoming first, then past ones. the order is spelt once, for the sort and for
// each row's place in it (rank)
function idsOrder(kind: SearchKind) {
  if (kind === 'event') return sql`ends_at < now(), score desc, starts_at, ref_id`
  if (kind === 'news') return sql`score desc, starts_at desc, ref_id`
  return sql`score desc, title_en, ref_id`
}

export function idsQuery(db: Kysely<SearchTables>, kind: SearchKind, question: Question, pass: Pass) {
  const order = idsOrder(kind)
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => matching(db, kind, question, pass, 'kind'),
    )
    .selectFrom((eb) => (kind === 'event' ? upcomingFirst : candidates)(eb, question, pass))
    .select(['ref_id', sql<number>`row_number() over (order by ${order})`.as('rank')])
    .orderBy(sql`rank`)
    .limit(question.values.limit)
}
