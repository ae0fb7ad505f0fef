import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Logger } from '../log/logger.ts'
import { namingPool } from './named-statements.ts'
import { namingPGlite } from './pglite-named.ts'
import { createPgListener } from './pg-listener.ts'

// the kit runs queries over tables it cannot know: each service brings its own table types
// biome-ignore lint/suspicious/noExplicitAny: the same escape hatch Kysely documents for untyped use
export type AnyTables = any

export type NotificationHandler = (payload: string) => void

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Kysely<AnyTables>
  forSchema<DB = AnyTables>(schema: string): Kysely<DB>
  // LISTEN on a channel; a NOTIFY sent inside a transaction arrives only after it commits
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string
  // PGlite keeps its files in <dataDir>/pglite; 'memory' keeps nothing
  dataDir?: string | 'memory'
  logger?: Logger
  // a PGlite dumpDataDir() tarball to start from instead of running initdb (fast test databases)
  pgliteSnapshot?: Blob
  // PostgreSQL settings for PGlite (name to value, as `-c name=value` at its start), over its own
  pgliteSettings?: Readonly<Record<string, string>>
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.logger) : openPGlite(options)
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  const started = performance.now()
  const dataDir = options.dataDir ?? 'memory'
  let path: string | undefined
  if (dataDir !== 'memory') {
    path = join(dataDir, 'pglite')
    await mkdir(path, { recursive: true })
  }
  const pglite = await PGlite.create({
    // pg_trgm serves fuzzy search; PostgreSQL servers ship it as a contrib extension
    extensions: { pg_trgm },
    ...(path ? { dataDir: path } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    ...(options.pgliteSettings ? { startParams: pgliteStartParams(options.pgliteSettings) } : {}),
  })
  options.logger?.debug(
    { dataDir: path ?? 'memory', ms: Math.round(performance.now() - started) },
    'pglite database opened',
  )
  // kysely's PGlite adapter reports a single connection, so its runtime driver queues every
  // query and transaction behind one mutex: inside db.transaction() only `trx` may be used. Statements
  // built once run named (ADR 63)
  const db = new Kysely<AnyTables>({ dialect: new PGliteDialect({ pglite: namingPGlite(pglite) }) })
  let closing: Promise<void> | undefined
  return {
    kind: 'pglite',
    db,
    forSchema: (schema) => db.withSchema(schema),
    async listen(channel, handler) {
      const unlisten = await pglite.listen(channel, handler)
      return async () => {
        if (!pglite.closed) await unlisten()
      }
    },
    close() {
      closing ??= (async () => {
        await db.destroy()
        if (!pglite.closed) await pglite.close()
      })()
      return closing
    },
  }
}

// PGlite's own start parameters, then the settings: a later `-c` wins
export function pgliteStartParams(settings: Readonly<Record<string, string>>): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]
}

const INT8_OID = 20
const INT8_ARRAY_OID = 1016

type ParserLookup = (oid: number, format?: 'text' | 'binary') => (value: string) => unknown

// bigint columns come back as numbers, as PGlite returns them, so queries behave the same on both
function typeParsers(): pg.CustomTypesConfig {
  const builtin = pg.types.getTypeParser as ParserLookup
  const parseInt8Array = builtin(INT8_ARRAY_OID, 'text') as (value: string) => Array<string | null>
  const lookup: ParserLookup = (oid, format) => {
    if (oid === INT8_OID) return (value) => Number(value)
    if (oid === INT8_ARRAY_OID) {
      return (value) => parseInt8Array(value).map((item) => (item === null ? null : Number(item)))
    }
    return builtin(oid, format)
  }
  return { getTypeParser: lookup as pg.CustomTypesConfig['getTypeParser'] }
}

async function openPostgres(databaseUrl: string, logger: Logger | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: typeParsers(),
    application_name: 'showroom',
  })
  // an idle client losing its connection must not crash the process; the pool replaces it
  pool.on('error', (error) => logger?.warn({ err: error }, 'postgres pool client failed'))
  // statements built once run as named statements, parsed once per connection
  const db = new Kysely<AnyTables>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) })
  try {
    // fail at start, not at the first request, when the server is unreachable
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw error
  }
  const listener = createPgListener(databaseUrl, logger)
  let closing: Promise<void> | undefined
  return {
    kind: 'postgres',
    db,
    forSchema: (schema) => db.withSchema(schema),
    listen: (channel, handler) => listener.listen(channel, handler),
    close() {
      closing ??= (async () => {
        await listener.close()
        await db.destroy()
      })()
      return closing
    },
  }
}
