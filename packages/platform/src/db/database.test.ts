import assert from 'node:assert/strict'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, type TestDatabase, testDatabaseKinds, waitFor } from '@showroom/testkit'
import { type Generated, sql } from 'kysely'
import { createDatabase } from './database.ts'

for (const kind of testDatabaseKinds()) {
  describe(`a database on ${kind}`, () => {
    let database: TestDatabase

    before(async () => {
      database = await createTestDatabase(kind)
      await sql`create table counters (name text primary key, value integer not null)`.execute(database.db)
      await sql`create schema shop`.execute(database.db)
      await sql`create table shop.items (id bigserial primary key, title text not null)`.execute(database.db)
    })
    after(() => database.drop())

    test('reports which engine it runs on', () => {
      assert.equal(database.kind, kind)
    })

    test('returns the same JavaScript values for common column types', async () => {
      const { rows } = await sql<Record<string, unknown>>`
        select 9007199254740991::int8 as big, array[1, 2]::int8[] as bigs, count(*) as counted,
               1.5::numeric as exact, 2.5::float8 as real, '{"a": [1]}'::jsonb as doc, true as flag,
               '2024-05-06 07:08:09+00'::timestamptz as at
        from (values (1), (2)) as t(x)
      `.execute(database.db)
      assert.deepEqual(rows[0], {
        big: 9007199254740991,
        bigs: [1, 2],
        counted: 2,
        exact: '1.5',
        real: 2.5,
        doc: { a: [1] },
        flag: true,
        at: new Date('2024-05-06T07:08:09Z'),
      })
    })

    test('offers pg_trgm for typo-tolerant matching', async () => {
      await sql`create extension if not exists pg_trgm with schema public`.execute(database.db)
      const { rows } = await sql<{
        close: boolean
      }>`select 'atelier nrod' <% 'atelier nord sample sale' as close`.execute(database.db)
      assert.deepEqual(rows, [{ close: true }])
    })

    test('puts queries built with forSchema into that schema', async () => {
      const shop = database.forSchema<{ items: { id: Generated<number>; title: string } }>('shop')
      await shop.insertInto('items').values({ title: 'boots' }).execute()
      const { rows } = await sql<{ title: string }>`select title from shop.items`.execute(database.db)
      assert.deepEqual(rows, [{ title: 'boots' }])
    })

    test('runs overlapping transactions one after the other without losing an update', async () => {
      await database.db.insertInto('counters').values({ name: 'visits', value: 0 }).execute()
      const order: string[] = []
      const increment = (label: string) =>
        database.db.transaction().execute(async (trx) => {
          order.push(`${label} begins`)
          const row = await trx
            .selectFrom('counters')
            .select('value')
            .where('name', '=', 'visits')
            .forUpdate()
            .executeTakeFirstOrThrow()
          // give the other transaction every chance to interleave
          await new Promise((resolve) => setTimeout(resolve, 30))
          await trx
            .updateTable('counters')
            .set({ value: row.value + 1 })
            .where('name', '=', 'visits')
            .execute()
          order.push(`${label} commits`)
        })
      await Promise.all([increment('first'), increment('second')])
      const row = await database.db
        .selectFrom('counters')
        .select('value')
        .where('name', '=', 'visits')
        .executeTakeFirstOrThrow()
      assert.equal(row.value, 2)
      if (kind === 'pglite') {
        // one connection: the second transaction cannot even begin before the first commits
        assert.deepEqual(order, ['first begins', 'first commits', 'second begins', 'second commits'])
      }
    })

    test('rolls back a failed transaction and keeps serving queries', async () => {
      await assert.rejects(
        database.db.transaction().execute(async (trx) => {
          await trx.insertInto('counters').values({ name: 'ghost', value: 1 }).execute()
          throw new Error('changed my mind')
        }),
        /changed my mind/,
      )
      const ghost = await database.db.selectFrom('counters').selectAll().where('name', '=', 'ghost').execute()
      assert.deepEqual(ghost, [])
    })

    test('delivers a notification only when the notifying transaction commits', async () => {
      const received: string[] = []
      const unlisten = await database.listen('test_channel', (payload) => received.push(payload))
      try {
        await database.db.transaction().execute(async (trx) => {
          await sql`select pg_notify('test_channel', 'hello')`.execute(trx)
          await new Promise((resolve) => setTimeout(resolve, 50))
          assert.deepEqual(received, [])
        })
        await waitFor(() => received.length > 0)
        assert.deepEqual(received, ['hello'])
        await assert.rejects(
          database.db.transaction().execute(async (trx) => {
            await sql`select pg_notify('test_channel', 'never')`.execute(trx)
            throw new Error('rolled back')
          }),
        )
        await new Promise((resolve) => setTimeout(resolve, 100))
        assert.deepEqual(received, ['hello'])
      } finally {
        await unlisten()
      }
    })
  })
}

describe('a PGlite database on disk', () => {
  let dataDir: string
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showroom-db-test-'))
  })
  after(() => rm(dataDir, { recursive: true, force: true }))

  test('keeps its data in <dataDir>/pglite across reopening', async () => {
    const first = await createDatabase({ dataDir })
    await sql`create table notes (body text)`.execute(first.db)
    await sql`insert into notes values ('kept')`.execute(first.db)
    await first.close()
    assert.ok((await stat(join(dataDir, 'pglite', 'PG_VERSION'))).isFile())

    const second = await createDatabase({ dataDir })
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(second.db)
    await second.close()
    assert.deepEqual(rows, [{ body: 'kept' }])
  })
})

describe('a PostgreSQL database', () => {
  test('fails at creation when the server cannot be reached', async () => {
    await assert.rejects(
      createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/postgres' }),
      /ECONNREFUSED/,
    )
  })
})
