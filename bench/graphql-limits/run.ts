// how fast /graphql refuses the requests the limits exist for (300 aliases of search, 1000 aliases of
// comments, 200 levels deep, a nested list fan-out), and whether a side request (/health and a small
// query) slows down while those requests keep arriving. Target: each refused in under 50 ms, side
// latency unchanged. PGlite by default; --postgres for the PostgreSQL server. Figures are printed,
// never asserted.
import { createTestGateway } from '@showroom/testkit'

const REPEATS = Number(process.env.BENCH_REPEATS ?? 30)
const SIDE_REQUESTS = Number(process.env.BENCH_SIDE_REQUESTS ?? 200)
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 4)

const log = (line: string) => process.stdout.write(`${line}\n`)
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1)

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n')} }`

const ATTACKS: Record<string, string> = {
  '300 aliases of search': aliases(300, 'search(term: "dress") { events { id name detailUrl } }'),
  '1000 aliases of comments(limit: 5)': aliases(
    1000,
    'comments(type: "event", eventId: 1, limit: 5) { hasMore }',
  ),
  'depth 200': `{ venues { ${'events { venue { '.repeat(100)} id ${' } }'.repeat(100)} } }`,
  'nested list fan-out':
    '{ designers(first: 100) { events(first: 100) { designers { events(first: 100) { id } } } } }',
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  return `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted.at(-1) ?? 0)} ms`
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const start = performance.now()
  const response = await request()
  await response.arrayBuffer()
  return { ms: performance.now() - start, status: response.status }
}

const database = process.argv.includes('--postgres') ? 'postgres' : 'pglite'
const gateway = await createTestGateway({ database, demo: true })
const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
const graphql = (query: string) => () =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
const health = () => fetch(`${url}/health`)
const small = graphql('{ cities { id name } }')

async function sideLatency(): Promise<{ health: number[]; query: number[] }> {
  const figures = { health: [] as number[], query: [] as number[] }
  for (let i = 0; i < SIDE_REQUESTS; i++) {
    figures.health.push((await timed(health)).ms)
    figures.query.push((await timed(small)).ms)
  }
  return figures
}

try {
  log(`graphql limits on ${database}: ${REPEATS} tries of each refused request`)
  for (const [name, query] of Object.entries(ATTACKS)) {
    const samples: number[] = []
    const statuses = new Set<number>()
    for (let i = 0; i < REPEATS; i++) {
      const result = await timed(graphql(query))
      samples.push(result.ms)
      statuses.add(result.status)
    }
    log(
      `  ${name} (${Math.round(query.length / 1024)} KB): status ${[...statuses].join(',')}, ${summary(samples)}`,
    )
  }

  const alone = await sideLatency()
  let attacking = true
  let attacks = 0
  const queries = Object.values(ATTACKS)
  const attackers = Array.from({ length: ATTACKERS }, async (_, n) => {
    while (attacking) {
      await timed(graphql(queries[(attacks + n) % queries.length] as string))
      attacks++
    }
  })
  const underAttack = await sideLatency()
  attacking = false
  await Promise.all(attackers)
  log(`side requests, ${SIDE_REQUESTS} each, alone:`)
  log(`  /health ${summary(alone.health)}; { cities } ${summary(alone.query)}`)
  log(`side requests while ${ATTACKERS} clients keep sending the refused requests (${attacks} sent):`)
  log(`  /health ${summary(underAttack.health)}; { cities } ${summary(underAttack.query)}`)
} finally {
  await gateway.close()
}
