import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Pass, Question, SearchTables } from './search.question.ts'

// which of a search's matches are scored, and how: the part of a statement between the index scan
// (search.queries.ts) and the final order. a common word matches thousands of documents, and
// word_similarity() on each would cost more than the rest of the search, so only a bounded number
// of matches is scored (ADR 11)

type Matched = Pick<
  SearchTables['search_documents'],
  'ref_id' | 'title_en' | 'title_zh' | 'starts_at' | 'ends_at' | 'words'
>

export interface MatchesScope extends SearchTables {
  matches: Matched
}

// how many matches a ranking scores in the table's order, read lazily: what a very common word costs,
// at any table size
const MAX_SCORED = 300
// a ranking whose order can be told without the similarity reads at most MAX_READ matches in the
// table's order, and scores the MAX_SCORED_LIKELY it will most likely put first
const MAX_READ = 2000
const MAX_SCORED_LIKELY = 100

// the order the matches are scored in: the table's; the names a suggestion will likely show; or, for
// a search page's events, the soonest (ADR 11)
export type ScoreOrder = 'table' | 'names' | 'soonest'

// how well the words match, computed once per scored row
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

// the order a suggestion will nearly be shown in, from what costs no similarity: the document
// starting with the term (its words begin with the title, so nearly the score's bonus for a title that
// does), then names that hold the term (a stand-in for the nearer name), then the name. each key is
// worked out for every match read, so each must cost little: a LIKE, and a lower() on the name
function likelyFirst({ shape, values }: Question, pass: Pass) {
  if (!shape.latin) return sql`title_en`
  const holds = pass === 'words' ? values.inOrder : values.contains
  return sql`words like ${values.startsWith} desc, lower(title_en) like ${holds} desc, title_en`
}

// the order a search page's events will nearly be listed in: a title starting with the term (the
// score's bonus), then the soonest. every match of the words as typed is about as similar as the next
function soonestFirst({ shape, values }: Question) {
  if (!shape.latin) return sql`starts_at, ref_id`
  return sql`words like ${values.startsWith} desc, starts_at, ref_id`
}

// the likely order is known without the similarity when every match scores alike (Chinese only) or
// nearly (the words as typed, together or apart); a typo's score is its similarity, which nothing
// cheaper foretells
const likelyKnown = ({ shape }: Question, pass: Pass, order: ScoreOrder) =>
  order !== 'table' && (pass !== 'typo' || !shape.latin)

const scoredAtMost = (question: Question, pass: Pass, order: ScoreOrder) =>
  likelyKnown(question, pass, order) ? MAX_SCORED_LIKELY : MAX_SCORED

// the first MAX_READ matches that pass `when`, in the table's order: what a likely order is told from
const firstRead = (eb: ExpressionBuilder<MatchesScope, never>, when: Expression<SqlBool>) =>
  eb.selectFrom('matches').selectAll().where(when).limit(MAX_READ).as('read')

// one match per name (a suggestion shows names, English or Chinese) among the first MAX_READ in the
// table's order, the likeliest first
function likeliestNames(
  eb: ExpressionBuilder<MatchesScope, never>,
  question: Question,
  pass: Pass,
  when: Expression<SqlBool>,
) {
  const oneEach = eb
    .selectFrom(firstRead(eb, when))
    .selectAll()
    .distinctOn(['title_en', 'title_zh'])
    .orderBy(sql`title_en, title_zh, ref_id`)
    .as('names')
  return eb
    .selectFrom(oneEach)
    .selectAll()
    .orderBy(likelyFirst(question, pass))
    .limit(MAX_SCORED_LIKELY)
    .as('chosen')
}

// the soonest among the first MAX_READ events in the table's order, titles starting with the term first
function soonest(eb: ExpressionBuilder<MatchesScope, never>, question: Question, when: Expression<SqlBool>) {
  return eb
    .selectFrom(firstRead(eb, when))
    .selectAll()
    .orderBy(soonestFirst(question))
    .limit(MAX_SCORED_LIKELY)
    .as('chosen')
}

// the matches a ranking may read, scored: the first in the table's order, read lazily, or the
// likeliest. the similarity is worked out once for each match read that passes `when`, after it: a
// match passed over costs its fetch only (`offset 0` keeps the planner from folding the similarity
// into the filter and the score twice)
function rankable(
  eb: ExpressionBuilder<MatchesScope, never>,
  question: Question,
  pass: Pass,
  order: ScoreOrder,
  when: Expression<SqlBool> = sql<SqlBool>`true`,
) {
  const columns = ['ref_id', 'title_en', 'title_zh', 'starts_at', 'ends_at'] as const
  const scored = likelyKnown(question, pass, order)
    ? eb
        .selectFrom(
          order === 'names' ? likeliestNames(eb, question, pass, when) : soonest(eb, question, when),
        )
        .select([...columns, similarity(question).as('similarity')])
        .offset(sql<number>`0`)
        .as('scored')
    : eb
        .selectFrom('matches')
        .select([...columns, similarity(question).as('similarity')])
        .where(when)
        .offset(sql<number>`0`)
        .as('scored')
  return eb
    .selectFrom(scored)
    .select([...columns, score(question).as('score')])
    .$if(pass === 'exact' && question.shape.latin, (q) => q.where(similarEnough))
    .limit(scoredAtMost(question, pass, order))
}

// the scored matches of one kind, or of every kind for a suggestion
export function candidates(
  eb: ExpressionBuilder<MatchesScope, never>,
  question: Question,
  pass: Pass,
  order: ScoreOrder,
) {
  return rankable(eb, question, pass, order).as('candidates')
}

// the same for a search page's events, which may have ended: the current and upcoming ones are read
// first, so however many past events share a word, the cap never hides one still to come, and the
// soonest of them are scored where their order can be told without the similarity. both read the one
// materialized scan: the past ones are only read on when fewer than the cap are still to come
export function upcomingFirst(eb: ExpressionBuilder<MatchesScope, never>, question: Question, pass: Pass) {
  const upcoming = rankable(eb, question, pass, 'soonest', sql<SqlBool>`ends_at >= now()`)
  const past = rankable(eb, question, pass, 'soonest', sql<SqlBool>`(ends_at >= now()) is not true`)
  return eb
    .selectFrom(upcoming.as('upcoming'))
    .selectAll()
    .unionAll(eb.selectFrom(past.as('past')).selectAll())
    .limit(scoredAtMost(question, pass, 'soonest'))
    .as('candidates')
}
