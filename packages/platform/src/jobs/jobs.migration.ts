import { type Kysely, sql } from 'kysely'
import type { Migration } from '../db/migrate.ts'
import type { AnyTables } from '../db/database.ts'

// background jobs: queued -> running -> deleted on success, or back to queued to retry, or failed
export const jobsMigration: Migration = {
  async up(db: Kysely<AnyTables>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('data', 'jsonb', (col) => col.notNull())
      .addColumn('state', 'text', (col) =>
        col.notNull().defaultTo('queued').check(sql`state in ('queued', 'running', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('claim_token', 'uuid')
      .addColumn('singleton_key', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema
      .createIndex('jobs_due_idx')
      .on('jobs')
      .columns(['name', 'run_at'])
      .where(sql.ref('state'), '=', 'queued')
      .execute()
    await db.schema
      .createIndex('jobs_lease_idx')
      .on('jobs')
      .columns(['name', 'locked_until'])
      .where(sql.ref('state'), '=', 'running')
      .execute()
    // at most one queued or running job per (name, singleton key)
    await sql`
      create unique index jobs_singleton_idx on jobs (name, singleton_key)
      where singleton_key is not null and state in ('queued', 'running')
    `.execute(db)
  },
}
