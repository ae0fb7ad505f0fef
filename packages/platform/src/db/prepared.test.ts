import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { anyOf, prepared, preparedShapes } from './prepared.ts'

interface Item {
  id: number
  title: string
  hidden: boolean
}

for (const kind of testDatabaseKinds()) {
  describe(`a prepared statement on ${kind}`, () => {
    let database: TestDatabase

    before(async () => {
      database = await createTestDatabase(kind)
      await sql`create schema shelf`.execute(database.db)
      await sql`create table shelf.items (id integer primary key, title text not null, hidden boolean not null)`.execute(
        database.db,
      )
      await sql`insert into shelf.items values (1, 'Apron', false), (2, 'Anorak', false), (3, 'Atelier coat', true), (4, 'Boots', false)`.execute(
        database.db,
      )
    })
    after(() => database.drop())

    const byPrefix = prepared<{ pattern: string; limit: number }, Item>((db, slot) =>
      db
        .selectFrom('items')
        .select(['id', 'title', 'hidden'])
        .where('title', 'like', slot('pattern'))
        .where('hidden', '=', false)
        .orderBy('title')
        .limit(slot('limit')),
    )

    test('answers each call with its own values, in the schema it was built for', async () => {
      const shelf = database.forSchema('shelf')
      assert.deepEqual(await byPrefix(shelf, { pattern: 'A%', limit: 10 }), [
        { id: 2, title: 'Anorak', hidden: false },
        { id: 1, title: 'Apron', hidden: false },
      ])
      assert.deepEqual(await byPrefix(shelf, { pattern: 'A%', limit: 1 }), [
        { id: 2, title: 'Anorak', hidden: false },
      ])
      assert.deepEqual(await byPrefix(shelf, { pattern: 'B%', limit: 10 }), [
        { id: 4, title: 'Boots', hidden: false },
      ])
      // the fixed value (hidden = false) stays in place between the slots
      assert.deepEqual(await byPrefix(shelf, { pattern: 'At%', limit: 10 }), [])
    })

    const byIds = prepared<{ ids: readonly number[] }, Item>((db, slot) =>
      db
        .selectFrom('items')
        .select(['id', 'title', 'hidden'])
        .where('id', '=', anyOf(slot('ids')))
        .orderBy('id'),
    )

    test('takes a list as one parameter, whatever its length', async () => {
      const shelf = database.forSchema('shelf')
      assert.deepEqual(
        (await byIds(shelf, { ids: [4, 2] })).map((row) => row.title),
        ['Anorak', 'Boots'],
      )
      assert.deepEqual(
        (await byIds(shelf, { ids: [1, 2, 3, 99] })).map((row) => row.id),
        [1, 2, 3],
      )
      assert.deepEqual(await byIds(shelf, { ids: [] }), [])
    })

    // who is looking decides the statement's shape: hidden items only for a moderator
    let builds = 0
    const visible = preparedShapes<{ moderator: boolean }, { prefix: string }, Item>(
      (shape) => (shape.moderator ? 'moderator' : 'visitor'),
      (db, slot, shape) => {
        builds++
        let query = db
          .selectFrom('items')
          .select(['id', 'title', 'hidden'])
          .where('title', 'like', slot('prefix'))
        if (!shape.moderator) query = query.where('hidden', '=', false)
        return query.orderBy('id')
      },
    )

    test('builds one statement per shape, once each', async () => {
      const shelf = database.forSchema('shelf')
      const ids = async (moderator: boolean, prefix: string) =>
        (await visible(shelf, { moderator }, { prefix })).map((row) => row.id)
      const before = builds
      assert.deepEqual(await ids(false, 'A%'), [1, 2])
      assert.deepEqual(await ids(true, 'A%'), [1, 2, 3])
      assert.deepEqual(await ids(false, 'At%'), [])
      assert.deepEqual(await ids(true, 'At%'), [3])
      assert.equal(builds - before, 2)
    })

    test('runs inside a transaction of the same schema', async () => {
      const shelf = database.forSchema('shelf')
      const rows = await shelf.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 5, title: 'Apron dress', hidden: false }).execute()
        return byPrefix(trx, { pattern: 'Apron%', limit: 10 })
      })
      assert.deepEqual(
        rows.map((row) => row.title),
        ['Apron', 'Apron dress'],
      )
    })

    test('refuses a slot that does not become a parameter', async () => {
      const broken = prepared<{ column: string }, Item>((db, slot) =>
        db
          .selectFrom('items')
          .select(['id', 'title', 'hidden'])
          .where(sql.raw(String(slot('column'))), '=', 1),
      )
      await assert.rejects(
        broken(database.forSchema('shelf'), { column: 'id' }),
        /slot\(s\) column are not parameters/,
      )
    })
  })
}
