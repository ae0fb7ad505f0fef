// alert digests for 10,000 subscribers of one city (BENCH_DIGEST_SUBSCRIBERS), a real SMTP server in
// this process: how many digests a second are built and queued (admin_alerts_digest_run, ledger
// and send job per subscriber), how many a second are handed to SMTP (the send jobs, several at
// once over pooled connections), the CPU time each digest costs, and the memory it takes. 1% are
// members whose digest is asked from the graph as them; the rest are visitors who get the city's
// highlights. PGlite by default; PostgreSQL with --postgres or
// DATABASE_URL (a throwaway database there). Figures are printed, never asserted.
import { createTestGateway, startSmtpTestServer } from '@showroom/testkit'
import { sql } from 'kysely'

const SUBSCRIBERS = Number(process.env.BENCH_DIGEST_SUBSCRIBERS ?? 10_000)
const MEMBERS = Math.max(1, Math.round(SUBSCRIBERS / 100))
const log = (line: string) => process.stdout.write(`${line}\n`)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function databaseKind(): 'pglite' | 'postgres' {
  if (!process.argv.includes('--postgres') && !process.env.DATABASE_URL) return 'pglite'
  if (process.env.DATABASE_URL) process.env.TEST_POSTGRES_URL = process.env.DATABASE_URL
  return 'postgres'
}

// the highest resident set and heap seen while `fn` runs
async function measured<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; seconds: number; cpuSeconds: number; rss: number; heap: number }> {
  let rss = process.memoryUsage().rss
  let heap = process.memoryUsage().heapUsed
  const sample = setInterval(() => {
    const now = process.memoryUsage()
    rss = Math.max(rss, now.rss)
    heap = Math.max(heap, now.heapUsed)
  }, 50)
  const started = performance.now()
  const cpu = process.cpuUsage()
  try {
    const value = await fn()
    const used = process.cpuUsage(cpu)
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      rss,
      heap,
    }
  } finally {
    clearInterval(sample)
  }
}

// CPU time is the figure that holds on a shared machine: wall-clock rates fall with every other
// process on the cores; this process does all the work (the database, the SMTP server included)
const perDigest = (phase: { cpuSeconds: number }, count: number) =>
  `${((phase.cpuSeconds * 1000) / Math.max(1, count)).toFixed(1)} ms CPU a digest (${(count / Math.max(0.001, phase.cpuSeconds)).toFixed(0)} /s per core)`

const kind = databaseKind()
const smtp = await startSmtpTestServer()
const gateway = await createTestGateway({
  database: kind,
  env: { SMTP_URL: smtp.url, PASSWORD_HASH_COST: '10' },
})
try {
  const discovery = gateway.services.discovery.api
  await discovery.addCity(
    { id: 1, slug: 'london', nameEn: 'London', nameZh: '伦敦', timezone: 'Europe/London', currency: 'gbp' },
    0,
  )
  await discovery.addEventType({
    id: 1,
    key: 'sample-sale',
    nameEn: 'Sample sale',
    color: '#000',
    position: 0,
  })
  const venueId = await discovery.addVenue({ slug: 'bench-venue', name: 'Bench Venue', cityId: 1 })
  await gateway.platform.events.drain()
  for (let i = 0; i < 12; i++) {
    const startsAt = new Date(Date.now() + (1 + (i % 6)) * 86_400_000)
    await discovery.addEvent({
      slug: `bench-digest-${i}`,
      cityId: 1,
      typeId: 1,
      venueId,
      nameEn: `Bench sample sale ${i}`,
      heroUrl: `/media/bench-${i}.jpg`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 6 * 3_600_000),
      openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
    })
  }
  const db = gateway.platform.database.db
  const accounts = gateway.services.accounts.api
  const team = await accounts.createUser({
    email: 'bench-team@example.test',
    username: 'bench_team',
    password: 'long-enough-password',
    isTeam: true,
  })
  const teamSession = await accounts.signIn(team.id)
  for (let i = 0; i < MEMBERS; i++) {
    const user = await accounts.createUser({
      email: `bench-m${i}@example.test`,
      username: `bench_m${i}`,
      password: 'long-enough-password',
    })
    const session = await accounts.signIn(user.id)
    await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: 'mutation($id: Int!) { followVenue(venueId: $id) { active } }',
        variables: { id: venueId },
      },
      headers: {
        cookie: `sr_session=${session.token}`,
        origin: new URL(gateway.platform.config.publicUrl).origin,
      },
    })
    await sql`
      insert into alerts.subscriptions (id, email, user_id, city_id, frequency, language, status)
      values (${i + 1}, ${user.email}, ${user.id}, 1, 'daily', 'en', 'active')
    `.execute(db)
  }
  await sql`
    insert into alerts.subscriptions (id, email, city_id, frequency, language, status)
    select n, 'bench-' || n || '@example.test', 1, 'daily', case when n % 3 = 0 then 'zh' else 'en' end, 'active'
    from generate_series(${MEMBERS + 1}::integer, ${SUBSCRIBERS}::integer) n
  `.execute(db)
  await gateway.platform.events.drain()
  log(`${kind}: ${SUBSCRIBERS} daily subscribers of London (${MEMBERS} members), 12 upcoming events`)

  const build = await measured(async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/admin_alerts_digest_run',
      payload: { frequency: 'daily', city_id: 1 },
      headers: {
        cookie: `sr_session=${teamSession.token}`,
        origin: new URL(gateway.platform.config.publicUrl).origin,
      },
    })
    return (response.json() as { values: { sent: number } }).values.sent
  })
  log(
    `built and queued: ${build.value} digests in ${build.seconds.toFixed(1)} s = ${(build.value / build.seconds).toFixed(0)} /s, ${perDigest(build, build.value)} (peak rss ${mb(build.rss)}, heap ${mb(build.heap)})`,
  )

  // progress every 30 s, so a run cut short still tells the rate
  const sendStarted = performance.now()
  const progress = setInterval(() => {
    const seconds = (performance.now() - sendStarted) / 1000
    log(`  ... ${smtp.received.length} handed to SMTP after ${seconds.toFixed(0)} s`)
  }, 30_000)
  const send = await measured(() => gateway.platform.jobs.drain()).finally(() => clearInterval(progress))
  const sent = smtp.received.length
  log(
    `handed to SMTP: ${sent} in ${send.seconds.toFixed(1)} s = ${(sent / send.seconds).toFixed(0)} /s, ${perDigest(send, sent)} (peak rss ${mb(send.rss)}, heap ${mb(send.heap)})`,
  )
  const total = build.seconds + send.seconds
  log(
    `end to end: ${(sent / total).toFixed(0)} digests/s; average message ${(smtp.received.reduce((n, m) => n + m.data.length, 0) / Math.max(1, sent) / 1024).toFixed(1)} KB`,
  )
} finally {
  await gateway.close()
  await smtp.close()
}
