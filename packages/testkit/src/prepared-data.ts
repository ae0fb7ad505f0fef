import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { createDatabase, type Database, pgliteStartParams } from '@showroom/platform'
import pg from 'pg'
import { withBuildLock } from './build-lock.ts'
import { TEST_PGLITE_SETTINGS, testPgliteLayout } from './pglite-settings.ts'
import { dumpBlob, pgliteSnapshot, pgliteVersion } from './pglite-snapshot.ts'
import { preparedDataHour } from './data-hour.ts'
import { currentHourStamp, sourceFingerprint } from './source-fingerprint.ts'
import { admin, createTestDatabase, quoteIdentifier, type TestDatabase } from './test-database.ts'
import type { TestDatabaseKind } from './test-env.ts'
import { testPostgresUrl } from './test-env.ts'

// fills a database and a data folder the way a test gateway would, then closes the database
export type PrepareData = (database: Database, dataDir: string) => Promise<void>

export interface PreparedData {
  // files the gateway keeps under DATA_DIR (the demo images): copy them into a new data folder
  filesDir: string
  // a new database holding the prepared data, dropped by the test as usual
  database(): Promise<TestDatabase>
}

const CACHE_DIR = join(tmpdir(), 'showroom-prepared-data')
const PREFIX = 'showroom_tpl_'
// prepared data this many hours old is removed when new data is prepared
const KEEP_HOURS = 3

// loading the demo data costs 10 to 20 s per test gateway: it is loaded once per source version,
// hour and kind of database, kept (a PGlite dump in the temp folder, a template database on
// PostgreSQL) and copied for each test, which costs well under a second
export async function preparedData(
  kind: TestDatabaseKind,
  variant: Record<string, string>,
  prepare: PrepareData,
): Promise<PreparedData> {
  const hour = preparedDataHour()
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        source: sourceFingerprint(),
        pglite: `${pgliteVersion()}-${testPgliteLayout()}`,
        variant,
      }),
    )
    .digest('hex')
    .slice(0, 16)
  const dir = join(CACHE_DIR, `${kind}-${hour}-${key}`)
  // on PostgreSQL the folder names its template: the files and the database come from one build
  const template = () =>
    existsSync(join(dir, 'template')) ? readFileSync(join(dir, 'template'), 'utf8') : ''
  const ready = async () =>
    existsSync(join(dir, 'ready')) && (kind === 'pglite' || (await templateExists(template())))
  // test files running side by side wait for one build instead of each building the same data
  if (!(await ready())) {
    await withBuildLock(`${dir}.lock`, async () => {
      if (!(await ready())) await build(kind, `${PREFIX}${hour}_${key}`, dir, prepare)
    })
  }
  const filesDir = join(dir, 'files')
  if (kind === 'postgres') {
    const name = template()
    return { filesDir, database: () => createTestDatabase('postgres', { postgresTemplate: name }) }
  }
  const dump = readFile(join(dir, 'database.tar')).then(dumpBlob)
  return { filesDir, database: async () => createTestDatabase('pglite', { pgliteSnapshot: await dump }) }
}

async function build(
  kind: TestDatabaseKind,
  templatePrefix: string,
  dir: string,
  prepare: PrepareData,
): Promise<void> {
  await forgetOldData()
  // built beside the final folder and renamed into place, so a parallel test never sees half of it
  const partial = `${dir}.${randomUUID()}.partial`
  const filesDir = join(partial, 'files')
  mkdirSync(filesDir, { recursive: true })
  try {
    if (kind === 'pglite') await buildPglite(partial, filesDir, prepare)
    else writeFileSync(join(partial, 'template'), await buildPostgres(templatePrefix, filesDir, prepare))
    writeFileSync(join(partial, 'ready'), new Date().toISOString())
    rmSync(dir, { recursive: true, force: true })
    renameSync(partial, dir)
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
}

async function buildPglite(partial: string, filesDir: string, prepare: PrepareData): Promise<void> {
  // on disk, so the finished data directory can be opened again and dumped
  const dataDir = join(partial, 'database')
  await prepare(
    await createDatabase({
      dataDir,
      pgliteSnapshot: await pgliteSnapshot(),
      pgliteSettings: TEST_PGLITE_SETTINGS,
    }),
    filesDir,
  )
  const pglite = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm },
    startParams: pgliteStartParams(TEST_PGLITE_SETTINGS),
  })
  try {
    const dump = await pglite.dumpDataDir('none')
    writeFileSync(join(partial, 'database.tar'), new Uint8Array(await dump.arrayBuffer()))
  } finally {
    await pglite.close()
  }
  rmSync(dataDir, { recursive: true, force: true })
}

// a template of its own (another checkout or temp folder on the same server may build the same source
// at the same time, with other upload ids in its files); returns its name
async function buildPostgres(
  templatePrefix: string,
  filesDir: string,
  prepare: PrepareData,
): Promise<string> {
  const serverUrl = testPostgresUrl()
  const building = `${PREFIX}building_${randomBytes(6).toString('hex')}`
  const name = `${templatePrefix}_${randomBytes(4).toString('hex')}`
  await admin(serverUrl, `create database ${quoteIdentifier(building)}`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${building}`
    await prepare(await createDatabase({ databaseUrl: url.toString() }), filesDir)
    // a template nobody connects to again
    await admin(serverUrl, `alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(name)}`)
    return name
  } finally {
    await admin(serverUrl, `drop database if exists ${quoteIdentifier(building)} with (force)`)
  }
}

async function templateExists(name: string): Promise<boolean> {
  return (await serverQuery('select 1 from pg_database where datname = $1', [name])).length === 1
}

async function serverQuery(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: testPostgresUrl() })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

// prepared data from earlier hours: folders in the temp folder and, when the server is there,
// template databases nobody is using
async function forgetOldData(): Promise<void> {
  const oldest = currentHourStamp(new Date(Date.now() - KEEP_HOURS * 3_600_000))
  const isOld = (hour: string | undefined) => hour !== undefined && /^\d{10}$/.test(hour) && hour < oldest
  mkdirSync(CACHE_DIR, { recursive: true })
  for (const entry of readdirSync(CACHE_DIR)) {
    if (isOld(entry.split('-')[1])) rmSync(join(CACHE_DIR, entry), { recursive: true, force: true })
  }
  let templates: string[] = []
  try {
    templates = (
      await serverQuery('select datname from pg_database where datname like $1', [`${PREFIX}%`])
    ).map((row) => String(row.datname))
  } catch {
    return
  }
  for (const template of templates) {
    if (!isOld(template.slice(PREFIX.length).split('_')[0])) continue
    await admin(testPostgresUrl(), `drop database if exists ${quoteIdentifier(template)}`).catch(() => {})
  }
}
