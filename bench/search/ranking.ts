// how near the search's ranking comes to ranking every match, and what it costs, on the large
// database. a search scores a bounded number of its matches (search.ranking.ts); this asks the
// store, as a search would, for the suggestions and the first events of each first-time term of the
// bench (calls.ts), and ranks every match of the same term with plain SQL beside it: the share of
// answers that are the same, for the words as typed and for the terms only typos match, and the time
// of each call, one at a time (printed, never asserted).
//   npx node bench/search/ranking.ts --postgres (PGlite without --postgres)
import { parseSearchTerm } from '../../services/discovery/src/search/search-terms.ts'
import { createSearchStore, type SearchTables } from '../../services/discovery/src/search/search.store.ts'
import { type Kysely, sql } from 'kysely'
import { CITY_SLUGS, TYPED, target } from './calls.ts'
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

// every match of the words as typed that a suggestion may show, ranked as a suggestion ranks
async function everySuggestion(db: Kysely<SearchTables>, latin: string, cityId: number | null) {
  const { rows } = await sql<{ display: string }>`
    select title_en as display from discovery.search_documents
    where words like ${`%${latin}%`} and ${similarEnough(latin)} and (
      kind = 'designer'
      or (kind = 'venue' and ${inCity(cityId)})
      or (kind = 'news' and (${inCity(cityId)} or city_id is null) and starts_at <= now())
      or (kind = 'event' and ${inCity(cityId)} and ends_at >= now()))
    group by title_en
    order by max(${score(latin)}) desc, word_similarity(${latin}, title_en) desc, title_en
    limit ${SUGGESTIONS}`.execute(db)
  return rows.map((row) => row.display)
}

// every event holding the words as typed, ranked as a search's events are
async function everyEvent(db: Kysely<SearchTables>, latin: string, cityId: number | null) {
  const { rows } = await sql<{ ref_id: number }>`
    select ref_id from discovery.search_documents
    where kind = 'event' and ${inCity(cityId)} and words like ${`%${latin}%`} and ${similarEnough(latin)}
    order by ends_at < now(), ${score(latin)} desc, starts_at, ref_id
    limit ${RESULTS}`.execute(db)
  return rows.map((row) => row.ref_id)
}

// the same for a typo: every document whose words are similar enough to the term (pg_trgm's `<%`,
// as the typo pass reads them), ranked as the typo pass ranks
async function everyTypoSuggestion(db: Kysely<SearchTables>, latin: string, cityId: number | null) {
  const { rows } = await sql<{ display: string }>`
    select title_en as display from discovery.search_documents
    where ${latin} <% words and (
      kind = 'designer'
      or (kind = 'venue' and ${inCity(cityId)})
      or (kind = 'news' and (${inCity(cityId)} or city_id is null) and starts_at <= now())
      or (kind = 'event' and ${inCity(cityId)} and ends_at >= now()))
    group by title_en
    order by max(${score(latin)}) desc, word_similarity(${latin}, title_en) desc, title_en
    limit ${SUGGESTIONS}`.execute(db)
  return rows.map((row) => row.display)
}

async function everyTypoEvent(db: Kysely<SearchTables>, latin: string, cityId: number | null) {
  const { rows } = await sql<{ ref_id: number }>`
    select ref_id from discovery.search_documents
    where kind = 'event' and ${inCity(cityId)} and ${latin} <% words
    order by ends_at < now(), ${score(latin)} desc, starts_at, ref_id
    limit ${RESULTS}`.execute(db)
  return rows.map((row) => row.ref_id)
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
  firstSame: 0,
  suggestionsShared: 0,
  suggestionsAll: 0,
  eventsSame: 0,
  eventsShared: 0,
  eventsAll: 0,
})
type Tally = ReturnType<typeof newTally>

function count(tally: Tally, suggested: string[], every: string[], found: number[], allEvents: number[]) {
  tally.asked++
  if (same(suggested, every)) tally.suggestionsSame++
  if (suggested[0] === every[0]) tally.firstSame++
  tally.suggestionsShared += shared(suggested, every)
  tally.suggestionsAll += every.length
  if (same(found, allEvents)) tally.eventsSame++
  tally.eventsShared += shared(found, allEvents)
  tally.eventsAll += allEvents.length
}

async function compare(db: Kysely<SearchTables>, scope: Scope) {
  const store = createSearchStore(db)
  const exact = newTally()
  const typo = newTally()
  const times = { suggestions: [] as number[], events: [] as number[] }
  for (const typed of TYPED)
    for (const cityId of scope.cityIds) {
      const terms = parseSearchTerm(typed)
      let started = performance.now()
      const suggested = await store.suggestions(terms, 'en', { cityId, limit: SUGGESTIONS })
      times.suggestions.push(performance.now() - started)
      started = performance.now()
      const found = await store.findIds('event', terms, { cityId, limit: RESULTS })
      times.events.push(performance.now() - started)
      const every = await everySuggestion(db, terms.latin, cityId)
      if (every.length > 0) {
        count(exact, suggested.value, every, found.value, await everyEvent(db, terms.latin, cityId))
        continue
      }
      // no document holds the words as typed: the store looked for typos. (findIds does so only
      // when no kind holds them, as a search page does; the suggestions' kinds are all of them)
      const everyTypo = await everyTypoSuggestion(db, terms.latin, cityId)
      if (everyTypo.length === 0) continue
      count(typo, suggested.value, everyTypo, found.value, await everyTypoEvent(db, terms.latin, cityId))
    }
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`
  const ms = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return `${percentile(sorted, 0.5).toFixed(2)} / ${percentile(sorted, 0.95).toFixed(2)}`
  }
  const terms = TYPED.length * scope.cityIds.length
  for (const [pass, tally] of [
    ['', exact],
    ['typo: ', typo],
  ] as const) {
    const asked = `${tally.asked} of ${terms}`
    // the times are of every term, typos included, so they are printed once
    const [suggestionTimes, eventTimes] = pass === '' ? [ms(times.suggestions), ms(times.events)] : ['', '']
    log(
      `| ${scope.name} | ${pass}suggestions (${SUGGESTIONS}) | ${asked} | ${pct(tally.suggestionsSame, tally.asked)} | ${pct(tally.firstSame, tally.asked)} | ${pct(tally.suggestionsShared, tally.suggestionsAll)} | ${suggestionTimes} |`,
    )
    log(
      `| ${scope.name} | ${pass}events (${RESULTS}) | ${asked} | ${pct(tally.eventsSame, tally.asked)} | | ${pct(tally.eventsShared, tally.eventsAll)} | ${eventTimes} |`,
    )
  }
}

async function main() {
  const gateway = await largeGateway(target(), LARGE_EVENTS, log)
  try {
    const db = gateway.platform.database.forSchema('discovery') as Kysely<SearchTables>
    const { rows: cities } = await sql<{ id: number }>`
      select id from discovery.cities where slug = any(${[...CITY_SLUGS]})`.execute(db)
    log('"The same" is against ranking every match: of the words as typed, or (the typo rows) of every')
    log('document similar enough, for the terms no document holds as typed. Times one call at a time, of')
    log('every term, the typo pass included where the words as typed find nothing.')
    log('')
    log('| where | answer | terms | the same | first the same | shown by both | p50 / p95 ms |')
    log('| --- | --- | --- | --- | --- | --- | --- |')
    await compare(db, { name: 'a city', cityIds: cities.map((city) => city.id) })
    await compare(db, { name: 'every city', cityIds: [null] })
  } finally {
    await gateway.close()
  }
}

await main()
