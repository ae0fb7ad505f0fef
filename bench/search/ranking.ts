// how near the search's ranking comes to ranking every match, and what it costs, on the large
// database. a search scores a bounded number of its matches (search.ranking.ts); this asks the
// store, as a search would, for the suggestions and the first events of each first-time term of the
// bench (calls.ts), and ranks every match of the same term with plain SQL beside it: the share of
// answers that are the same, for the words as typed, for the terms found only with the words apart,
// and for the terms only typos match (the typo pass's own answers), and the time of each call, one at
// a time (printed, never asserted). then each typo against what it meant: the answers of the same
// term typed right, for the search (its words corrected) and the typo pass alone.
//   npx node bench/search/ranking.ts --postgres [--typos-only] (PGlite without --postgres)
import { parseSearchTerm } from '../../services/discovery/src/search/search-terms.ts'
import { inOrderPattern, shapeOf } from '../../services/discovery/src/search/search.question.ts'
import { createSearchStore, type SearchTables } from '../../services/discovery/src/search/search.store.ts'
import { type Kysely, sql } from 'kysely'
import { CITY_SLUGS, MISTYPED, TYPED, target } from './calls.ts'
import { largeGateway } from './databases.ts'

const LARGE_EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 100_000)
// the typos against what they meant alone
const TYPOS_ONLY = process.argv.includes('--typos-only')
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
      // the typo pass's own answers: a search now asks it only when the corrected words find nothing
      const similar = await everySuggestion(db, 'typo', terms.latin, cityId)
      if (similar.keys.length > 0) {
        const typoAnswers = {
          suggested: await store.passSuggestions(terms, 'en', { cityId, limit: SUGGESTIONS }, 'typo'),
          found: await store.passIds('event', terms, { cityId, limit: RESULTS }, 'typo'),
        }
        await count(db, typo, { pass: 'typo', latin: terms.latin, cityId }, typoAnswers, similar)
      }
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

const newMeantTally = () => ({
  asked: 0,
  corrected: 0,
  suggestionsSame: 0,
  firstSame: 0,
  eventsSame: 0,
  shown: 0,
  all: 0,
})
type MeantTally = ReturnType<typeof newMeantTally>

// a typo's answers against what the words meant find ('linne at' against 'linen at'): the search as
// it runs (the words corrected, then typos) and the typo pass alone, as every typo was searched before
// the typos compared with what they meant, each made in the first word of every typed term
const firstWord = (change: (word: string) => string) => (term: string) => {
  const [first = '', ...rest] = term.split(' ')
  return [change(first), ...rest].join(' ')
}
const nextLetter = (letter: string) => (letter === 'z' ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1))
const TYPOS: [string, string[]][] = [
  ['two letters swapped', MISTYPED],
  ['a letter left out', TYPED.map(firstWord((word) => word[0] + word.slice(2)))],
  [
    'a letter changed',
    TYPED.map(firstWord((word) => word.slice(0, 2) + nextLetter(word[2] ?? 'a') + word.slice(3))),
  ],
  ['two edits', MISTYPED.map(firstWord((word) => word[0] + word.slice(2)))],
]

async function meant(db: Kysely<SearchTables>, scope: Scope, typo: string, mistypedTerms: string[]) {
  const store = createSearchStore(db)
  const search = newMeantTally()
  const typoPass = newMeantTally()
  const times: number[] = []
  const tallyOf = (
    tally: MeantTally,
    suggested: string[],
    found: number[],
    wanted: { s: string[]; e: number[] },
  ) => {
    tally.asked++
    if (same(suggested, wanted.s)) tally.suggestionsSame++
    if (suggested[0] === wanted.s[0]) tally.firstSame++
    if (same(found, wanted.e)) tally.eventsSame++
    tally.shown += shared(suggested, wanted.s)
    tally.all += wanted.s.length
  }
  for (const [index, mistyped] of mistypedTerms.entries())
    for (const cityId of scope.cityIds) {
      const options = { cityId, limit: SUGGESTIONS }
      const events = { cityId, limit: RESULTS }
      const meantTerms = parseSearchTerm(TYPED[index] ?? '')
      const wanted = {
        s: (await store.suggestions(meantTerms, 'en', options)).value,
        e: (await store.findIds('event', meantTerms, events)).value,
      }
      if (wanted.s.length === 0 && wanted.e.length === 0) continue
      const terms = parseSearchTerm(mistyped)
      const started = performance.now()
      const suggested = (await store.suggestions(terms, 'en', options)).value
      times.push(performance.now() - started)
      const found = (await store.findIds('event', terms, events)).value
      tallyOf(search, suggested, found, wanted)
      if ((await store.corrected(terms)) !== null) search.corrected++
      tallyOf(
        typoPass,
        await store.passSuggestions(terms, 'en', options, 'typo'),
        await store.passIds('event', terms, events, 'typo'),
        wanted,
      )
    }
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`
  const sorted = [...times].sort((a, b) => a - b)
  for (const [name, tally] of [
    ['the search', search],
    ['the typo pass alone', typoPass],
  ] as const)
    log(
      `| ${scope.name} | ${typo} | ${name} | ${tally.asked} | ${name === 'the search' ? pct(tally.corrected, tally.asked) : ''} | ${pct(tally.suggestionsSame, tally.asked)} | ${pct(tally.firstSame, tally.asked)} | ${pct(tally.shown, tally.all)} | ${pct(tally.eventsSame, tally.asked)} | ${name === 'the search' ? `${percentile(sorted, 0.5).toFixed(2)} / ${percentile(sorted, 0.95).toFixed(2)}` : ''} |`,
    )
}

async function main() {
  const gateway = await largeGateway(target(), LARGE_EVENTS, log)
  try {
    const db = gateway.platform.database.forSchema('discovery') as Kysely<SearchTables>
    const { rows: cities } = await sql<{ id: number }>`
      select id from discovery.cities where slug = any(${[...CITY_SLUGS]})`.execute(db)
    if (!TYPOS_ONLY) {
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
    }
    log('')
    log('The typos against what they meant: each first-time term with a typo in its first word (its last')
    log('two letters swapped, its second left out, its third changed, or the first and the second both)')
    log('against the same term typed right, for the terms whose right spelling finds something.')
    log('"Corrected": the words the documents hold gave the term a correction. Suggestions and events the')
    log("same list as the right spelling's, the first suggestion the same, and the share of its")
    log("suggestions shown. Times: the typo's suggestions, one call at a time.")
    log('')
    log(
      '| where | typo | answered by | terms | corrected | suggestions the same | first the same | shown | events the same | p50 / p95 ms |',
    )
    log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
    for (const [typo, mistypedTerms] of TYPOS) {
      await meant(db, { name: 'a city', cityIds: cities.map((city) => city.id) }, typo, mistypedTerms)
      await meant(db, { name: 'every city', cityIds: [null] }, typo, mistypedTerms)
    }
  } finally {
    await gateway.close()
  }
}

await main()
