// fills the configured database (DATABASE_URL, or PGlite under DATA_DIR) with many events:
//   node demo/src/cli.ts --scale 100000 [--seed 7]
import { createPlatform, exitOnConfigError, loadConfig } from '@showroom/platform'
import { buildApp } from 'gateway'
import { loadScaleData } from './scale.ts'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

async function main(): Promise<void> {
  const events = Number(argument('scale'))
  const seed = argument('seed') === undefined ? 1 : Number(argument('seed'))
  if (!Number.isInteger(events) || events < 1 || !Number.isInteger(seed)) {
    process.stderr.write('usage: node demo/src/cli.ts --scale <number of events> [--seed <integer>]\n')
    process.exit(2)
  }
  const config = await exitOnConfigError(() => loadConfig())
  const platform = await createPlatform(config)
  // building the app runs every service's migrations, so an empty database works too
  const { app, services } = await buildApp({ config, platform })
  const started = Date.now()
  process.stdout.write(`adding ${events} events to the ${platform.database.kind} database\n`)
  const result = await loadScaleData(services, {
    events,
    seed,
    storage: platform.storage,
    onProgress: ({ events: done, total, ms }) =>
      process.stdout.write(`  ${done}/${total} events (${(ms / 1000).toFixed(1)} s)\n`),
  })
  process.stdout.write(
    `done: ${result.events} events, ${result.designers} designers, ${result.venues} venues, ${result.news} news in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  )
  await app.close()
  await platform.close()
}

main().catch((error: unknown) => {
  process.stderr.write(
    `scale data failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
