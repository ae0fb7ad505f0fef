// run once by `npm run cluster` before any server starts: creates the database when the server has
// none of that name, migrates the platform and every service's schema, and loads the demo data set
// into an empty database (DEMO_DATA, default true), so the gateways and services that start next
// find everything in place and none of them races another to migrate
import { loadDemoData } from '@showroom/demo'
import {
  createPlatform,
  exitOnConfigError,
  loadConfig,
  migrateSchema,
  type ServiceModule,
} from '@showroom/platform'
import pg from 'pg'
import { createServices } from '../../gateway/src/services.ts'

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!name) return
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`)
      process.stdout.write(`created the database ${name}\n`)
    }
  } finally {
    await client.end()
  }
}

const config = await exitOnConfigError(() => loadConfig())
if (!config.databaseUrl) {
  process.stderr.write(
    'DATABASE_URL must name a PostgreSQL database: every process of the cluster shares it\n',
  )
  process.exit(1)
}
await ensureDatabase(config.databaseUrl)
const platform = await createPlatform(config)
try {
  const services = createServices(platform)
  const modules = Object.values(services) as ServiceModule[]
  for (const service of modules) await migrateSchema(platform.database, service.name, service.migrations)
  process.stdout.write('migrations done\n')
  if (config.demoData) {
    // the services subscribe to each other's events on start: the demo data's events reach them all
    for (const service of modules) await service.start?.()
    const { loaded } = await loadDemoData(services, {
      storage: platform.storage,
      logger: platform.logger,
      drainEvents: () => platform.events.drain(),
    })
    process.stdout.write(loaded ? 'demo data loaded\n' : 'demo data already there\n')
    for (const service of modules) await service.stop?.()
  }
} finally {
  await platform.close()
}
process.exit(0)
