// the cluster (`npm run cluster`: nginx, gateway processes, a process per service, PostgreSQL and
// Redis) with one gateway and then with two, on a throwaway copy of the demo data: requests/s and
// p99 of the city home query through the balancer, and chat delivery (post -> arrival on a
// WebSocket) through the balancer; with two gateways also delivery within one gateway (posted to the
// listener's own) against across gateways (posted to the other). PostgreSQL at TEST_POSTGRES_URL or
// 127.0.0.1:5432, its own Redis. The machine is shared: read the ratios. Figures are printed, never
// asserted. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_CHAT_RATE (default 20/s)
import { createTestGateway, startRedisProcess } from '@showroom/testkit'
import autocannon from 'autocannon'
import { startCluster } from '../../gateway/test/cluster/cluster-process.ts'
import { scenariosFor } from '../api/targets.ts'
import { measureDelivery, type Poster } from './delivery.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 20)

const log = (line: string) => process.stdout.write(`${line}\n`)
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}
const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1))

const seeded = await createTestGateway({ database: 'postgres', demo: true })
const redis = await startRedisProcess()
const rows: string[] = []
try {
  const cityHome = (await scenariosFor(seeded)).find((s) => s.name === 'city home')?.targets[0]
  if (!cityHome) throw new Error('no city home query')
  // two members who may chat (pro), and their chat
  const { accounts } = seeded.services
  const posters: Poster[] = []
  for (const name of ['benchlisten', 'benchpost']) {
    const user = await accounts.api.createUser({
      email: `${name}@example.test`,
      username: name,
      password: 'long-enough-password',
      isPro: true,
    })
    posters.push({ userId: user.id, token: (await accounts.api.signIn(user.id)).token })
  }
  await seeded.platform.events.drain()
  const [listener, poster] = posters as [Poster, Poster]
  const started = await seeded.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { cookie: `sr_session=${listener.token}` },
    payload: {
      query: 'mutation ($t: [ChatTargetInput!]!) { startChat(targets: $t) { id } }',
      variables: { t: [{ type: 'user', id: poster.userId }] },
    },
  })
  const chatId = (started.json() as { data: { startChat: { id: number } } }).data.startChat.id
  await seeded.platform.events.drain()

  for (const gateways of [1, 2]) {
    log(`starting the cluster with ${gateways} gateway(s)`)
    const cluster = await startCluster({
      DATABASE_URL: seeded.databaseUrl as string,
      REDIS_URL: redis.url,
      GATEWAYS: String(gateways),
    })
    try {
      const result = await autocannon({
        url: `${cluster.url}${cityHome.path}`,
        method: cityHome.method,
        headers: { 'content-type': 'application/json' },
        ...(cityHome.body ? { body: cityHome.body } : {}),
        connections: CONNECTIONS,
        duration: SECONDS,
      })
      const failed = result.non2xx + result.errors + result.timeouts
      rows.push(
        `| ${gateways} | city home query | ${result.requests.average.toFixed(0)} req/s | p99 ${result.latency.p99} ms | ${failed} failed |`,
      )
      const run = { chatId, listener, poster, perSecond: CHAT_RATE, seconds: SECONDS }
      const viaBalancer = await measureDelivery({
        ...run,
        listenVia: cluster.url,
        postVia: cluster.url,
        label: `g${gateways}-balancer`,
      })
      rows.push(
        `| ${gateways} | chat delivery through the balancer | ${viaBalancer.length} of ${Math.round(CHAT_RATE * SECONDS)} | p50 ${ms(percentile(viaBalancer, 50))} ms, p99 ${ms(percentile(viaBalancer, 99))} ms | |`,
      )
      if (gateways === 2) {
        const [one, other] = cluster.gateways.map((g) => g.url) as [string, string]
        for (const [label, postVia] of [
          ['within one gateway', one],
          ['across gateways', other],
        ] as const) {
          const times = await measureDelivery({ ...run, listenVia: one, postVia, label: `g2-${label}` })
          rows.push(
            `| 2 | chat delivery ${label} | ${times.length} of ${Math.round(CHAT_RATE * SECONDS)} | p50 ${ms(percentile(times, 50))} ms, p99 ${ms(percentile(times, 99))} ms | |`,
          )
        }
      }
    } finally {
      await cluster.stop()
    }
  }
  log(`\n${SECONDS} s per figure, ${CONNECTIONS} connections for the query, ${CHAT_RATE} posts/s for chat`)
  log('| gateways | what | throughput / delivered | latency | errors |')
  log('|---|---|---|---|---|')
  for (const row of rows) log(row)
} finally {
  await redis.stop()
  await seeded.close()
}
