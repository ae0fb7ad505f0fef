import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { type Kysely, sql } from 'kysely'
import type { NewEvent } from '../src/discovery.api.ts'
import { parseSearchTerm } from '../src/search/search-terms.ts'
import { createSearchStore, type SearchTables } from '../src/search/search.store.ts'
import { addLondonAndSales, DAY, event } from './support/search-seed.ts'

// more past events sharing a word than a search scores (MAX_SCORED in search.ranking.ts)
const PAST = 320
const UPCOMING = 3
const SCORED = 300
// how many of the words as typed a search scores when it reads the likeliest first
// (MAX_SCORED_LIKELY in search.ranking.ts)
const SCORED_LIKELY = 100
// in a second city, more upcoming events sharing a word than a search scores in the table's order,
// added before the one a suggestion puts first
const FAIRS = 320

// the past events are added first, so the table holds them before the ones still to come, as a
// city's listings do after a few years
async function seed(gateway: TestGateway) {
  const api = gateway.services.discovery.api
  await addLondonAndSales(gateway)
  const past = Array.from({ length: PAST }, (_, i) =>
    event(`past-${i}`, `Linen Archive Sale ${i}`, new Date(Date.now() - (400 - i) * DAY)),
  )
  await api.addEventsBulk(past, { announce: false })
  const upcoming = Array.from({ length: UPCOMING }, (_, i) =>
    event(`upcoming-${i}`, `Linen Launch ${i}`, new Date(Date.now() + (i + 2) * DAY)),
  )
  await api.addEventsBulk(upcoming, { announce: false })
  // a designer, and events whose words hold the designer's name and whose titles do not
  const designer = await api.addDesigner({ slug: 'maison-verre', nameEn: 'Maison Verre', cityId: 1 })
  const featuring = ['Fashion Photography 101', 'Autumn Open Studio'].map((name, i) =>
    event(`featuring-${i}`, name, new Date(Date.now() + (i + 5) * DAY), [designer]),
  )
  await api.addEventsBulk(featuring, { announce: false })
  await seedSecondCity(gateway)
  await sql`analyze discovery.search_documents`.execute(gateway.platform.database.db)
}

// the events whose titles start with the term, which a suggestion puts first, are added last
async function seedSecondCity(gateway: TestGateway) {
  const api = gateway.services.discovery.api
  await api.addCity(
    { id: 2, slug: 'paris', nameEn: 'Paris', nameZh: '巴黎', timezone: 'Europe/Paris', currency: 'EUR' },
    1,
  )
  const inParis = (e: NewEvent): NewEvent => ({ ...e, cityId: 2 })
  const fairs = Array.from({ length: FAIRS }, (_, i) =>
    inParis(event(`fair-${i}`, `Autumn Flax Fair ${i}`, new Date(Date.now() + (20 + i) * DAY))),
  )
  await api.addEventsBulk(fairs, { announce: false })
  await api.addEventsBulk([inParis(event('flax-week', 'Flax Week', new Date(Date.now() + 60 * DAY)))], {
    announce: false,
  })
  // one English name, two Chinese ones
  const markets = ['亚麻市集', '亚麻夜市'].map((nameZh, i) => ({
    ...inParis(event(`flax-market-${i}`, 'Flax Market', new Date(Date.now() + (61 + i) * DAY))),
    nameZh,
  }))
  await api.addEventsBulk(markets, { announce: false })
  // added last, sooner than every fair
  await api.addEventsBulk(
    [inParis(event('flax-preview', 'Autumn Flax Fair Preview', new Date(Date.now() + 10 * DAY)))],
    { announce: false },
  )
}

for (const kind of testDatabaseKinds()) {
  describe(`search: what a search ranks first (${kind})`, () => {
    let gateway: TestGateway
    let db: Kysely<SearchTables>
    let upcomingIds: number[]
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seed(gateway)
      db = gateway.platform.database.forSchema('discovery') as Kysely<SearchTables>
      const { rows } = await sql<{ ref_id: number }>`
        select ref_id from discovery.search_documents
        where kind = 'event' and ends_at >= now() and words like '%linen%' order by starts_at`.execute(db)
      upcomingIds = rows.map((row) => row.ref_id)
    })
    after(() => gateway?.close())

    it('ranks every upcoming event that holds the words before the past ones', async () => {
      assert.equal(upcomingIds.length, UPCOMING)
      const { value } = await createSearchStore(db).findIds('event', parseSearchTerm('linen'), {
        cityId: 1,
        limit: 10,
      })
      assert.deepEqual(value.slice(0, UPCOMING), upcomingIds)
      assert.equal(value.length, 10, 'past events fill the rest of the page')
      assert.ok(value.slice(UPCOMING).every((id) => !upcomingIds.includes(id)))
    })

    it('does the same for a typo, corrected or not', async () => {
      const store = createSearchStore(db)
      const options = { cityId: 1, limit: 10 }
      // 'linnen' is searched as 'linen', the word the documents hold
      const { value } = await store.findIds('event', parseSearchTerm('linnen'), options)
      assert.deepEqual(value.slice(0, UPCOMING), upcomingIds)
      assert.equal(value.length, 10)
      const typo = await store.passIds('event', parseSearchTerm('linnen'), options, 'typo')
      assert.deepEqual(typo.slice(0, UPCOMING), upcomingIds)
      assert.equal(typo.length, 10)
    })

    it('still ranks no more than the cap, upcoming events among them', async () => {
      const store = createSearchStore(db)
      const typo = {
        value: await store.passIds('event', parseSearchTerm('linnen'), { cityId: 1, limit: 1000 }, 'typo'),
      }
      assert.equal(typo.value.length, SCORED)
      assert.deepEqual(typo.value.slice(0, UPCOMING), upcomingIds)
      // the words as typed: the soonest upcoming events, then past ones, fewer in all
      const exact = await store.findIds('event', parseSearchTerm('linen'), { cityId: 1, limit: 1000 })
      assert.equal(exact.value.length, SCORED_LIKELY)
      assert.deepEqual(exact.value.slice(0, UPCOMING), upcomingIds)
    })

    it('lists the events whose titles start with the words, then the soonest, wherever the table holds them', async () => {
      const { rows } = await sql<{ ref_id: number; title_en: string }>`
        select ref_id, title_en from discovery.search_documents
        where kind = 'event' and city_id = 2 and title_en in ('Flax Week', 'Flax Market', 'Autumn Flax Fair Preview', 'Autumn Flax Fair 0')
        order by title_en like 'Flax%' desc, starts_at`.execute(db)
      const { value } = await createSearchStore(db).findIds('event', parseSearchTerm('flax'), {
        cityId: 2,
        limit: 5,
      })
      assert.deepEqual(
        value,
        rows.map((row) => row.ref_id),
        rows.map((row) => row.title_en).join(', '),
      )
    })

    it('suggests the names the ranking would put first, not the first ones added', async () => {
      const store = createSearchStore(db)
      const { value } = await store.suggestions(parseSearchTerm('flax'), 'en', { cityId: 2, limit: 3 })
      // the titles that start with the term, then the rest by name
      assert.deepEqual(value, ['Flax Market', 'Flax Week', 'Autumn Flax Fair 0'])
    })

    it('suggests each Chinese name of events that share an English one', async () => {
      const store = createSearchStore(db)
      const zh = await store.suggestions(parseSearchTerm('flax market'), 'zh', { cityId: 2, limit: 5 })
      assert.deepEqual([...zh.value].sort(), ['亚麻夜市', '亚麻市集'].sort())
      const en = await store.suggestions(parseSearchTerm('flax market'), 'en', { cityId: 2, limit: 5 })
      assert.deepEqual(en.value, ['Flax Market'])
    })

    it('suggests the upcoming events, which alone a suggestion shows', async () => {
      const { value } = await createSearchStore(db).suggestions(parseSearchTerm('linen'), 'en', {
        cityId: 1,
        limit: 10,
      })
      assert.deepEqual(value, ['Linen Launch 0', 'Linen Launch 1', 'Linen Launch 2'])
    })

    it('suggests the name nearer the term first when the words of several match alike', async () => {
      const store = createSearchStore(db)
      for (const term of ['maison vere', 'verre', 'maison verre']) {
        const { value } = await store.suggestions(parseSearchTerm(term), 'en', { cityId: 1, limit: 10 })
        assert.equal(value[0], 'Maison Verre', `${term}: ${value.join(', ')}`)
        assert.ok(value.includes('Fashion Photography 101'), `${term}: ${value.join(', ')}`)
      }
    })
  })
}
