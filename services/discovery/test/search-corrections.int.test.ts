import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { type Kysely, sql } from 'kysely'
import { deletesOf } from '../src/search/search-corrections.ts'
import { parseSearchTerm } from '../src/search/search-terms.ts'
import { createSearchStore, type SearchTables } from '../src/search/search.store.ts'
import { addLondonAndSales, DAY, event } from './support/search-seed.ts'

// hem in three names, home in one: 'hme' is one edit from both
const NAMES = [
  'Linen Harbour Launch',
  'Linen Hem Night',
  'Hem Atelier Sale',
  'Hem & Home',
  'Café Über Market',
]

async function seed(gateway: TestGateway) {
  await addLondonAndSales(gateway)
  const events = NAMES.map((name, i) => event(`word-${i}`, name, new Date(Date.now() + (i + 1) * DAY)))
  await gateway.services.discovery.api.addEventsBulk(events, { announce: false })
}

interface Listed {
  word: string
  documents: number
  deletes: string[]
}

async function listed(db: Kysely<SearchTables>, ...words: string[]): Promise<Map<string, Listed>> {
  const { rows } = await sql<Listed>`
    select word, documents, deletes from discovery.search_words where word = any(${words}::text[])`.execute(
    db,
  )
  return new Map(rows.map((row) => [row.word, row]))
}

for (const kind of testDatabaseKinds()) {
  describe(`search: the words the documents hold (${kind})`, () => {
    let gateway: TestGateway
    let db: Kysely<SearchTables>
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seed(gateway)
      db = gateway.platform.database.forSchema('discovery') as Kysely<SearchTables>
    })
    after(() => gateway?.close())

    it('lists each word once, with how many documents hold it and its deletions as the store makes them', async () => {
      const words = await listed(db, 'linen', 'hem', 'home', 'café', 'über', '&')
      assert.equal(words.get('linen')?.documents, 2)
      assert.equal(words.get('hem')?.documents, 3)
      assert.equal(words.get('home')?.documents, 1)
      // split as a term is: letters and digits, whatever the alphabet
      assert.ok(!words.has('&'))
      for (const word of ['linen', 'café', 'über'])
        assert.deepEqual([...(words.get(word)?.deletes ?? [])].sort(), deletesOf(word).sort(), word)
    })

    it('follows the documents as they are renamed, rewritten and taken away', async () => {
      const raw = gateway.platform.database.db
      await sql`update discovery.events set name_en = 'Velvet Harbour Launch' where slug = 'word-0'`.execute(
        raw,
      )
      let words = await listed(db, 'linen', 'velvet', 'harbour')
      assert.equal(words.get('linen')?.documents, 1)
      assert.equal(words.get('velvet')?.documents, 1)
      assert.equal(words.get('harbour')?.documents, 1)
      // the document rewritten with the same words
      await sql`update discovery.events set starts_at = starts_at + interval '1 hour' where slug = 'word-0'`.execute(
        raw,
      )
      words = await listed(db, 'velvet', 'harbour')
      assert.equal(words.get('velvet')?.documents, 1)
      assert.equal(words.get('harbour')?.documents, 1)
      // a cancelled event leaves the documents, and its words the list when nothing else holds them
      await sql`update discovery.events set is_cancelled = true where slug = 'word-0'`.execute(raw)
      words = await listed(db, 'velvet', 'harbour', 'launch')
      assert.equal(words.size, 0)
      await sql`update discovery.events set is_cancelled = false, name_en = 'Linen Harbour Launch'
        where slug = 'word-0'`.execute(raw)
      words = await listed(db, 'linen', 'velvet', 'harbour')
      assert.equal(words.get('linen')?.documents, 2)
      assert.ok(!words.has('velvet'))
      assert.equal(words.get('harbour')?.documents, 1)
    })

    it('corrects a word one edit off to the nearest word most documents hold', async () => {
      const store = createSearchStore(db)
      const corrected = async (term: string) => (await store.corrected(parseSearchTerm(term)))?.latin ?? null
      assert.equal(await corrected('linne harbour'), 'linen harbour')
      assert.equal(await corrected('lnen'), 'linen')
      assert.equal(await corrected('linenn'), 'linen')
      assert.equal(await corrected('lunen'), 'linen')
      // hem: three documents, home: one
      assert.equal(await corrected('hme'), 'hem')
      assert.equal(await corrected('cafe'), 'café')
      // words the documents hold, a word still being typed, a word two edits from any
      assert.equal(await corrected('linen harbour'), null)
      assert.equal(await corrected('linen harb'), null)
      assert.equal(await corrected('linen hrabuor'), null)
      // the last word typed whole is corrected too; two letters are left as typed
      assert.equal(await corrected('li harbuor'), 'li harbour')
    })

    it('finds through the corrected words what the words meant find, at the same version', async () => {
      const store = createSearchStore(db)
      const options = { cityId: 1, limit: 10 }
      const meant = await store.findIdsOfKinds(['event', 'venue'], parseSearchTerm('linen hem'), options)
      const typed = await store.findIdsOfKinds(['event', 'venue'], parseSearchTerm('linne hem'), options)
      assert.deepEqual(typed.value, meant.value)
      assert.equal(meant.value.get('event')?.length, 1)
      assert.equal(typed.version, meant.version)
      const suggested = await store.suggestions(parseSearchTerm('hem atelier sael'), 'en', options)
      assert.deepEqual(suggested.value, ['Hem Atelier Sale'])
    })
  })
}
