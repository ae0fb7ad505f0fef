import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadDemoData } from '@showroom/demo'
import { createPlatform, type Database, loadConfig, type Platform } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import type { GraphQLSchema } from 'graphql'
import { buildApp, type Services } from 'gateway'
import { type PreparedData, preparedData } from './prepared-data.ts'
import type { TestDatabase } from './test-database.ts'

export interface TestGateway {
  app: FastifyInstance
  services: Services
  platform: Platform
  supergraphSdl: string
  // what the supergraph was composed from, as one hash
  supergraphKey: string
  // the stitched schema the gateway serves (before its request guards), for tests of how it runs
  schema: GraphQLSchema
  // the PostgreSQL test database's connection string, for a second process; undefined on PGlite
  databaseUrl: string | undefined
  close(): Promise<void>
}

export interface TestGatewayOptions {
  database?: 'pglite' | 'postgres'
  demo?: boolean
  // extra configuration, as environment variables would give it
  env?: Record<string, string>
}

// configuration that changes how the gateway runs but not what it stores: prepared data is shared
// across these
const RUNTIME_ONLY = new Set(['LOG_LEVEL', 'MFE_REGISTRY_FILE', 'REDIS_URL'])

type OpenGateway = Omit<TestGateway, 'databaseUrl' | 'close'> & { close(): Promise<void> }

// the whole gateway with every service in process, on a database of its own; use app.inject() against
// it. The database and data folder start as copies of ones prepared once (prepared-data.ts)
export async function createTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const env = envOf(options)
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-test-'))
  let database: TestDatabase | undefined
  let gateway: OpenGateway | undefined
  try {
    const prepared = await prepareTestGateway(options)
    cpSync(prepared.filesDir, dataDir, { recursive: true })
    database = await prepared.database()
    gateway = await openGateway(database, { ...env, DATA_DIR: dataDir }, { loadDemo: false })
  } catch (error) {
    // a failed start must not leave the database open: the test process would never exit
    await gateway?.close().catch(() => {})
    await database?.drop().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const opened = gateway
  const used = database
  return {
    ...opened,
    databaseUrl: used.url,
    close: async () => {
      await opened.close()
      await used.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// the data such a gateway starts from, migrated (and with the demo data loaded) once and then copied
// for each test. Without the demo data it holds only the migrations, the same whatever the
// configuration (the gateway a test opens on it starts with the test's own), so one copy serves every
// configuration
export async function prepareTestGateway(options: TestGatewayOptions = {}): Promise<PreparedData> {
  const kind = options.database ?? 'pglite'
  const demo = options.demo === true
  const variant = Object.fromEntries(
    Object.entries(envOf(demo ? options : {})).filter(([name]) => !RUNTIME_ONLY.has(name)),
  )
  return preparedData(kind, { ...variant, demo: String(demo) }, async (fresh, filesDir) => {
    try {
      const builder = await openGateway(fresh, { ...variant, DATA_DIR: filesDir }, { loadDemo: demo })
      await builder.close()
    } finally {
      await fresh.close()
    }
  })
}

// what a test gateway with these options starts from, for a test that builds its own gateway with
// buildApp(): a copy of the prepared database, and the prepared files copied into dataDir
export async function createPreparedTestDatabase(
  options: TestGatewayOptions & { dataDir: string },
): Promise<TestDatabase> {
  const prepared = await prepareTestGateway(options)
  cpSync(prepared.filesDir, options.dataDir, { recursive: true })
  return prepared.database()
}

function envOf(options: TestGatewayOptions): Record<string, string> {
  return { NODE_ENV: 'test', PASSWORD_HASH_COST: '10', DEMO_DATA: 'false', ...options.env }
}

async function openGateway(
  database: Database,
  env: Record<string, string>,
  { loadDemo }: { loadDemo: boolean },
): Promise<OpenGateway> {
  const config = loadConfig(env)
  const platform = await createPlatform(config, { database })
  let app: FastifyInstance | undefined
  try {
    const built = await buildApp({ config, platform })
    app = built.app
    if (loadDemo) {
      await loadDemoData(built.services, {
        storage: platform.storage,
        drainEvents: () => platform.events.drain(),
      })
    }
    // the dispatcher is not started in tests: deliver what the demo data published, as start-up would
    await platform.events.drain()
    await app.ready()
    const started = app
    return {
      app: started,
      services: built.services,
      platform,
      supergraphSdl: built.supergraphSdl,
      supergraphKey: built.supergraphKey,
      schema: built.schema,
      close: async () => {
        await started.close()
        await platform.close()
      },
    }
  } catch (error) {
    await app?.close().catch(() => {})
    await platform.close().catch(() => {})
    throw error
  }
}
