// search at two sizes, in one run: the demo data set and the demo plus 100,000 events. Measures
// search_autocomplete, the search.html fragment and calendar_in_city on each and prints the
// large/small ratio of p95 (target: under 2). PGlite by default; PostgreSQL with DATABASE_URL or
// --postgres (uses TEST_POSTGRES_URL or 127.0.0.1:5432); --large-only skips the demo size, and prints
// the processor time a request took in the gateway's process and in a local PostgreSQL server. Timings
// are printed, never asserted.
import { loadavg } from 'node:os'
import { CALLS, ONCE_EACH, target } from './calls.ts'
import { type BenchGateway, type BenchTarget, demoGateway, largeGateway } from './databases.ts'
import { countProcessorTime } from './processor-time.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 4
const LARGE_EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 100_000)

interface Figures {
  p50: number
  p95: number
  rps: number
  // processor ms a request: the gateway's process (the load generator included) and PostgreSQL's
  gatewayMs: number
  postgresMs: number | null
  note?: string
}

// where each call set's list goes on from: a set meant to be asked once per path goes on past its
// warm-up rather than repeating it
const cursors = new Map<string, number>()

const UNMEASURED = {
  p50: Number.NaN,
  p95: Number.NaN,
  rps: Number.NaN,
  gatewayMs: Number.NaN,
  postgresMs: null,
}

// a fixed number of clients, each sending the next path as soon as the last answer arrived
async function measure(
  gateway: BenchGateway,
  where: BenchTarget,
  name: string,
  seconds: number,
): Promise<Figures> {
  const paths: readonly string[] = CALLS[name as keyof typeof CALLS]
  let next = cursors.get(name) ?? 0
  const probe = await fetch(`${gateway.url}${paths[next++ % paths.length]}`)
  await probe.arrayBuffer()
  if (probe.status === 404 && paths[0]?.startsWith('/api/')) return { ...UNMEASURED, note: 'not served' }
  const latencies: number[] = []
  const processorTime = countProcessorTime(where)
  let failures = 0
  const until = performance.now() + seconds * 1000
  const client = async () => {
    while (performance.now() < until) {
      const path = paths[next++ % paths.length] as string
      const started = performance.now()
      const response = await fetch(`${gateway.url}${path}`)
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (response.status >= 300) failures++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, client))
  const used = processorTime()
  cursors.set(name, next)
  if (failures > 0) return { ...UNMEASURED, note: `${failures} failed requests` }
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number
  const repeated = ONCE_EACH.has(name) && next > paths.length ? next - paths.length : 0
  return {
    p50: at(0.5),
    p95: at(0.95),
    rps: latencies.length / seconds,
    gatewayMs: used.gateway / latencies.length,
    postgresMs: used.postgres === null ? null : used.postgres / latencies.length,
    ...(repeated > 0 ? { note: `${repeated} paths asked a second time` } : {}),
  }
}

async function measureAll(gateway: BenchGateway, where: BenchTarget): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>()
  // a new gateway keeps no answers yet
  cursors.clear()
  // warm up plans, caches and the JIT on every path first
  for (const name of Object.keys(CALLS)) await measure(gateway, where, name, 1)
  for (const name of Object.keys(CALLS)) figures.set(name, await measure(gateway, where, name, SECONDS))
  return figures
}

const log = (line: string) => process.stdout.write(`${line}\n`)
const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1))
const cpu = (n: number | null) => (n === null || Number.isNaN(n) ? '-' : n.toFixed(2))

async function main(): Promise<void> {
  const where = target()
  log(
    `search at demo scale and with ${LARGE_EVENTS} more events, ${where.kind}, ${CONNECTIONS} connections, ${SECONDS} s each`,
  )

  // --large-only: the large database alone, for comparing two versions of the code run after run
  const largeOnly = process.argv.includes('--large-only')
  const [loadBefore = 0] = loadavg()
  let smallFigures: Map<string, Figures> | null = null
  if (!largeOnly) {
    const small = await demoGateway(where)
    smallFigures = await measureAll(small, where)
    await small.close()
  }

  const large = await largeGateway(where, LARGE_EVENTS, log)
  const largeFigures = await measureAll(large, where)
  await large.close()
  log(`\nload average ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`)

  if (!smallFigures) {
    log('| call | large p50 ms | large p95 ms | large req/s | gateway ms/req | PostgreSQL ms/req |')
    log('|---|---|---|---|---|---|')
    for (const [name, b] of largeFigures)
      log(
        `| ${name} | ${ms(b.p50)} | ${ms(b.p95)} | ${b.rps.toFixed(0)}${b.note ? ` (${b.note})` : ''} | ${cpu(b.gatewayMs)} | ${cpu(b.postgresMs)} |`,
      )
    return
  }
  log(
    '| call | demo p50 ms | demo p95 ms | demo req/s | large p50 ms | large p95 ms | large req/s | p95 large/demo |',
  )
  log('|---|---|---|---|---|---|---|---|')
  for (const name of Object.keys(CALLS)) {
    const a = smallFigures.get(name) as Figures
    const b = largeFigures.get(name) as Figures
    const ratio = b.p95 / Math.max(a.p95, 1)
    const note = a.note ?? b.note
    log(
      `| ${name} | ${ms(a.p50)} | ${ms(a.p95)} | ${a.rps.toFixed(0)} | ${ms(b.p50)} | ${ms(b.p95)} | ${b.rps.toFixed(0)} | ${note ? note : `${ratio.toFixed(2)}${ratio < 2 ? '' : ' (over 2)'}`} |`,
    )
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `search bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
