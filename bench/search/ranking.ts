// how near the search's ranking comes to ranking every match, and what it costs, on the large
// database. a search scores a bounded number of its matches (search.ranking.ts); this asks the
// store, as a search would, for the suggestions and the first events of each first-time term of the
// bench (calls.ts), and ranks every match of the same term with plain SQL beside it: the share of
// answers that are the same, for the words as typed, for the terms found only with the words apart,
// and for the terms only typos match, and the time of each call, one at a time (printed, never asserted).
//   npx node bench/search/ranking.ts --postgres (PGlite without --postgres)
import { parseSearchTerm } from '../../services/discovery/src/search/search-terms.ts'
import { inOrderPattern, shapeOf } from '../../services/discovery/src/search/search.question.ts'
import { createSearchStore, type SearchTables } from '../../services/discovery/src/search/search.store.ts'
import { type Kysely, sql } from 'kysely'
import { CITY_SLUGS, MISTYPED, TYPED, target } from './calls.ts'
import { largeGateway } from './databases.ts'

const LARGE_EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 100_000)
const SUGGESTIONS = 15
const RESULTS = 24
const log = (line: string) => process.stdout.write(`${line}\n`)

const score = (latin: string) =>
  sql`word_similarity(${latin}, words) + case when lower(title_en) like ${`${latin}%`} then 0.5 else 0 end`
// a city, or every city (the Chinese site's search)
const inCity = (cityId: number | null) => (cityId === null ? sql`true` : sql`city_id = ${cityId}`)
const similarEnough = (latin: string) => sql`word_similarity(${latin}, words) >= 0.6`

// the documents a pass reads: the words as typed, the same words apart in that order (each after the
// first starting a word), or every document similar enough to the term (pg_trgm's `<%`, as the typo pass reads them)
type Pass = 'exact' | 'words' | 'typo'
function matching(pass: Pass, latin: string) {
  if (pass === 'exact') return sql`words like ${`%${latin}%`} and ${similarEnough(latin)}`
  if (pass === 'words') return sql`words like ${inOrderPattern(latin)}`
  return sql`${latin} <% words`
}
// what a suggestion may show
const suggestible = (cityId: number | null) => sql`(
  kind = 'designer'
  or (kind = 'venue' and ${inCity(cityId)})
  or (kind = 'news' and (${inCity(cityId)} or city_id is null) and starts_at <= now())
  or (kind = 'event' and ${inCity(cityId)} and ends_at >= now()))`
// an answer's place in the ranking, without its tie-breaks: a suggestion's score, an event's being
// past and its score (rounded, so two equal scores compare equal as text)
const suggestionGrade = (latin: string) => sql<string>`round(max(${score(latin)})::numeric, 6)::text`
const eventGrade = (latin: string) =>
  sql<string>`(ends_at < now())::text || ' ' || round((${score(latin)})::numeric, 6)::text`

interface Ranked<K> {
  keys: K[]
  grades: string[]
}

const rankedOf = <K>(rows: { key: K; grade: string }[]): Ranked<K> => ({
  keys: rows.map((row) => row.key),
  grades: rows.map((row) => row.grade),
})

// the grade of each key asked, in the order asked ('' for a key the rows lack)
function gradesFor<K>(rows: { key: K; grade: string }[], keys: K[]): string[] {
  const grades = new Map(rows.map((row) => [row.key, row.grade]))
  return keys.map((key) => grades.get(key) ?? '')
}

// every match a suggestion may show, ranked as a suggestion ranks
async function everySuggestion(
  db: Kysely<SearchTables>,
  pass: Pass,
  latin: string,
  cityId: number | null,
): Promise<Ranked<string>> {
  const { rows } = await sql<{ key: string; grade: string }>`
    select title_en as key, ${suggestionGrade(latin)} as grade from discovery.search_documents
    where ${matching(pass, latin)} and ${suggestible(cityId)}
    group by title_en
    order by max(${score(latin)}) desc, word_similarity(${latin}, title_en) desc, title_en
    limit ${SUGGESTIONS}`.execute(db)
  return rankedOf(rows)
}

// the grade of each name a suggestion showed
async function suggestionGrades(
  db: Kysely<SearchTables>,
  pass: Pass,
  latin: string,
  cityId: number | null,
  names: string[],
): Promise<string[]> {
  const { rows } = await sql<{ key: string; grade: string }>`
    select title_en as key, ${suggestionGrade(latin)} as grade from discovery.search_documents
    where title_en = any(${names}) and ${matching(pass, latin)} and ${suggestible(cityId)}
    group by title_en`.execute(db)
  return gradesFor(rows, names)
}

// every event a search page may list, ranked as its events are
async function everyEvent(
  db: Kysely<SearchTables>,
  pass: Pass,
  latin: string,
  cityId: number | null,
): Promise<Ranked<number>> {
  const { rows } = await sql<{ key: number; grade: string }>`
    select ref_id as key, ${eventGrade(latin)} as grade from discovery.search_documents
    where kind = 'event' and ${inCity(cityId)} and ${matching(pass, latin)}
    order by ends_at < now(), ${score(latin)} desc, starts_at, ref_id
    limit ${RESULTS}`.execute(db)
  return rankedOf(rows)
}

async function eventGrades(db: Kysely<SearchTables>, latin: string, ids: number[]): Promise<string[]> {
  const { rows } = await sql<{ key: number; grade: string }>`
    select ref_id as key, ${eventGrade(latin)} as grade from discovery.search_documents
    where kind = 'event' and ref_id = any(${ids})`.execute(db)
  return gradesFor(rows, ids)
}

const same = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i])
const shared = <T>(a: T[], b: T[]) => a.filter((x) => b.includes(x)).length
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

// what one scope (a city, or every city) gave: how often each answer equals ranking every match, and
// how long each call took
interface Scope {
  name: string
  cityIds: (number | null)[]
}

const newTally = () => ({
  asked: 0,
  suggestionsSame: 0,
  suggestionsAsGood: 0,
  firstSame: 0,
  suggestionsShared: 0,
  suggestionsAll: 0,
  eventsSame: 0,
  eventsAsGood: 0,
  eventsShared: 0,
  eventsAll: 0,
})
type Tally = ReturnType<typeof newTally>

// one term's answers against ranking every match: the same list, a list as good (the same grades
// place by place, whatever broke the ties), and the share shown by both
async function count(
  db: Kysely<SearchTables>,
  tally: Tally,
  question: { pass: Pass; latin: string; cityId: number | null },
  answers: { suggested: string[]; found: number[] },
  every: Ranked<string>,
) {
  const { pass, latin, cityId } = question
  const { suggested, found } = answers
  const allEvents = await everyEvent(db, pass, latin, cityId)
  tally.asked++
  if (same(suggested, every.keys)) tally.suggestionsSame++
  if (same(await suggestionGrades(db, pass, latin, cityId, suggested), every.grades))
    tally.suggestionsAsGood++
  if (suggested[0] === every.keys[0]) tally.firstSame++
  tally.suggestionsShared += shared(suggested, every.keys)
  tally.suggestionsAll += every.keys.length
  if (same(found, allEvents.keys)) tally.eventsSame++
  if (same(await eventGrades(db, latin, found), allEvents.grades)) tally.eventsAsGood++
  tally.eventsShared += shared(found, allEvents.keys)
  tally.eventsAll += allEvents.keys.length
}

async function compare(db: Kysely<SearchTables>, scope: Scope) {
  const store = createSearchStore(db)
  const exact = newTally()
  const words = newTally()
  const typo = newTally()
  const times = { suggestions: [] as number[], events: [] as number[] }
  for (const typed of [...TYPED, ...MISTYPED])
    for (const cityId of scope.cityIds) {
      const terms = parseSearchTerm(typed)
      let started = performance.now()
      const suggested = await store.suggestions(terms, 'en', { cityId, limit: SUGGESTIONS })
      times.suggestions.push(performance.now() - started)
      started = performance.now()
      const found = await store.findIds('event', terms, { cityId, limit: RESULTS })
      times.events.push(performance.now() - started)
      const answers = { suggested: suggested.value, found: found.value }
      const holds = await everySuggestion(db, 'exact', terms.latin, cityId)
      if (holds.keys.length > 0) {
        await count(db, exact, { pass: 'exact', latin: terms.latin, cityId }, answers, holds)
        continue
      }
      // no document holds the words as typed: the store looked for them apart, then for typos.
      // (findIds does so only when no kind holds them, past events included; the rows of a
      // suggestion hold none of those)
      if (shapeOf(terms, { cityId, limit: SUGGESTIONS }).inOrder) {
        const apart = await everySuggestion(db, 'words', terms.latin, cityId)
        if (apart.keys.length > 0) {
          await count(db, words, { pass: 'words', latin: terms.latin, cityId }, answers, apart)
          continue
        }
      }
      const similar = await everySuggestion(db, 'typo', terms.latin, cityId)
      if (similar.keys.length > 0)
        await count(db, typo, { pass: 'typo', latin: terms.latin, cityId }, answers, similar)
    }
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`
  const ms = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return `${percentile(sorted, 0.5).toFixed(2)} / ${percentile(sorted, 0.95).toFixed(2)}`
  }
  const terms = (TYPED.length + MISTYPED.length) * scope.cityIds.length
  for (const [pass, tally] of [
    ['', exact],
    ['apart: ', words],
    ['typo: ', typo],
  ] as const) {
    const asked = `${tally.asked} of ${terms}`
    // the times are of every term, typos included, so they are printed once
    const [suggestionTimes, eventTimes] = pass === '' ? [ms(times.suggestions), ms(times.events)] : ['', '']
    log(
      `| ${scope.name} | ${pass}suggestions (${SUGGESTIONS}) | ${asked} | ${pct(tally.suggestionsSame, tally.asked)} | ${pct(tally.suggestionsAsGood, tally.asked)} | ${pct(tally.firstSame, tally.asked)} | ${pct(tally.suggestionsShared, tally.suggestionsAll)} | ${suggestionTimes} |`,
    )
    log(
      `| ${scope.name} | ${pass}events (${RESULTS}) | ${asked} | ${pct(tally.eventsSame, tally.asked)} | ${pct(tally.eventsAsGood, tally.asked)} | | ${pct(tally.eventsShared, tally.eventsAll)} | ${eventTimes} |`,
    )
  }
}

async function main() {
  const gateway = await largeGateway(target(), LARGE_EVENTS, log)
  try {
    const db = gateway.platform.database.forSchema('discovery') as Kysely<SearchTables>
    const { rows: cities } = await sql<{ id: number }>`
      select id from discovery.cities where slug = any(${[...CITY_SLUGS]})`.execute(db)
    log('"The same" is against ranking every match: of the words as typed, or (the apart rows) of the')
    log('words in that order with anything between, for the terms no document holds side by side, or')
    log('(the typo rows) of every document similar enough, for the terms neither finds. "As good": the')
    log('same scores place by place, whatever broke the ties. Times one call at a time, of every term,')
    log('the later passes included where the earlier find nothing.')
    log('')
    log('| where | answer | terms | the same | as good | first the same | shown by both | p50 / p95 ms |')
    log('| --- | --- | --- | --- | --- | --- | --- | --- |')
    await compare(db, { name: 'a city', cityIds: cities.map((city) => city.id) })
    await compare(db, { name: 'every city', cityIds: [null] })
  } finally {
    await gateway.close()
  }
}

await main()
