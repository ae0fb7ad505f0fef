import { sql } from 'kysely'
import { exitOnConfigError, loadConfig } from '../config/config.ts'
import { migrateSchema } from '../db/migrate.ts'
import { createPlatform, type Platform } from '../platform.ts'
import type { ServiceModule } from '../service.ts'
import { serveSubgraph } from './serve-subgraph.ts'

// a service as its own process (the gateway's SERVICE_URL_<NAME> points here): configure, migrate
// its schema, serve its subgraph, stop cleanly on SIGINT/SIGTERM
export async function runServiceProcess(create: (platform: Platform) => ServiceModule): Promise<void> {
  const config = await exitOnConfigError(() => loadConfig())
  const platform = await createPlatform(config)
  const service = create(platform)
  const logger = platform.logger.child({ service: service.name })
  await migrateSchema(platform.database, service.name, service.migrations)
  await service.start?.()
  platform.start()
  const served = await serveSubgraph(service, {
    port: config.port,
    host: config.host,
    internalSecret: config.internalSecret,
    logger,
    // ready while its database answers, as the gateway's /health/ready
    ready: () => sql`select 1`.execute(platform.database.db).then(() => true),
  })
  logger.info({ url: served.url }, `${service.name} subgraph listening`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, `${service.name} subgraph stopping`)
    await served.close()
    await service.stop?.()
    await platform.close()
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}
