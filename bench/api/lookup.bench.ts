// user_lookup_by_username three ways on one machine, in one run: through /api (REST layer ->
// GraphQL -> accounts subgraph), through /graphql, and a bare Fastify route running the same SQL.
// Loopback only, bounded: each target gets a fixed number of seconds at fixed connections.
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { sql } from 'kysely'
import { createTestGateway } from '@showroom/testkit'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10

async function benchOn(kind: 'pglite' | 'postgres') {
  const gateway = await createTestGateway({ demo: true, database: kind })
  const gatewayUrl = await gateway.app.listen({ port: 0, host: '127.0.0.1' })

  // the same query the accounts store runs for a mention prefix
  const bare = Fastify()
  bare.get('/lookup', async (request) => {
    const prefix = String((request.query as { username?: string }).username ?? '').toLowerCase()
    const rows = await sql<{ username: string }>`
    select id, username, full_name, user_url, profile_icon_url, is_verified, is_pro, is_team, vip_level, points
    from accounts.users
    where lower(username) like ${`${prefix}%`} and not is_deleted
    order by lower(username) limit 10`.execute(gateway.platform.database.db)
    return { usernames: rows.rows.map((r) => r.username) }
  })
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

  const measure = async (title: string, options: autocannon.Options) => {
    const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    return { title, rps: result.requests.average, p99: result.latency.p99 }
  }

  // warm up every path (JIT compilation, query plans) before measuring
  await measure('warm-up', {
    url: `${gatewayUrl}/api/user_lookup_by_username?username=a&usernames_only=1`,
    duration: 1,
  })

  const rows = [
    await measure('bare Fastify + SQL', { url: `${bareUrl}/lookup?username=a` }),
    await measure('/graphql', {
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ lookupUsers(prefix: "a", limit: 10) { username } }' }),
    }),
    await measure('/api/user_lookup_by_username', {
      url: `${gatewayUrl}/api/user_lookup_by_username?username=a&usernames_only=1`,
    }),
  ]

  const base = rows[0]!
  process.stdout.write(
    `\nuser_lookup_by_username, ${CONNECTIONS} connections, ${SECONDS} s each, ${gateway.platform.database.kind}\n`,
  )
  process.stdout.write(
    '| path | requests/s | p99 ms | throughput vs bare | p99 vs bare |\n|---|---|---|---|---|\n',
  )
  for (const row of rows) {
    process.stdout.write(
      `| ${row.title} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(1)} | ${(row.rps / base.rps).toFixed(2)} | ${(row.p99 / Math.max(base.p99, 0.1)).toFixed(2)} |\n`,
    )
  }
  await bare.close()
  await gateway.close()
}

for (const kind of ['pglite', 'postgres'] as const) await benchOn(kind)
