import { type Kysely, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import type { Database, AnyTables } from './database.ts'

export interface Migration {
  up(db: Kysely<AnyTables>): Promise<void>
  down?(db: Kysely<AnyTables>): Promise<void>
}

export class MigrationError extends Error {
  readonly schema: string
  readonly migration: string | undefined

  constructor(schema: string, migration: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(
      migration
        ? `migration ${migration} of schema "${schema}" failed: ${reason}`
        : `migrating schema "${schema}" failed: ${reason}`,
      { cause },
    )
    this.name = 'MigrationError'
    this.schema = schema
    this.migration = migration
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/

// brings one schema up to date; all pending migrations run in one transaction, so a failure
// leaves the schema as it was
export async function migrateSchema(
  database: Database,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) {
    throw new MigrationError(schema, undefined, new Error('schema names are lowercase snake_case'))
  }
  await database.db.connection().execute(async (connection) => {
    try {
      await connection.transaction().execute(async (trx) => {
        // two processes starting at once: the second waits here, then finds nothing left to do
        await sql`select pg_advisory_xact_lock(hashtextextended(${`showroom.migrate.${schema}`}, 0))`.execute(
          trx,
        )
        await sql`create schema if not exists ${sql.id(schema)}`.execute(trx)
        // withSchema qualifies whatever the schema and query builders make (tables, references,
        // indexes, types, views: see migrate.test.ts); search_path also catches raw sql`` statements
        await sql`select set_config('search_path', ${`"${schema}", public`}, true)`.execute(trx)
        const migrator = new Migrator({
          db: trx.withSchema(schema),
          provider: { getMigrations: async () => inSavepoints(migrations) },
          migrationTableSchema: schema,
        })
        const { error, results } = await migrator.migrateToLatest()
        if (error) {
          const failed = results?.find((result) => result.status === 'Error')
          throw new MigrationError(schema, failed?.migrationName, error)
        }
      })
    } finally {
      // kysely's migrator holds a session-level advisory lock; never hand a pooled connection back with it
      await sql`select pg_advisory_unlock_all()`.execute(connection)
    }
  })
}

// a failed statement aborts a PostgreSQL transaction; rolling back to a savepoint keeps it usable, so
// the migrator can still release its lock and report which migration failed
function inSavepoints(migrations: Record<string, Migration>): Record<string, Migration> {
  const wrapped: Record<string, Migration> = {}
  for (const [name, migration] of Object.entries(migrations)) {
    wrapped[name] = {
      async up(db) {
        await sql`savepoint showroom_migration`.execute(db)
        try {
          await migration.up(db)
        } catch (error) {
          await sql`rollback to savepoint showroom_migration`.execute(db)
          throw error
        }
        await sql`release savepoint showroom_migration`.execute(db)
      },
      ...(migration.down ? { down: migration.down } : {}),
    }
  }
  return wrapped
}
