import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@showroom/testkit'
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely'
import { createDatabase, type AnyTables } from './database.ts'
import { type Migration, MigrationError, migrateSchema } from './migrate.ts'

const shopMigrations: Record<string, Migration> = {
  // listed out of order on purpose: names sort lexically
  '0002_orders': {
    async up(db: Kysely<AnyTables>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .execute()
      // raw SQL lands in the schema too (search_path)
      await sql`create view order_count as select count(*) as total from orders`.execute(db)
    },
  },
  '0001_users': {
    async up(db: Kysely<AnyTables>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .execute()
      await db.schema.createIndex('users_email_idx').on('users').column('email').unique().execute()
    },
  },
}

async function objectsIn(database: TestDatabase, schema: string) {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = ${schema} order by 1
  `.execute(database.db)
  const indexes = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = ${schema} order by 1
  `.execute(database.db)
  return { tables: tables.rows.map((r) => r.name), indexes: indexes.rows.map((r) => r.name) }
}

describe('the db handed to a migration', () => {
  test('qualifies tables, references, indexes, types and views made with the schema builder', () => {
    // compile only: kysely's dummy driver never connects
    const db = new Kysely<AnyTables>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (inner) => new PostgresIntrospector(inner),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    }).withSchema('shop')
    const compiled = [
      db.schema.createTable('orders').addColumn('user_id', 'bigint', (col) => col.references('users.id')),
      db.schema.createIndex('orders_user_idx').on('orders').column('user_id'),
      db.schema.createType('mood').asEnum(['calm']),
      db.schema.createView('recent').as(db.selectFrom('orders').selectAll()),
    ].map((builder) => builder.compile().sql)
    assert.deepEqual(compiled, [
      'create table "shop"."orders" ("user_id" bigint references "shop"."users" ("id"))',
      'create index "orders_user_idx" on "shop"."orders" ("user_id")',
      'create type "shop"."mood" as enum (\'calm\')',
      'create view "shop"."recent" as select * from "shop"."orders"',
    ])
  })
})

for (const kind of testDatabaseKinds()) {
  describe(`migrating a schema on ${kind}`, () => {
    let database: TestDatabase
    before(async () => {
      database = await createTestDatabase(kind)
    })
    after(() => database.drop())

    test('creates the schema and puts tables, indexes and views made by migrations in it', async () => {
      await migrateSchema(database, 'shop', shopMigrations)
      const { tables, indexes } = await objectsIn(database, 'shop')
      assert.deepEqual(tables, [
        'kysely_migration',
        'kysely_migration_lock',
        'order_count',
        'orders',
        'users',
      ])
      assert.ok(indexes.includes('users_email_idx'), `indexes in shop: ${indexes.join(', ')}`)
      const inPublic = await objectsIn(database, 'public')
      assert.deepEqual(inPublic, { tables: [], indexes: [] })
    })

    test('runs migrations in name order and records them in the schema', async () => {
      const { rows } = await sql<{ name: string }>`
        select name from shop.kysely_migration order by timestamp, name
      `.execute(database.db)
      assert.deepEqual(
        rows.map((r) => r.name),
        ['0001_users', '0002_orders'],
      )
    })

    test('does nothing when run again', async () => {
      await migrateSchema(database, 'shop', shopMigrations)
      const { rows } = await sql<{ n: number }>`select count(*) as n from shop.kysely_migration`.execute(
        database.db,
      )
      assert.equal(rows[0]?.n, 2)
    })

    test('keeps two schemas with the same table names apart', async () => {
      await migrateSchema(database, 'outlet', { '0001_users': shopMigrations['0001_users']! })
      await database.forSchema('outlet').insertInto('users').values({ email: 'a@outlet.test' }).execute()
      const shopUsers = await database.forSchema('shop').selectFrom('users').selectAll().execute()
      assert.deepEqual(shopUsers, [])
    })

    test('names the failing migration and leaves the schema as it was', async () => {
      const broken: Record<string, Migration> = {
        ...shopMigrations,
        '0003_tags': {
          async up(db) {
            await db.schema.createTable('tags').addColumn('id', 'integer').execute()
          },
        },
        '0004_broken': {
          async up(db) {
            await sql`alter table no_such_table add column x integer`.execute(db)
          },
        },
      }
      await assert.rejects(migrateSchema(database, 'shop', broken), (error: unknown) => {
        assert.ok(error instanceof MigrationError)
        assert.equal(error.migration, '0004_broken')
        assert.match(error.message, /migration 0004_broken of schema "shop" failed: .*no_such_table/)
        return true
      })
      const { tables } = await objectsIn(database, 'shop')
      assert.ok(!tables.includes('tags'), 'the migration before the failing one was rolled back too')
    })

    test('refuses a schema name that is not snake_case', async () => {
      await assert.rejects(migrateSchema(database, 'Bad-Name', {}), /lowercase snake_case/)
    })
  })
}

if (testDatabaseKinds().includes('postgres')) {
  describe('migrating from two processes at once on postgres', () => {
    test('runs each migration exactly once', async () => {
      const database = await createTestDatabase('postgres')
      // a second pool on the same database plays the other process
      const other = await createDatabase({ databaseUrl: database.url! })
      try {
        let runs = 0
        const slow: Record<string, Migration> = {
          '0001_slow': {
            async up(db) {
              runs++
              await new Promise((resolve) => setTimeout(resolve, 100))
              await db.schema.createTable('things').addColumn('id', 'integer').execute()
            },
          },
        }
        await Promise.all([
          migrateSchema(database, 'race', slow),
          migrateSchema(other, 'race', slow),
          migrateSchema(database, 'race', slow),
        ])
        assert.equal(runs, 1)
      } finally {
        await other.close()
        await database.drop()
      }
    })
  })
}
