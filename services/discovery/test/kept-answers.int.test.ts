import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import {
  createEventBus,
  createLogger,
  migratePlatform,
  migrateSchema,
  type RequestContext,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@showroom/testkit'
import { graphql } from 'graphql'
import { sql } from 'kysely'
import { createDiscoveryService, type DiscoveryService } from '../src/index.ts'
import { londonEvent, NOW, seedCity } from './support/discovery-harness.ts'

const logger = createLogger({ level: 'silent' })

const SEARCH = `query ($term: String!) {
  search(term: $term, cityId: 1) { events { id name } }
  searchSuggestions(term: $term, cityId: 1)
}`
const MONTH = `{
  calendarGrid(cityId: 1, dateFrom: "2026-12-01", dateTo: "2027-01-01") { events { eventId nameEn } }
}`

type Found = { search: { events: Array<{ id: number; name: string }> }; searchSuggestions: string[] }
type Month = { calendarGrid: { events: Array<{ eventId: number; nameEn: string }> } }

// two discovery processes on one database, each keeping its own answers, as behind a balancer
for (const kind of testDatabaseKinds()) {
  describe(`answers kept by two processes on one database (${kind})`, () => {
    let database: TestDatabase
    let a: DiscoveryService
    let b: DiscoveryService

    before(async () => {
      database = await createTestDatabase(kind)
      await migratePlatform(database)
      const events = createEventBus(database, { logger })
      ;[a, b] = [1, 2].map(() =>
        createDiscoveryService({ db: database.forSchema('discovery'), events, logger, now: () => NOW }),
      ) as [DiscoveryService, DiscoveryService]
      await migrateSchema(database, 'discovery', a.migrations)
      await seedCity(a)
    })
    after(async () => {
      await a?.stop?.()
      await b?.stop?.()
      await database?.drop()
    })

    // every call is a request of its own, as every HTTP request is
    async function call<T>(service: DiscoveryService, source: string, variables = {}): Promise<T> {
      const contextValue: RequestContext = {
        viewer: null,
        requestId: 'test',
        authToken: null,
        locale: 'en',
        clientIp: null,
      }
      const result = await graphql({
        schema: service.schema,
        source,
        contextValue,
        variableValues: variables,
      })
      assert.deepEqual(result.errors, undefined)
      return result.data as T
    }
    const search = (service: DiscoveryService, term: string) => call<Found>(service, SEARCH, { term })
    const names = async (service: DiscoveryService, term: string) => {
      const found = await search(service, term)
      return { events: found.search.events.map((e) => e.name), suggestions: found.searchSuggestions }
    }
    const month = async (service: DiscoveryService) =>
      (await call<Month>(service, MONTH)).calendarGrid.events.map((e) => e.nameEn).sort()
    const versions = async () => {
      const { rows } = await sql<{ name: string; version: string }>`
        select name, version::text from discovery.answer_versions order by name`.execute(database.db)
      const of = (name: string) => Number(rows.find((row) => row.name === name)?.version)
      return { calendar: of('calendar'), search: of('search') }
    }

    it('a search asked again after a write on the other process finds what was written', async () => {
      for (const service of [a, b])
        assert.deepEqual(await names(service, 'velvet hour'), { events: [], suggestions: [] })
      const id = await a.api.addEvent(londonEvent('velvet', { nameEn: 'Velvet Hour Sample Sale' }))
      for (const service of [a, b])
        assert.deepEqual(await names(service, 'velvet hour'), {
          events: ['Velvet Hour Sample Sale'],
          suggestions: ['Velvet Hour Sample Sale'],
        })

      await b.api.updateEvent(id, { nameEn: 'Velvet Dusk Sample Sale' })
      for (const service of [a, b]) {
        assert.deepEqual(await names(service, 'velvet hour'), { events: [], suggestions: [] })
        assert.deepEqual((await names(service, 'velvet dusk')).events, ['Velvet Dusk Sample Sale'])
      }
      await a.api.cancelEvent(id)
      for (const service of [a, b])
        assert.deepEqual(await names(service, 'velvet dusk'), { events: [], suggestions: [] })
    })

    it("a city's month asked again after a write on the other process shows it", async () => {
      const before = await month(a)
      assert.deepEqual(await month(b), before)
      const id = await b.api.addEvent(
        londonEvent('month-new', { nameEn: 'Month Newcomer', openDates: [{ date: '2026-12-09' }] }),
      )
      for (const service of [a, b])
        assert.deepEqual(await month(service), [...before, 'Month Newcomer'].sort())
      await a.api.updateEvent(id, { nameEn: 'Month Renamed' })
      for (const service of [a, b])
        assert.deepEqual(await month(service), [...before, 'Month Renamed'].sort())
      await b.api.updateEvent(id, { isUnlisted: true })
      for (const service of [a, b]) assert.deepEqual(await month(service), before)
    })

    it('gives a kept answer while the version holds, and a new one once it moves', async () => {
      await a.api.addEvent(londonEvent('kept', { nameEn: 'Kestrel Knitwear Sale' }))
      assert.deepEqual((await names(a, 'kestrel')).suggestions, ['Kestrel Knitwear Sale'])
      // a change the version does not see (its triggers off for this transaction) is not seen either
      await database.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx)
        await sql`update discovery.search_documents set title_en = 'Kestrel Unseen'
          where title_en = 'Kestrel Knitwear Sale'`.execute(trx)
      })
      assert.deepEqual((await names(a, 'kestrel')).suggestions, ['Kestrel Knitwear Sale'])
      // the other process kept nothing, so it reads the row as it is
      assert.deepEqual((await names(b, 'kestrel')).suggestions, ['Kestrel Unseen'])
      await b.api.addEvent(londonEvent('kept-2', { nameEn: 'Unrelated Tailoring Day' }))
      assert.deepEqual((await names(a, 'kestrel')).suggestions, ['Kestrel Unseen'])
    })

    it('moves each version once per transaction, and only for what its answers read', async () => {
      const start = await versions()
      await a.api.addEventsBulk(
        [1, 2, 3].map((n) => londonEvent(`bulk-${n}`, { nameEn: `Bulk Event ${n}` })),
        { announce: false },
      )
      assert.deepEqual(await versions(), { calendar: start.calendar + 1, search: start.search + 1 })

      // a page view changes neither what is searched nor the calendar
      await sql`update discovery.events set page_views_total = page_views_total + 1`.execute(database.db)
      assert.deepEqual(await versions(), { calendar: start.calendar + 1, search: start.search + 1 })

      // a transaction that is rolled back moves nothing
      await assert.rejects(
        database.db.transaction().execute(async (trx) => {
          await sql`update discovery.events set name_en = name_en || ' (draft)'`.execute(trx)
          throw new Error('changed our mind')
        }),
        /changed our mind/,
      )
      assert.deepEqual(await versions(), { calendar: start.calendar + 1, search: start.search + 1 })

      // two renames in one transaction move each version once
      await database.db.transaction().execute(async (trx) => {
        await sql`update discovery.events set name_en = 'Bulk One' where slug = 'bulk-1'`.execute(trx)
        await sql`update discovery.events set name_en = 'Bulk Two' where slug = 'bulk-2'`.execute(trx)
      })
      assert.deepEqual(await versions(), { calendar: start.calendar + 2, search: start.search + 2 })
    })
  })
}
