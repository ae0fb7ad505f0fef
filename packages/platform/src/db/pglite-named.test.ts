import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { PGlite } from '@electric-sql/pglite'
import { registerNamedText } from './named-statements.ts'
import { namingPGlite } from './pglite-named.ts'

// texts registered for this file alone: each test's statements are its own
const registered = (text: string) => {
  registerNamedText(text)
  return text
}

describe('statements built once, on PGlite', () => {
  let pglite: PGlite

  before(async () => {
    pglite = await PGlite.create()
    await pglite.exec(`
      create table coats (id integer primary key, title text not null, sizes text[], made timestamptz,
        care jsonb, lined boolean, worn bigint);
      insert into coats values
        (1, 'Anorak', '{S,M}', '2026-11-30T10:00:00Z', '{"wash": 30}', true, 9007199254740993),
        (2, 'Duffle', null, null, null, false, 0);`)
  })
  after(() => pglite.close())

  const namedTexts = async () =>
    (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    )

  test('run a registered text named, and any other text unnamed', async () => {
    const named = namingPGlite(pglite)
    const text = registered('select title from coats where id = $1')
    assert.deepEqual((await named.query(text, [1])).rows, [{ title: 'Anorak' }])
    assert.deepEqual((await named.query(text, [2])).rows, [{ title: 'Duffle' }])
    assert.deepEqual((await named.query('select id from coats where id = $1', [2])).rows, [{ id: 2 }])
    assert.deepEqual(await namedTexts(), [text])
  })

  test('answer what PGlite itself answers, value by value, whatever the types', async () => {
    const named = namingPGlite(pglite)
    const text = registered(
      'select * from coats where id = any($1) and (title = $2 or $2 is null) and lined = any($3) order by id',
    )
    for (const values of [
      [[1, 2], null, [true, false]],
      [[1], 'Anorak', [true]],
      [[2], 'Anorak', [false]],
      [[], null, [true]],
    ]) {
      const own = await pglite.query(text, values)
      const ours = await named.query(text, values)
      assert.deepEqual(ours.rows, own.rows)
      assert.deepEqual(
        ours.fields.map((field) => field.dataTypeID),
        own.fields.map((field) => field.dataTypeID),
      )
    }
    const [anorak] = (
      await named.query<{ made: Date; care: unknown; sizes: string[] }>(text, [[1], null, [true]])
    ).rows
    assert.ok(anorak?.made instanceof Date)
    assert.deepEqual(anorak?.sizes, ['S', 'M'])
    assert.deepEqual(anorak?.care, { wash: 30 })
    // a query's own parsers and serializers, as PGlite's query() takes them
    const echo = registered('select $1::text as said, $2::int as size')
    const own = {
      serializers: { 25: (value: unknown) => String(value).toUpperCase() },
      parsers: { 23: (value: string) => `#${value}` },
    }
    assert.deepEqual((await named.query(echo, ['anorak', 4], own)).rows, [{ said: 'ANORAK', size: '#4' }])
    assert.deepEqual(
      (await named.query(echo, ['anorak', 4], own)).rows,
      (await pglite.query(echo, ['anorak', 4], own)).rows,
    )
    // a write through a named text reports the rows it changed
    const rename = registered('update coats set title = $2 where id = $1')
    assert.equal((await named.query(rename, [2, 'Duffle coat'])).affectedRows, 1)
    assert.equal((await named.query(rename, [3, 'None'])).affectedRows, 0)
  })

  test('refuse as PGlite does, and answer the next call', async () => {
    const named = namingPGlite(pglite)
    const text = registered('select 10 / $1::int as share')
    await assert.rejects(named.query(text, [0]), { code: '22012' })
    assert.deepEqual((await named.query(text, [5])).rows, [{ share: 2 }])
    await assert.rejects(named.query(registered('select * from no_such_table where id = $1'), [1]), {
      code: '42P01',
    })
  })

  test('answer with the new columns after a table changed under them', async () => {
    await pglite.exec(
      `create table hats (id integer primary key, title text); insert into hats values (1, 'Beret')`,
    )
    const named = namingPGlite(pglite)
    const text = registered('select * from hats where id = $1')
    assert.deepEqual((await named.query(text, [1])).rows, [{ id: 1, title: 'Beret' }])
    await pglite.exec(`alter table hats add column brim integer default 4`)
    assert.deepEqual((await named.query(text, [1])).rows, [{ id: 1, title: 'Beret', brim: 4 }])
    assert.deepEqual((await named.query(text, [1])).rows, [{ id: 1, title: 'Beret', brim: 4 }])
  })

  test('run texts past the budget unnamed', async () => {
    const named = namingPGlite(pglite, { statements: 1, chars: 10_000 })
    const first = registered('select id from coats where id = $1 and true')
    const second = registered('select id from coats where id = $1 and not false')
    const before = await namedTexts()
    assert.deepEqual((await named.query(first, [1])).rows, [{ id: 1 }])
    assert.deepEqual((await named.query(second, [1])).rows, [{ id: 1 }])
    const added = (await namedTexts()).filter((text) => !before.includes(text))
    assert.deepEqual(added, [first])
  })

  test('wait for a transaction to end before running a named text', async () => {
    const named = namingPGlite(pglite)
    const text = registered('select count(*)::int as coats from coats where id >= $1')
    let rollBack = () => {}
    const held = new Promise<void>((resolve) => {
      rollBack = resolve
    })
    let inserted = () => {}
    const insertedNow = new Promise<void>((resolve) => {
      inserted = resolve
    })
    const transaction = named.transaction(async (tx) => {
      await tx.query(`insert into coats (id, title) values (3, 'Parka')`)
      inserted()
      await held
      throw new Error('rolled back')
    })
    await insertedNow
    // run inside the transaction, it would count the parka the transaction then takes back
    const counted = named.query<{ coats: number }>(text, [1])
    rollBack()
    await assert.rejects(transaction, /rolled back/)
    assert.deepEqual((await counted).rows, [{ coats: 2 }])
  })

  test('deliver the notifications a named text raises', async () => {
    const named = namingPGlite(pglite)
    const heard: string[] = []
    const unlisten = await pglite.listen('coats_changed', (payload) => heard.push(payload))
    await named.query(registered(`select pg_notify('coats_changed', $1)`), ['Anorak'])
    await pglite.query('select 1')
    await unlisten()
    assert.deepEqual(heard, ['Anorak'])
  })
})
