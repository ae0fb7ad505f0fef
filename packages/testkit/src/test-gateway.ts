import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadDemoData } from '@showroom/demo'
import { createPlatform, loadConfig, type Platform } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { buildApp, type Services } from 'gateway'
import { createTestDatabase } from './test-database.ts'

export interface TestGateway {
  app: FastifyInstance
  services: Services
  platform: Platform
  supergraphSdl: string
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

// the whole gateway with every service in process, on a fresh database; use app.inject() against it
export async function createTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-test-'))
  const database = await createTestDatabase(options.database ?? 'pglite')
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ...options.env,
  })
  const platform = await createPlatform(config, { database })
  const { app, services, supergraphSdl } = await buildApp({ config, platform })
  if (options.demo)
    await loadDemoData(services, { storage: platform.storage, drainEvents: () => platform.events.drain() })
  // the dispatcher is not started in tests: deliver what the demo data published, as start-up would
  await platform.events.drain()
  await app.ready()
  return {
    app,
    services,
    platform,
    supergraphSdl,
    databaseUrl: database.url,
    close: async () => {
      await app.close()
      await platform.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
