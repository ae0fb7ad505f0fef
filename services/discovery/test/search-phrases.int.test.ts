import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { type Kysely, sql } from 'kysely'
import type { NewEvent } from '../src/discovery.api.ts'
import { parseSearchTerm } from '../src/search/search-terms.ts'
import { createSearchStore, type SearchTables } from '../src/search/search.store.ts'
import { searchIndexNames } from './support/search-indexes.ts'

const DAY = 24 * 60 * 60 * 1000

// names whose words come in both orders, next to each other or apart, with digits and signs among them
const WORDS = ['Harbour', 'Linen', 'Sample', 'Photography', 'Thread', 'Thorn', 'Indigo', 'Hall']
const FILLERS = ['101', '1010', '&', 'Sale', 'Night', '0']

function events(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const startsAt = new Date(Date.now() + ((i % 60) - 10) * DAY)
    const name = [0, 1, 2, 3]
      .map((k) => (k === 2 ? FILLERS[(i >> 3) % FILLERS.length] : WORDS[(i * (k + 3) + k) % WORDS.length]))
      .join(' ')
    return {
      slug: `phrase-${i}`,
      nameEn: name,
      cityId: (i % 2) + 1,
      typeId: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
    }
  })
}

// many names, few alike: made-up words of three syllables, so the trigrams are many and each rare, as
// in a city's real listings; one event in 400 is a Linen Harbour launch
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'pu',
  'ra',
  'si',
  'to',
  'vu',
  'ze',
  'bri',
  'dol',
  'fen',
  'gru',
  'hal',
  'jor',
]
const madeUp = (n: number) =>
  [0, 1, 2].map((k) => SYLLABLES[Math.floor(n / SYLLABLES.length ** k) % SYLLABLES.length]).join('')

function manyEvents(count: number): NewEvent[] {
  return events(count).map((event, i) => ({
    ...event,
    nameEn:
      i % 400 === 0 ? 'Linen Harbour Launch' : `${madeUp(i)} ${madeUp(i * 7 + 3)} ${madeUp(i * 13 + 5)}`,
  }))
}

async function seed(gateway: TestGateway, count: number, make = events) {
  const api = gateway.services.discovery.api
  for (const [id, slug] of [
    [1, 'london'],
    [2, 'paris'],
  ] as const)
    await api.addCity(
      { id, slug, nameEn: slug, nameZh: slug, timezone: 'Europe/London', currency: 'GBP' },
      id - 1,
    )
  await api.addEventType({ id: 1, key: 'sale', nameEn: 'Sale', nameZh: '特卖', color: '#c33', position: 0 })
  await api.addEventsBulk(make(count), { announce: false })
  await sql`vacuum analyze discovery.search_documents`.execute(gateway.platform.database.db)
}

// what the words as typed hold, read without the phrase index
async function holding(db: Kysely<SearchTables>, latin: string, cityId: number | null) {
  const { rows } = await sql<{ ref_id: number }>`
    select ref_id from discovery.search_documents
    where kind = 'event' and words like ${`%${latin}%`} and (${cityId}::int is null or city_id = ${cityId})`.execute(
    db,
  )
  return rows.map((row) => row.ref_id).sort((a, b) => a - b)
}

const PHRASES = [
  'harbour linen',
  'linen harbour',
  'photography 101',
  'photography 1010',
  'thread & thorn',
  'hall 0 indigo',
]

for (const kind of testDatabaseKinds()) {
  describe(`search: a phrase of several words (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seed(gateway, 400)
    })
    after(() => gateway?.close())

    it('finds the events that hold the words in that order, as the words alone do', async () => {
      const db = gateway.platform.database.forSchema('discovery') as Kysely<SearchTables>
      const store = createSearchStore(db)
      let found = 0
      for (const term of PHRASES)
        for (const cityId of [1, null]) {
          const expected = await holding(db, parseSearchTerm(term).latin, cityId)
          assert.ok(expected.length <= 300, `${term}: ${expected.length} events, more than a search ranks`)
          const { value } = await store.findIds('event', parseSearchTerm(term), { cityId, limit: 300 })
          if (expected.length > 0)
            assert.deepEqual(
              [...value].sort((a, b) => a - b),
              expected,
              term,
            )
          found += expected.length
        }
      assert.ok(found > 0, 'no phrase matched any event')
    })

    it('has the events phrase index', async () => {
      const names = await searchIndexNames(gateway.platform.database.db)
      assert.ok(
        names.some((name) => /^search_documents_event(_city)?_phrase_idx$/.test(name)),
        names.join(', '),
      )
    })
  })
}

// the plan is checked on PostgreSQL, over names as varied as a city's listings, with the index's own
// statistics (which VACUUM keeps) for the planner to weigh
for (const kind of testDatabaseKinds().filter((k) => k === 'postgres')) {
  describe(`search plans: a phrase of several words (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seed(gateway, 8000, manyEvents)
    })
    after(() => gateway?.close())

    it('reads the events through the phrase index, in one city and in all', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const explain = (term: string, cityId: number | null) =>
        store.explainFindIds('event', parseSearchTerm(term), { cityId, limit: 8 }, 'exact')
      for (const cityId of [1, null]) {
        const plan = await explain('linen harbour', cityId)
        assert.match(plan, /Bitmap Index Scan on search_documents_event_city_phrase_idx/, plan)
        assert.doesNotMatch(plan, /search_documents_event_city_words_idx/, plan)
      }
      // one word spans no space: it keeps its own index
      const word = await explain('linen', 1)
      assert.match(word, /Bitmap Index Scan on search_documents_event_city_words_idx/, word)
    })
  })
}
