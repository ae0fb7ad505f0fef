// the two gateways the search benchmark compares: the demo data set, and the demo plus many events.
// the large database is kept between runs (a PGlite folder in the temp dir, or a named PostgreSQL
// database) because building it is the slow part
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadDemoData, loadScaleData } from '@showroom/demo'
import { createPlatform, loadConfig, type Platform } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { buildApp } from 'gateway'
import { sql } from 'kysely'
import pg from 'pg'

export interface BenchGateway {
  url: string
  app: FastifyInstance
  platform: Platform
  close(): Promise<void>
}

export interface BenchTarget {
  kind: 'pglite' | 'postgres'
  // a PostgreSQL server url (any database on it); undefined for PGlite
  serverUrl: string | undefined
}

async function admin(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function start(env: Record<string, string>): Promise<{
  app: FastifyInstance
  platform: Platform
  services: Awaited<ReturnType<typeof buildApp>>['services']
}> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  })
  const platform = await createPlatform(config)
  const { app, services } = await buildApp({ config, platform })
  await app.ready()
  return { app, platform, services }
}

async function listen(
  app: FastifyInstance,
  platform: Platform,
  cleanup: () => Promise<void>,
): Promise<BenchGateway> {
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url,
    app,
    platform,
    close: async () => {
      await app.close()
      await platform.close()
      await cleanup()
    },
  }
}

// a fresh database with the demo data set, dropped on close
export async function demoGateway(target: BenchTarget): Promise<BenchGateway> {
  const dataDir = join(tmpdir(), `showroom-bench-search-demo-${process.pid}`)
  mkdirSync(dataDir, { recursive: true })
  let env: Record<string, string> = { DATA_DIR: dataDir }
  const name = `showroom_bench_search_demo_${process.pid}`
  if (target.serverUrl) {
    await admin(target.serverUrl, `drop database if exists ${name} with (force)`)
    await admin(target.serverUrl, `create database ${name}`)
    env = { ...env, DATABASE_URL: databaseUrl(target.serverUrl, name) }
  } else {
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true })
  }
  const { app, platform, services } = await start(env)
  await loadDemoData(services, { storage: platform.storage, drainEvents: () => platform.events.drain() })
  return listen(app, platform, async () => {
    rmSync(dataDir, { recursive: true, force: true })
    if (target.serverUrl) await admin(target.serverUrl, `drop database if exists ${name} with (force)`)
  })
}

// the demo data plus `events` generated events; built once, then reused
export async function largeGateway(
  target: BenchTarget,
  events: number,
  log: (line: string) => void,
): Promise<BenchGateway> {
  const dataDir = join(tmpdir(), `showroom-bench-search-large-${events}`)
  const ready = join(dataDir, 'ready')
  const name = `showroom_bench_search_${events}`
  let env: Record<string, string> = { DATA_DIR: dataDir }
  let fresh = false
  if (target.serverUrl) {
    const found = await admin(target.serverUrl, `select 1 from pg_database where datname = '${name}'`)
    const marked = found.rowCount ? await hasMarker(databaseUrl(target.serverUrl, name)) : false
    if (!marked) {
      await admin(target.serverUrl, `drop database if exists ${name} with (force)`)
      await admin(target.serverUrl, `create database ${name}`)
      fresh = true
    }
    env = { ...env, DATABASE_URL: databaseUrl(target.serverUrl, name) }
    mkdirSync(dataDir, { recursive: true })
  } else if (!existsSync(ready)) {
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    fresh = true
  }
  const { app, platform, services } = await start(env)
  if (fresh) {
    const started = Date.now()
    log(`building the large ${target.kind} database (${events} events), kept for later runs`)
    await loadDemoData(services, { storage: platform.storage, drainEvents: () => platform.events.drain() })
    await loadScaleData(services, {
      events,
      seed: 7,
      onProgress: ({ events: done, total, ms }) => {
        if (done % 20000 === 0 || done === total)
          log(`  ${done}/${total} events (${(ms / 1000).toFixed(0)} s)`)
      },
    })
    if (target.serverUrl)
      await sql`create table public.bench_ready (at timestamptz default now())`.execute(platform.database.db)
    else writeFileSync(ready, new Date().toISOString())
    log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  // the bulk load writes each event's search document twice (the event, then its designers) and
  // leaves trigram entries in the GIN pending lists; without autovacuum (off on test servers, absent
  // in PGlite) they stay, so clean up as autovacuum would and refresh the statistics
  await sql`vacuum (analyze)`.execute(platform.database.db)
  return listen(app, platform, async () => {})
}

async function hasMarker(url: string): Promise<boolean> {
  const result = await admin(url, "select to_regclass('public.bench_ready') is not null as ready")
  return result.rows[0]?.ready === true
}
