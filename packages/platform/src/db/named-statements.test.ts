import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@showroom/testkit'
import { type PostgresPoolClient, sql } from 'kysely'
import pg from 'pg'
import { namingPool, registerNamedText } from './named-statements.ts'
import { prepared } from './prepared.ts'

// a PostgreSQL server's pool of connections; PGlite's one instance is tested in pglite-named.test.ts
const kinds = testDatabaseKinds().filter((kind) => kind === 'postgres')

for (const kind of kinds) {
  describe(`statements built once, on ${kind}`, () => {
    let database: TestDatabase
    let pool: pg.Pool

    before(async () => {
      database = await createTestDatabase(kind)
      await sql`create schema rack`.execute(database.db)
      await sql`create table rack.coats (id integer primary key, title text not null)`.execute(database.db)
      await sql`insert into rack.coats values (1, 'Anorak'), (2, 'Duffle')`.execute(database.db)
      pool = new pg.Pool({ connectionString: database.url, max: 1 })
    })
    after(async () => {
      await pool.end()
      await database.drop()
    })

    // the texts of the named statements a connection holds, in order
    const namedOn = async (client: PostgresPoolClient) =>
      (await client.query<{ statement: string }>('select statement from pg_prepared_statements', [])).rows
        .map((row) => row.statement)
        .sort()

    test('run as named statements on their connection, and other statements unnamed', async () => {
      const byId = prepared<{ id: number }, { title: string }>((db, slot) =>
        db.selectFrom('coats').select('title').where('id', '=', slot('id')),
      )
      const rack = database.forSchema('rack')
      await database.db.connection().execute(async (connection) => {
        const onOne = connection.withSchema('rack')
        assert.deepEqual(await byId(onOne, { id: 1 }), [{ title: 'Anorak' }])
        assert.deepEqual(await byId(onOne, { id: 2 }), [{ title: 'Duffle' }])
        await onOne.selectFrom('coats').select('id').where('title', '=', 'Anorak').execute()
        const { rows } = await sql<{
          statement: string
        }>`select statement from pg_prepared_statements`.execute(connection)
        assert.equal(rows.length, 1)
        assert.match(rows[0]?.statement ?? '', /^select "title" from "rack"."coats" where "id" = \$1$/)
      })
      // any connection of the pool answers the same
      assert.deepEqual(await byId(rack, { id: 2 }), [{ title: 'Duffle' }])
    })

    test('answer with the new columns after a table changed under them', async () => {
      const text = 'select * from rack.coats where id = $1'
      registerNamedText(text)
      const client = await namingPool(pool).connect()
      try {
        assert.deepEqual((await client.query(text, [1])).rows, [{ id: 1, title: 'Anorak' }])
        await client.query('alter table rack.coats add column lined boolean not null default false', [])
        assert.deepEqual((await client.query(text, [1])).rows, [{ id: 1, title: 'Anorak', lined: false }])
        // the stale copy was let go: one statement of this text is left on the server
        assert.equal((await namedOn(client)).filter((statement) => statement === text).length, 1)

        // inside a transaction the refusal ends the transaction, so it is not asked again there
        await client.query('alter table rack.coats add column colour text', [])
        await client.query('begin', [])
        await assert.rejects(client.query(text, [1]), { code: '0A000' })
        await client.query('rollback', [])
        assert.deepEqual((await client.query(text, [1])).rows, [
          { id: 1, title: 'Anorak', lined: false, colour: null },
        ])
      } finally {
        client.release()
      }
    })

    test('past a connection’s budget, run further texts unnamed and still answer them', async () => {
      const texts = [1, 2, 3].map((n) => `select title, ${n} as n from rack.coats where id = $1`)
      for (const text of texts) registerNamedText(text)
      const client = await namingPool(pool, { statements: 2, chars: 10_000 }).connect()
      try {
        // this connection may already hold the statements of the tests before
        await client.query('deallocate all', [])
        for (const [index, text] of texts.entries())
          assert.deepEqual((await client.query(text, [2])).rows, [{ title: 'Duffle', n: index + 1 }])
        assert.deepEqual(await namedOn(client), texts.slice(0, 2))
      } finally {
        client.release()
      }
    })

    test('leave a text prepared() never built unnamed, whatever its length', async () => {
      const client = await namingPool(pool).connect()
      try {
        await client.query('deallocate all', [])
        const long = `select title from rack.coats where id = $1 ${'and true '.repeat(400)}`
        assert.deepEqual((await client.query(long, [1])).rows, [{ title: 'Anorak' }])
        assert.deepEqual(await namedOn(client), [])
      } finally {
        client.release()
      }
    })
  })
}
