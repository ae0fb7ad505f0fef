import { loadDemoData } from '@showroom/demo'
import { ConfigError, createPlatform, loadConfig } from '@showroom/platform'
import { buildApp } from './app.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const platform = await createPlatform(config)
  const { app, services } = await buildApp({ config, platform })
  if (config.demoData)
    await loadDemoData(services, {
      storage: platform.storage,
      logger: platform.logger,
      drainEvents: () => platform.events.drain(),
    })
  platform.start()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    platform.logger.info({ signal }, 'shutting down')
    await app.close()
    await platform.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  platform.logger.info({ url: config.publicUrl, database: platform.database.kind }, 'Showroom is up')
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`)
  } else {
    process.stderr.write(
      `Showroom could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
  }
  process.exit(1)
})
