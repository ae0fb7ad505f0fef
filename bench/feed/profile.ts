// where the time of one activity_feed_get goes: a small feed (BENCH_FEED_ITEMS, 20,000 by default)
// on PostgreSQL with --postgres (PGlite otherwise), then the London page 1 row asked RUNS times one
// at a time under the V8 profiler; prints the self time per function and per package or service.
// `node bench/feed/profile.ts --postgres`; figures are printed, never asserted
import { Session } from 'node:inspector/promises'
import pg from 'pg'
import { createTestGateway, seedLondonEvents } from '@showroom/testkit'
import { feedEndpoints } from '../../gateway/src/rest/endpoints/feed.endpoints.ts'
import { seedFeedItems } from './seed.ts'

const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 200)
const log = (line: string) => process.stdout.write(`${line}\n`)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

// the package or service a script belongs to, so the summary says whose code the time is in
function ownerOf(url: string): string {
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (modules) return modules[1] as string
  const own = url.match(/\/work\/main\/((?:services|packages|gateway)\/[^/]+(?:\/src\/[^/]+)?)/)
  if (own) return own[1] as string
  return url ? (url.split('/').slice(-2).join('/') ?? url) : '(native / idle)'
}

async function main() {
  if (process.argv.includes('--postgres')) process.env.TEST_DATABASES = 'postgres'
  const kind = process.argv.includes('--postgres') ? 'postgres' : 'pglite'
  const items = Number(process.env.BENCH_FEED_ITEMS ?? 20_000)
  const gateway = await createTestGateway({ database: kind })
  try {
    const { accounts, discovery } = gateway.services
    const events = await seedLondonEvents(
      discovery,
      Array.from({ length: 20 }, (_, i) => `profile-feed-sale-${i}`),
    )
    const designers: number[] = []
    for (let i = 0; i < 5; i++)
      designers.push(
        await discovery.api.addDesigner({ slug: `profile-feed-label-${i}`, nameEn: `Label ${i}`, cityId: 1 }),
      )
    const members: number[] = []
    for (let i = 1; i <= 50; i++)
      members.push(
        (
          await accounts.api.createUser({
            email: `profile-feed-${i}@example.test`,
            username: `profilefeed${i}`,
            password: 'long-enough-password',
            fullName: `Profile Member ${i}`,
          })
        ).id,
      )
    await gateway.platform.events.drain()
    await seedFeedItems(gateway.platform.database, items, new Date(), { members, designers, events }, log)
    const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const page = async () => {
      const response = await fetch(`${url}/api/activity_feed_get?version=1&prefix=%2Flondon`)
      const body = (await response.json()) as { values?: { feed?: unknown[] } }
      if (body.values?.feed?.length !== 20) throw new Error(`a page of ${body.values?.feed?.length}`)
    }
    for (let i = 0; i < 30; i++) await page()
    // the same page three ways: the /api row, its own operation through /graphql, and the slim feed
    const row = feedEndpoints.find((endpoint) => endpoint.name === 'activity_feed_get')
    const graphql = (query: string, variables: Record<string, unknown>) => async () => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
      const body = (await response.json()) as { errors?: unknown[] }
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors).slice(0, 500))
    }
    const rowOperation = graphql(row?.operation ?? '', {
      byCity: true,
      prefix: '/london',
      userId: null,
      pageToken: null,
      direction: 'next',
      showMore: false,
      skip: 0,
      itemIds: null,
    })
    const slim = graphql(
      'query ($cityId: Int) { activityFeed(cityId: $cityId) { items { id sourceType sourceId entityId pageToken } hasMore } }',
      { cityId: 1 },
    )
    const mean = async (call: () => Promise<void>) => {
      for (let i = 0; i < 10; i++) await call()
      const started = performance.now()
      for (let i = 0; i < RUNS; i++) await call()
      return (performance.now() - started) / RUNS
    }
    const bytes = (await (await fetch(`${url}/api/activity_feed_get?version=1&prefix=%2Flondon`)).text())
      .length
    log(
      `\nmean ms a call: /api row ${(await mean(page)).toFixed(1)} (${bytes} bytes), its operation through /graphql ${(await mean(rowOperation)).toFixed(1)}, the slim activityFeed ${(await mean(slim)).toFixed(1)}`,
    )
    // the statements one row sends, by the label each query carries
    const labels = new Map<string, number>()
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '')
      const label = text.match(/\/\*\s*([^*]+?)\s*\*\//)?.[1] ?? text.slice(0, 60).replace(/\s+/g, ' ')
      labels.set(label, (labels.get(label) ?? 0) + 1)
      return query.apply(this, args)
    } as typeof pg.Client.prototype.query
    await page()
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query
    log(`\none row: ${[...labels.values()].reduce((a, b) => a + b, 0)} statements`)
    for (const [label, n] of [...labels].sort((a, b) => b[1] - a[1])) log(`  ${n} x ${label}`)
    const session = new Session()
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
    const started = performance.now()
    for (let i = 0; i < RUNS; i++) await page()
    const elapsed = performance.now() - started
    const { profile } = (await session.post('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
    }
    session.disconnect()
    const selfMs = new Map<number, number>()
    for (const [i, id] of profile.samples.entries())
      selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    const byFunction = new Map<string, number>()
    const byOwner = new Map<string, number>()
    for (const node of profile.nodes) {
      const ms = selfMs.get(node.id) ?? 0
      const { functionName, url: script, lineNumber } = node.callFrame
      const name = `${functionName || '(anonymous)'} ${script ? `${script.replace(/^.*\/work\/main\//, '')}:${lineNumber + 1}` : ''}`
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
      const owner = functionName === '(idle)' ? '(idle)' : ownerOf(script)
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms)
    }
    log(
      `\n${RUNS} London page 1 rows on ${kind}, ${items.toLocaleString('en')} items: ${(elapsed / RUNS).toFixed(1)} ms a row`,
    )
    log('\n| where (self time) | ms per row |')
    log('|---|---|')
    for (const [owner, ms] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 20))
      log(`| ${owner} | ${(ms / RUNS).toFixed(2)} |`)
    log('\n| function (self time) | ms per row |')
    log('|---|---|')
    for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30))
      log(`| ${name} | ${(ms / RUNS).toFixed(2)} |`)
  } finally {
    await gateway.close()
  }
}

await main()
