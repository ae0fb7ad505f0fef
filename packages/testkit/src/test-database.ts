import { randomBytes } from 'node:crypto'
import { createDatabase, type Database, type Logger } from '@showroom/platform'
import pg from 'pg'
import { TEST_PGLITE_SETTINGS } from './pglite-settings.ts'
import { forgetPgliteSnapshot, pgliteSnapshot } from './pglite-snapshot.ts'
import { type TestDatabaseKind, testPostgresUrl } from './test-env.ts'

export interface TestDatabase extends Database {
  // the connection string of a PostgreSQL test database (for child processes); undefined on PGlite
  url: string | undefined
  // closes the database and, on PostgreSQL, drops it
  drop(): Promise<void>
}

export interface TestDatabaseOptions {
  logger?: Logger
  // start from prepared data instead of an empty database (see prepared-data.ts)
  pgliteSnapshot?: Blob
  postgresTemplate?: string
}

// an empty database: PGlite in memory, or a brand-new PostgreSQL database on TEST_POSTGRES_URL
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  return kind === 'pglite' ? createPgliteTestDatabase(options) : createPostgresTestDatabase(options)
}

async function createPgliteTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  if (options.pgliteSnapshot) {
    const prepared = await createDatabase({
      dataDir: 'memory',
      pgliteSnapshot: options.pgliteSnapshot,
      pgliteSettings: TEST_PGLITE_SETTINGS,
      ...loggerOf(options),
    })
    return { ...prepared, url: undefined, drop: () => prepared.close() }
  }
  const open = async () =>
    createDatabase({
      dataDir: 'memory',
      pgliteSnapshot: await pgliteSnapshot(),
      pgliteSettings: TEST_PGLITE_SETTINGS,
      ...loggerOf(options),
    })
  let database: Database
  try {
    database = await open()
  } catch {
    // a stale or damaged cached snapshot: build a new one once
    await forgetPgliteSnapshot()
    database = await open()
  }
  return { ...database, url: undefined, drop: () => database.close() }
}

async function createPostgresTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl()
  const name = `showroom_test_${randomBytes(6).toString('hex')}`
  const template = options.postgresTemplate ? ` template ${quoteIdentifier(options.postgresTemplate)}` : ''
  await admin(serverUrl, `create database ${name}${template}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  let database: Database
  try {
    database = await createDatabase({ databaseUrl: url.toString(), ...loggerOf(options) })
  } catch (error) {
    await admin(serverUrl, `drop database if exists ${name} with (force)`)
    throw error
  }
  let dropped = false
  return {
    ...database,
    url: url.toString(),
    async drop() {
      if (dropped) return
      dropped = true
      await database.close()
      await admin(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

function loggerOf(options: TestDatabaseOptions): { logger?: Logger } {
  return options.logger ? { logger: options.logger } : {}
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

// runs one statement on the test server's maintenance database
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
