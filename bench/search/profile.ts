// Where a search or calendar request's time goes on the large database: for every path of the bench,
// the statements one request runs (each with its own time, and whether it waited for an earlier one)
// against the request's whole time, taken one request at a time so nothing queues. With --cpu-prof
// the load of each call (4 clients, BENCH_SECONDS) is profiled too, to .tmp/profile/search-*.cpuprofile
// (sum one with bench/api/profile-summary.ts).
//   npx node bench/search/profile.ts --postgres [--cpu-prof] [--explain|--plans] [part of a call name]
// --explain adds each statement's EXPLAIN (ANALYZE, BUFFERS) execution time and buffers, --plans its plan.
import { mkdirSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { CompiledQuery, type Kysely } from 'kysely'
import { CALLS, ONCE_EACH, target } from './calls.ts'
import { type BenchGateway, largeGateway } from './databases.ts'

const LARGE_EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = 7
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
const explain = process.argv.includes('--explain') || process.argv.includes('--plans')
const log = (line: string) => process.stdout.write(`${line}\n`)

interface Timed {
  sql: string
  parameters: readonly unknown[]
  issued: number
  answered: number
}

type ExecuteQuery = (compiled: CompiledQuery, ...rest: unknown[]) => Promise<unknown>

// every Kysely statement passes through executeQuery: time the ones issued while a recording runs.
// requests are made one at a time, so those are the request's (the composed graph's batching loses
// the request's async context, so it cannot tell them apart; a background job's statement may slip in)
function timeStatements(db: Kysely<unknown>) {
  let owner: { executeQuery: ExecuteQuery } | null = Object.getPrototypeOf(db.getExecutor())
  while (owner && !Object.hasOwn(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner)
  if (!owner) throw new Error('no executeQuery to wrap')
  const original = owner.executeQuery
  let list: Timed[] | null = null
  owner.executeQuery = async function (this: unknown, compiled, ...rest) {
    const into = list
    const entry: Timed = {
      sql: compiled.sql,
      parameters: compiled.parameters,
      issued: performance.now(),
      answered: 0,
    }
    try {
      return await original.call(this, compiled, ...rest)
    } finally {
      entry.answered = performance.now()
      into?.push(entry)
    }
  }
  return async (run: () => Promise<unknown>) => {
    const statements: Timed[] = []
    list = statements
    const started = performance.now()
    try {
      await run()
    } finally {
      list = null
    }
    statements.sort((a, b) => a.issued - b.issued)
    return { total: performance.now() - started, started, statements }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const short = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 110)

async function breakdown(gateway: BenchGateway, record: ReturnType<typeof timeStatements>) {
  for (const [name, paths] of Object.entries(CALLS)) {
    if (only && !name.includes(only)) continue
    log(`\n## ${name}`)
    for (const path of paths) {
      const totals: number[] = []
      const sqlTimes: number[] = []
      let last: Awaited<ReturnType<typeof record>> | undefined
      // a search asked again is answered from the kept answers (ADR 11): the calls meant to be asked
      // once each are timed once, so their statements are those of a first-time search
      const rounds = ONCE_EACH.has(name) ? 1 : ROUNDS
      for (let round = 0; round < rounds; round++) {
        const timed = await record(() => gateway.app.inject({ method: 'GET', url: path }))
        totals.push(timed.total)
        // time with at least one statement running
        const spans = timed.statements.map((s) => [s.issued, s.answered] as const).sort((a, b) => a[0] - b[0])
        let busy = 0
        let reach = 0
        for (const [from, to] of spans) {
          if (to > reach) busy += to - Math.max(from, reach)
          reach = Math.max(reach, to)
        }
        sqlTimes.push(busy)
        last = timed
      }
      log(
        `${decodeURIComponent(path)}: ${median(totals).toFixed(1)} ms, SQL busy ${median(sqlTimes).toFixed(1)} ms, ${last?.statements.length} statements`,
      )
      for (const s of last?.statements ?? []) {
        log(
          `   +${(s.issued - (last?.started ?? 0)).toFixed(1)} ${(s.answered - s.issued).toFixed(1)} ms  ${short(s.sql)}`,
        )
        if (explain) log(await explained(gateway, s))
      }
    }
  }
}

// the server's own planning and execution time and buffers for one statement, from EXPLAIN (ANALYZE,
// BUFFERS)
async function explained(gateway: BenchGateway, statement: Timed): Promise<string> {
  const db = gateway.platform.database.db as Kysely<unknown>
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]),
  )
  const lines = result.rows.map((row) => Object.values(row)[0] as string)
  const planned = lines.find((line) => line.startsWith('Planning Time')) ?? ''
  const executed = lines.find((line) => line.startsWith('Execution Time')) ?? ''
  const buffers = lines.find((line) => line.includes('Buffers:'))?.trim() ?? ''
  if (process.argv.includes('--plans')) return lines.map((line) => `      ${line}`).join('\n')
  return `      ${planned}; ${executed}; ${buffers}`
}

async function profileLoad(gateway: BenchGateway) {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  mkdirSync('.tmp/profile', { recursive: true })
  for (const [name, paths] of Object.entries(CALLS)) {
    if (only && !name.includes(only)) continue
    let next = 0
    let count = 0
    await session.post('Profiler.start')
    const until = performance.now() + SECONDS * 1000
    const client = async () => {
      while (performance.now() < until) {
        const response = await fetch(`${gateway.url}${paths[next++ % paths.length]}`)
        await response.arrayBuffer()
        count++
      }
    }
    await Promise.all(Array.from({ length: 4 }, client))
    const { profile } = await session.post('Profiler.stop')
    const file = `.tmp/profile/search-${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`
    writeFileSync(file, JSON.stringify(profile))
    log(`${name}: ${(count / SECONDS).toFixed(0)} req/s under the profiler, ${file}`)
  }
}

const gateway = await largeGateway(target(), LARGE_EVENTS, log)
const record = timeStatements(gateway.platform.database.db as Kysely<unknown>)
await breakdown(gateway, record)
if (process.argv.includes('--cpu-prof')) await profileLoad(gateway)
await gateway.close()
