import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { sql } from 'kysely'
import pg from 'pg'
import { TEST_PGLITE_SETTINGS } from './pglite-settings.ts'
import { createTestDatabase } from './test-database.ts'
import { testDatabaseKinds, testPostgresUrl } from './test-env.ts'

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: testPostgresUrl() })
  await client.connect()
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name])
    return rows.length === 1
  } finally {
    await client.end()
  }
}

describe('a test database', () => {
  if (testDatabaseKinds().includes('postgres')) {
    test('on postgres is a brand-new database that drop() removes', async () => {
      const database = await createTestDatabase('postgres')
      const name = new URL(database.url!).pathname.slice(1)
      assert.match(name, /^showroom_test_[0-9a-f]{12}$/)
      const { rows } = await sql<{ tables: number }>`
        select count(*) as tables from information_schema.tables where table_schema = 'public'
      `.execute(database.db)
      assert.equal(rows[0]?.tables, 0)
      assert.equal(await databaseExists(name), true)

      await database.drop()
      assert.equal(await databaseExists(name), false)
      await database.drop()
    })
  }

  if (testDatabaseKinds().includes('pglite')) {
    test('on pglite starts empty each time, even from the cached snapshot', async () => {
      const first = await createTestDatabase('pglite')
      await sql`create table leftovers (id integer)`.execute(first.db)
      await first.drop()
      const second = await createTestDatabase('pglite')
      const { rows } = await sql<{ tables: number }>`
        select count(*) as tables from information_schema.tables where table_schema = 'public'
      `.execute(second.db)
      assert.equal(second.kind, 'pglite')
      assert.equal(second.url, undefined)
      assert.equal(rows[0]?.tables, 0)
      await second.drop()
    })

    test('on pglite runs with the small buffers and WAL segments a test database needs, and no template databases', async () => {
      const database = await createTestDatabase('pglite')
      try {
        const { rows } = await sql<Record<string, string>>`
          select current_setting('shared_buffers') as shared_buffers,
            current_setting('wal_segment_size') as wal_segment_size,
            current_setting('wal_recycle') as wal_recycle,
            current_setting('search_path') as search_path,
            (select string_agg(datname, ',') from pg_database) as databases
        `.execute(database.db)
        // the settings over PGlite's own start parameters, which stay (its search_path among them)
        assert.deepEqual(rows[0], {
          shared_buffers: TEST_PGLITE_SETTINGS.shared_buffers,
          wal_segment_size: '1MB',
          wal_recycle: 'off',
          search_path: 'public',
          databases: 'postgres',
        })
      } finally {
        await database.drop()
      }
    })
  }
})
