import { type Expression, type Kysely, type SqlBool, sql } from 'kysely'
import type { Pass, Question, SearchKind, SearchTables } from './search.question.ts'
import { candidates, upcomingFirst } from './search.ranking.ts'

// the statements a search runs: which documents match, through which index, and the order they are
// answered in. which matches are scored is search.ranking.ts's part

// the words as the phrase index holds them: one word to pg_trgm, so its trigrams span the spaces
const phraseWords = sql`replace(words, ' ', '0')`

// only the conditions the term needs, so the planner can use the trigram and the array index. a term
// of several words is also looked for as a phrase, which only the events' phrase index narrows: the
// `like` on the words keeps the answer what it was. its words apart read the words' trigram index
function matches({ shape, values }: Question, pass: Pass, kind: SearchKind): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  if (shape.latin && pass === 'exact') {
    if (shape.phrase && kind === 'event') conditions.push(sql<SqlBool>`${phraseWords} like ${values.phrase}`)
    conditions.push(sql<SqlBool>`words like ${values.contains}`)
  } else if (shape.latin && pass === 'words') conditions.push(sql<SqlBool>`words like ${values.inOrder}`)
  else if (shape.latin) conditions.push(sql<SqlBool>`${values.latin} <% words`)
  if (shape.cjk) conditions.push(sql<SqlBool>`cjk_grams @> ${values.cjkGrams}::text[]`)
  return conditions
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
    .selectFrom((eb) => candidates(eb, question, pass, 'names'))
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
    .selectFrom((eb) =>
      kind === 'event' ? upcomingFirst(eb, question, pass) : candidates(eb, question, pass, 'table'),
    )
    .select(['ref_id', sql<number>`row_number() over (order by ${order})`.as('rank')])
    .orderBy(sql`rank`)
    .limit(question.values.limit)
}
