// The gateway's cost over plain SQL, in one run on one machine: the username lookup and two page
// queries (the city home; an event with its first comments), anonymous and signed in, through
// /graphql and /api, each against a bare Fastify route running the very statements the gateway's
// request ran (recorded from it, issued in the same waves). Loopback only, bounded: each target gets a
// fixed number of seconds at fixed connections, the bare route right before it.
//   BENCH_SECONDS (5), BENCH_DATABASES (pglite,postgres), BENCH_ONLY (a scenario name part),
//   BENCH_ROUTE (a gateway route title part, e.g. comments_list)
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { createTestGateway, type TestGateway } from '@showroom/testkit'
import { describeMachine, probeMachine } from '../machine/probe.ts'
import { describeWaves, installSqlCapture, replay, type Waves } from './sql-capture.ts'
import { scenariosFor, type Target } from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as Array<
  'pglite' | 'postgres'
>
const ONLY = process.env.BENCH_ONLY
const ROUTE = process.env.BENCH_ROUTE

interface Measured {
  rps: number
  p99: number
  // processor time of this process (server, bare route and load generator alike) per request: on a
  // shared, busy machine it moves far less than requests/s
  cpuMs: number
}

async function measure(title: string, options: autocannon.Options): Promise<Measured> {
  const before = process.cpuUsage()
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  const used = process.cpuUsage(before)
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const cpuMs = (used.user + used.system) / 1000 / Math.max(1, result.requests.total)
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs }
}

// the process's minor page faults so far: each is a page of fresh memory the kernel maps, 12 µs of
// processor time apiece on some machines (bench/machine/README.md). Null where /proc cannot be read
function minorFaults(): number | null {
  try {
    return Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[7])
  } catch {
    return null
  }
}

// warm up until the process has stopped growing: one-second slices until a slice takes fewer than one
// fresh page per request (at most ten). A gateway new to a route grows its heap for a few thousand
// requests, and a row measured while it still grows pays for pages a running gateway has long had
async function warmUp(title: string, options: autocannon.Options): Promise<number> {
  for (let slice = 1; ; slice++) {
    const before = minorFaults()
    const result = await autocannon({ connections: CONNECTIONS, duration: 1, ...options })
    const after = minorFaults()
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${title} warm-up: ${result.non2xx} non-2xx, ${result.errors} errors`)
    const perRequest =
      before === null || after === null ? 0 : (after - before) / Math.max(1, result.requests.total)
    if (perRequest < 1 || slice === 10) return slice
  }
}

async function abba(
  a: autocannon.Options,
  b: autocannon.Options,
  settle: () => Promise<void>,
  title: string,
): Promise<Measured & { other: Measured }> {
  const half = SECONDS / 2
  const runs: Measured[] = []
  for (const options of [a, b, b, a]) {
    await settle()
    runs.push(await measure(title, { ...options, duration: half }))
  }
  const mean = (x: Measured, y: Measured): Measured => ({
    rps: (x.rps + y.rps) / 2,
    p99: (x.p99 + y.p99) / 2,
    cpuMs: (x.cpuMs + y.cpuMs) / 2,
  })
  const [a1, b1, b2, a2] = runs as [Measured, Measured, Measured, Measured]
  return { ...mean(a1, a2), other: mean(b1, b2) }
}

function requestOptions(url: string, target: Target, cookie: string | null): autocannon.Options {
  return {
    url: `${url}${target.path}`,
    method: target.method,
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(target.body ? { body: target.body } : {}),
  }
}

async function benchOn(kind: 'pglite' | 'postgres') {
  const gateway: TestGateway = await createTestGateway({ demo: true, database: kind })
  const gatewayUrl = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const db = gateway.platform.database.db
  const capture = installSqlCapture(db)

  const olga = await gateway.services.accounts.api.findUserByUsername('olga')
  if (!olga) throw new Error('the demo data has no olga')
  const { token: userToken } = await gateway.services.accounts.api.signIn(olga.id)
  // a hand-written signed-in route reads the session first: the same statement the accounts service runs
  const sessionWaves = await capture.record(() => gateway.services.accounts.api.resolveSession(userToken))
  const sessionSql = new Set(sessionWaves.flat().map((s) => s.sql))

  // the bare route answers whatever statements it is told to run, as JSON
  const bare = Fastify()
  const bareWaves = new Map<string, Waves>()
  bare.get('/:id', async (request) => replay(db, bareWaves.get((request.params as { id: string }).id) ?? []))
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

  const scenarios = (await scenariosFor(gateway)).filter((s) => !ONLY || s.name.includes(ONLY))
  const lines: string[] = []
  for (const scenario of scenarios) {
    for (const signedIn of [false, true]) {
      const cookie = signedIn ? `sr_session=${userToken}` : null
      for (const target of scenario.targets) {
        if (ROUTE && !target.title.includes(ROUTE)) continue
        const options = requestOptions(gatewayUrl, target, cookie)
        // warm up (JIT, caches, query plans), then record the SQL one request runs
        const warmed = await warmUp(target.title, options)
        await capture.settle()
        const recorded = await capture.record(async () => {
          const response = await gateway.app.inject({
            method: target.method,
            url: target.path,
            headers: options.headers as Record<string, string>,
            ...(target.body ? { payload: target.body } : {}),
          })
          if (response.statusCode !== 200 || response.body.includes('"errors":[{'))
            throw new Error(`${target.title}: ${response.body}`)
        })
        const pageWaves = recorded
          .map((wave) => wave.filter((s) => !sessionSql.has(s.sql)))
          .filter((wave) => wave.length)
        const waves = signedIn ? [...sessionWaves, ...pageWaves] : pageWaves
        const id = String(bareWaves.size)
        bareWaves.set(id, waves)
        const bareOptions = { url: `${bareUrl}/${id}` }
        const bareWarmed = await warmUp('bare', bareOptions)
        process.stderr.write(
          `${target.title}: warmed up for ${warmed} s, the bare route for ${bareWarmed} s\n`,
        )
        // bare, gateway, gateway, bare: a machine that gets busier or quieter meanwhile weighs on both
        const base = await abba(bareOptions, options, capture.settle, target.title)
        const row = base.other
        lines.push(
          `| ${scenario.name} | ${signedIn ? 'signed in' : 'anonymous'} | ${target.title} | ${describeWaves(waves)} | ${base.rps.toFixed(0)} | ${row.rps.toFixed(0)} | ${(row.rps / base.rps).toFixed(2)} | ${base.p99.toFixed(1)} | ${row.p99.toFixed(1)} | ${(row.p99 / Math.max(base.p99, 1)).toFixed(2)} | ${base.cpuMs.toFixed(2)} | ${row.cpuMs.toFixed(2)} | ${(row.cpuMs / base.cpuMs).toFixed(2)} |`,
        )
        process.stderr.write(`${lines.at(-1)}\n`)
      }
    }
  }

  process.stdout.write(`\n${kind}: ${CONNECTIONS} connections, ${SECONDS} s per route\n`)
  process.stdout.write(
    '| page | viewer | gateway route | bare route SQL | bare req/s | gateway req/s | req/s ratio | bare p99 ms | gateway p99 ms | p99 ratio | bare CPU ms/req | gateway CPU ms/req | CPU ratio |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n',
  )
  process.stdout.write(`${lines.join('\n')}\n`)
  capture.uninstall()
  await bare.close()
  await gateway.close()
}

for (const kind of DATABASES) await benchOn(kind)
// every statement is a round trip to PostgreSQL, paid alike by the bare route and the gateway: what one
// costs on this machine sets how much of a request the gateway's own work is
process.stdout.write(`\nmachine: ${describeMachine(await probeMachine())}\n`)
