import type { Database } from './db/database.ts'
import { type Migration, migrateSchema } from './db/migrate.ts'
import { eventsMigration } from './events/events.migration.ts'
import { jobsMigration } from './jobs/jobs.migration.ts'

export const PLATFORM_SCHEMA = 'platform'

export const platformMigrations: Record<string, Migration> = {
  '0001_events': eventsMigration,
  '0002_jobs': jobsMigration,
}

// the outbox and job tables the platform itself needs, in the `platform` schema
export async function migratePlatform(database: Database): Promise<void> {
  await migrateSchema(database, PLATFORM_SCHEMA, platformMigrations)
}
