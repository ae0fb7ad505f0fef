// Where a gateway request's processor time goes: one CPU profile per target, of the load alone
// (the gateway's start and the demo data are left out)
//   npx node bench/api/profile.ts [postgres|pglite] [scenario part] [signed-in|anonymous]
// writes .tmp/profile/<target>.cpuprofile; `npx node bench/api/profile-summary.ts <file>` sums one.
// The load generator runs in the same process; the summary leaves its frames out.
import { mkdirSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import autocannon from 'autocannon'
import { createTestGateway } from '@showroom/testkit'
import { scenariosFor } from './targets.ts'

const kind = (process.argv[2] ?? 'postgres') as 'pglite' | 'postgres'
const only = process.argv[3]
const anonymous = process.argv[4] === 'anonymous'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)

const gateway = await createTestGateway({ demo: true, database: kind })
const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
const olga = await gateway.services.accounts.api.findUserByUsername('olga')
if (!olga) throw new Error('the demo data has no olga')
const { token } = await gateway.services.accounts.api.signIn(olga.id)

const session = new Session()
session.connect()
await session.post('Profiler.enable')
mkdirSync('.tmp/profile', { recursive: true })

for (const scenario of await scenariosFor(gateway)) {
  if (only && !scenario.name.includes(only)) continue
  for (const target of scenario.targets) {
    const options = {
      url: `${url}${target.path}`,
      method: target.method,
      connections: 10,
      duration: SECONDS,
      headers: {
        ...(anonymous ? {} : { cookie: `sr_session=${token}` }),
        ...(target.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(target.body ? { body: target.body } : {}),
    }
    // warm up first: JIT compilation and caches are not what a running gateway spends its time on
    await autocannon({ ...options, duration: 2 })
    await session.post('Profiler.start')
    const result = await autocannon(options)
    const { profile } = await session.post('Profiler.stop')
    const viewer = anonymous ? 'anonymous' : 'signed-in'
    const file = `.tmp/profile/${kind}-${viewer}-${target.title.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`
    writeFileSync(file, JSON.stringify(profile))
    process.stdout.write(
      `${target.title} ${viewer}: ${result.requests.average} req/s, ${result.non2xx} non-2xx, ${file}\n`,
    )
  }
}
await gateway.close()
