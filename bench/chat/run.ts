// chat on one gateway (in this process) with its clients in a process of their own: 200 members
// in 100 conversations, each with a WebSocket open on its chat and the header badge. Measures
// post -> delivery latency at a steady posting rate (target p99 <= 50 ms on loopback), and what the
// legacy polling costs: 200 idle clients calling universal_comments_list (before_id) every second,
// the requests/s the gateway serves, their latency and the gateway's CPU share, set against the
// same 200 members connected by WebSocket. PGlite by default; PostgreSQL with DATABASE_URL or
// --postgres (a throwaway database on that server); Redis pub/sub with REDIS_URL. The machine is
// shared: read the ratios. Figures are printed, never asserted.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { createInterface } from 'node:readline'
import { createTestGateway } from '@showroom/testkit'
import type { PollJob, PollResult, PushJob, PushResult } from './clients.ts'
import { seedChats } from './seed.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 100)
const PER_SECOND = Number(process.env.BENCH_CHAT_RATE ?? 50)
const POLL_INTERVAL_MS = 1000
const TARGET_P99_MS = 50

const log = (line: string) => process.stdout.write(`${line}\n`)
const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(n < 10 ? 2 : 1))
const clientsScript = new URL('./clients.ts', import.meta.url).pathname

function databaseKind(): 'pglite' | 'postgres' {
  if (!process.argv.includes('--postgres') && !process.env.DATABASE_URL) return 'pglite'
  // the test kit creates (and drops) a fresh database on this server
  if (process.env.DATABASE_URL) process.env.TEST_POSTGRES_URL = process.env.DATABASE_URL
  return 'postgres'
}

interface Window {
  seconds: number
  // CPU time of this process over the window
  cpuMs: number
  // that / wall time / cores
  cpuShare: number
}

// runs the clients' process on one job; each pair of {mark: 'x-start'} / {mark: 'x-end'} lines it
// writes is a window over which this process's CPU time is read
async function runClients<R>(job: PushJob | PollJob): Promise<{ result: R; windows: Map<string, Window> }> {
  const child = spawn(process.execPath, [clientsScript], { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(JSON.stringify(job))
  const starts = new Map<string, { cpu: NodeJS.CpuUsage; at: number }>()
  const windows = new Map<string, Window>()
  let result: R | undefined
  for await (const line of createInterface({ input: child.stdout })) {
    const message = JSON.parse(line) as { mark?: string; result?: R }
    if (message.result) result = message.result
    const [name, edge] = message.mark?.split(/-(?=start$|end$)/) ?? []
    if (!name) continue
    if (edge === 'start') starts.set(name, { cpu: process.cpuUsage(), at: performance.now() })
    else {
      const start = starts.get(name) as { cpu: NodeJS.CpuUsage; at: number }
      const used = process.cpuUsage(start.cpu)
      const wallMs = performance.now() - start.at
      const cpuMs = (used.user + used.system) / 1000
      windows.set(name, { seconds: wallMs / 1000, cpuMs, cpuShare: cpuMs / wallMs / availableParallelism() })
    }
  }
  const code = await new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', resolve)
  })
  if (code !== 0 || !result) throw new Error(`the clients' process failed (exit ${code})`)
  return { result, windows }
}

async function main(): Promise<void> {
  const kind = databaseKind()
  const pubsub = process.env.REDIS_URL ? 'Redis' : 'in process'
  log(
    `chat on one gateway: ${CONVERSATIONS * 2} members in ${CONVERSATIONS} conversations, ${kind}, pub/sub ${pubsub}, ${SECONDS} s windows, ${availableParallelism()} cores`,
  )
  const gateway = await createTestGateway({
    database: kind,
    ...(process.env.REDIS_URL ? { env: { REDIS_URL: process.env.REDIS_URL } } : {}),
  })
  try {
    log('seeding')
    const started = performance.now()
    const chats = await seedChats(gateway, CONVERSATIONS)
    log(`  ${chats.length} conversations in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    // the outbox dispatcher and jobs run as they do in production
    gateway.platform.start()
    const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })

    log('WebSocket clients: idle, then posting')
    const push = await runClients<PushResult>({
      mode: 'push',
      url,
      chats,
      idleSeconds: SECONDS,
      warmupSeconds: 2,
      seconds: SECONDS,
      perSecond: PER_SECOND,
    })
    log('legacy polling clients')
    const poll = await runClients<PollResult>({
      mode: 'poll',
      url,
      chats,
      seconds: SECONDS,
      intervalMs: POLL_INTERVAL_MS,
    })

    const idle = push.windows.get('idle') as Window
    const pushing = push.windows.get('push') as Window
    const polling = poll.windows.get('poll') as Window
    const p = push.result
    const q = poll.result
    const cpu = (w: Window) => `${(w.cpuShare * 100).toFixed(1)}%`
    const perRequest = (w: Window, requests: number) => (requests > 0 ? ms(w.cpuMs / requests) : '-')
    log('\n| load | clients | requests/s | p50 ms | p95 ms | p99 ms | gateway CPU | CPU ms per request |')
    log('|---|---|---|---|---|---|---|---|')
    log(`| WebSockets open, nothing posted | ${p.sockets} | 0 | - | - | - | ${cpu(idle)} | - |`)
    log(
      `| post -> delivery to the other side, ${PER_SECOND}/s | ${p.sockets} | ${(p.posted / pushing.seconds).toFixed(0)} | ${ms(p.delivery.p50)} | ${ms(p.delivery.p95)} | ${ms(p.delivery.p99)} | ${cpu(pushing)} | ${perRequest(pushing, p.posted)} |`,
    )
    log(
      `| postChatMessage request, same run | | | ${ms(p.post.p50)} | ${ms(p.post.p95)} | ${ms(p.post.p99)} | | |`,
    )
    log(
      `| universal_comments_list every ${POLL_INTERVAL_MS / 1000} s, idle | ${q.clients} | ${(q.requests / q.seconds).toFixed(0)} | ${ms(q.latency.p50)} | ${ms(q.latency.p95)} | ${ms(q.latency.p99)} | ${cpu(polling)} | ${perRequest(polling, q.requests)} |`,
    )
    log(
      `\n${p.posted} posted, ${p.delivered} delivered, ${p.undelivered} not delivered within 5 s, ${p.postErrors} post errors; ${q.errors} polling errors`,
    )
    log(
      `post -> delivery p99 ${ms(p.delivery.p99)} ms (target <= ${TARGET_P99_MS} ms): ${p.delivery.p99 <= TARGET_P99_MS ? 'met' : 'not met'}`,
    )
    // CPU time per request holds better than wall time on a shared machine: the cores each load
    // needs at its full offered rate
    const offeredPolls = (q.clients * 1000) / POLL_INTERVAL_MS
    const cores = {
      idle: idle.cpuMs / (idle.seconds * 1000),
      push: p.posted > 0 ? ((pushing.cpuMs / p.posted) * PER_SECOND) / 1000 : Number.NaN,
      poll: q.requests > 0 ? ((polling.cpuMs / q.requests) * offeredPolls) / 1000 : Number.NaN,
    }
    log(
      `gateway cores needed: ${cores.idle.toFixed(2)} for ${p.sockets} open WebSockets, ${cores.push.toFixed(2)} for them with ${PER_SECOND} messages/s, ${cores.poll.toFixed(2)} for ${q.clients} clients polling every ${POLL_INTERVAL_MS / 1000} s (${offeredPolls} requests/s)`,
    )
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a')
    log(
      `polling costs ${ratio(cores.poll, cores.idle)} the CPU of idle WebSockets and ${ratio(cores.poll, cores.push)} that of WebSockets with ${PER_SECOND} messages/s flowing`,
    )
    if (kind === 'postgres') log('(on PostgreSQL the database server’s CPU is not in the gateway’s share)')
  } finally {
    await gateway.close()
  }
}

await main()
