// the activity feed at depth: a million feed items (PostgreSQL; PGlite defaults to 200,000, set
// BENCH_FEED_ITEMS to change either), then page 1 and page 1,000 of London's community feed and of
// the all-cities feed, each timed one request at a time and in turns (page 1, page 1,000, page 1,
// ...) so both see the same machine: the query alone, the feed through /graphql, and the whole
// activity_feed_get row. Then user_notifications_list for a member with 10,000 notifications, first
// page and a deep one. Prints p50/p95/p99 and the page 1,000 / page 1 ratio (target: <= 1.3, p95
// <= 20 ms on PostgreSQL). PGlite by default; PostgreSQL with DATABASE_URL or --postgres (a
// throwaway database on that server, dropped at the end). Timings are printed, never asserted.
import { encodePageToken } from '@showroom/feed'
import { createTestGateway, seedLondonEvents, type TestGateway } from '@showroom/testkit'
import { sql } from 'kysely'
import { LONDON, seedFeedItems, seedNotifications } from './seed.ts'

const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 300)
const WARM = 30
const PAGE = 20
const DEEP = 1000
const NOTIFICATIONS = 10_000

const log = (line: string) => process.stdout.write(`${line}\n`)
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1)

function databaseKind(): 'pglite' | 'postgres' {
  if (!process.argv.includes('--postgres') && !process.env.DATABASE_URL) return 'pglite'
  // the test kit creates (and drops) a fresh database on this server
  if (process.env.DATABASE_URL) process.env.TEST_POSTGRES_URL = process.env.DATABASE_URL
  return 'postgres'
}

interface Figures {
  p50: number
  p95: number
  p99: number
}

function figures(latencies: number[]): Figures {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

// two calls timed alternately, one at a time, after a warm-up of each
async function inTurns(a: () => Promise<void>, b: () => Promise<void>): Promise<[Figures, Figures]> {
  for (let i = 0; i < WARM; i++) {
    await a()
    await b()
  }
  const times: [number[], number[]] = [[], []]
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0]
    for (const which of order) {
      const started = performance.now()
      await (which === 0 ? a : b)()
      times[which]?.push(performance.now() - started)
    }
  }
  return [figures(times[0]), figures(times[1])]
}

async function expectOk(response: Response, what: string, check?: (body: never) => boolean): Promise<void> {
  const body = await response.json()
  if (response.status !== 200 || (check && !check(body as never)))
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
}

// the same query the store sends for a visitor's page (feed.store.ts olderPage)
function pageQuery(cityId: number | null, token: { createdMs: number; id: number } | null) {
  const city = cityId === null ? sql`` : sql`and city_id = ${cityId}`
  const from = token
    ? sql`and (created_at, id) < (${new Date(token.createdMs).toISOString()}::timestamptz(3), ${token.id}::int)`
    : sql``
  return sql`select id, created_at, source_type, source_id, comment_id, author_id, entity_type, entity_id,
      target_type, target_id, city_id, profile_id, shared_from_id, shared_by, hidden
    from feed.items where source_type <> 'media' ${city} and hidden = false ${from}
    order by created_at desc, id desc limit ${PAGE + 1}`
}

async function main(): Promise<void> {
  const kind = databaseKind()
  const items = Number(process.env.BENCH_FEED_ITEMS ?? (kind === 'postgres' ? 1_000_000 : 200_000))
  log(`feed at ${items.toLocaleString('en')} items, ${kind}, ${RUNS} requests per figure, one at a time`)
  const started = performance.now()
  const gateway: TestGateway = await createTestGateway({ database: kind })
  try {
    const database = gateway.platform.database
    log('seeding')
    const { accounts, discovery } = gateway.services
    // the cast every item names: 50 members, 5 designers, 20 London events (London's prefix is /london)
    const events = await seedLondonEvents(
      discovery,
      Array.from({ length: 20 }, (_, i) => `bench-feed-sale-${i}`),
    )
    const designers: number[] = []
    for (let i = 0; i < 5; i++)
      designers.push(
        await discovery.api.addDesigner({ slug: `bench-feed-label-${i}`, nameEn: `Label ${i}`, cityId: 1 }),
      )
    const member = async (i: number) =>
      accounts.api.createUser({
        email: `bench-feed-${i}@example.test`,
        username: `benchfeed${i}`,
        password: 'long-enough-password',
        fullName: `Bench Member ${i}`,
      })
    const members: number[] = []
    for (let i = 1; i <= 50; i++) members.push((await member(i)).id)
    await gateway.platform.events.drain()
    await seedFeedItems(database, items, new Date(), { members, designers, events }, log)

    // the member with 10,000 notifications, from 20 of the members (their names are looked up)
    const reader = await member(0)
    await seedNotifications(database, reader.id, members.slice(0, 20), NOTIFICATIONS, new Date())
    await gateway.platform.events.drain()
    const { token: readerToken } = await accounts.api.signIn(reader.id)
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)

    // where page 1,000 starts: right after the last item of page 999
    const tokenAt = async (cityId: number | null) => {
      const city = cityId === null ? sql`` : sql`and city_id = ${cityId}`
      const { rows } = await sql<{ created_at: Date; id: number }>`select created_at, id from feed.items
        where source_type <> 'media' ${city} and hidden = false
        order by created_at desc, id desc offset ${(DEEP - 1) * PAGE - 1} limit 1`.execute(database.db)
      const row = rows[0]
      if (!row) throw new Error('not enough items for page 1,000')
      return { createdMs: new Date(row.created_at).getTime(), id: row.id }
    }

    const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const rows: Array<{ what: string; feed: string; first: Figures; deep: Figures }> = []
    for (const [feedName, cityId] of [
      ['London', LONDON],
      ['all cities', null],
    ] as const) {
      const deepToken = await tokenAt(cityId)
      const sqlPage = (token: typeof deepToken | null) => async () => {
        const { rows: page } = await pageQuery(cityId, token).execute(database.db)
        if (page.length !== PAGE + 1) throw new Error(`a page of ${page.length}`)
      }
      const graphqlPage = (token: typeof deepToken | null) => async () => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `query ($cityId: Int, $t: String) { activityFeed(cityId: $cityId, pageToken: $t) {
              items { id createdTimestamp sourceType sourceId entityType entityId targetType targetId pageToken }
              hasMore pageToken } }`,
            variables: { cityId, t: token ? encodePageToken(token) : null },
          }),
        })
        await expectOk(
          response,
          'activityFeed',
          (body: { data?: { activityFeed?: { items: unknown[] } } }) =>
            body.data?.activityFeed?.items.length === PAGE,
        )
      }
      const apiPage = (token: typeof deepToken | null) => async () => {
        const query = new URLSearchParams({ version: '1', ...(cityId ? { prefix: '/london' } : {}) })
        if (token) query.set('page_token', encodePageToken(token))
        await expectOk(
          await fetch(`${url}/api/activity_feed_get?${query}`),
          'activity_feed_get',
          (body: { values?: { feed?: unknown[] } }) => body.values?.feed?.length === PAGE,
        )
      }
      const [sqlFirst, sqlDeep] = await inTurns(sqlPage(null), sqlPage(deepToken))
      rows.push({ what: 'page query alone', feed: feedName, first: sqlFirst, deep: sqlDeep })
      const [gqlFirst, gqlDeep] = await inTurns(graphqlPage(null), graphqlPage(deepToken))
      rows.push({ what: 'activityFeed through /graphql', feed: feedName, first: gqlFirst, deep: gqlDeep })
      const [apiFirst, apiDeep] = await inTurns(apiPage(null), apiPage(deepToken))
      rows.push({ what: 'activity_feed_get (whole row)', feed: feedName, first: apiFirst, deep: apiDeep })
    }

    const notifications = (from: number) => async () => {
      const response = await fetch(`${url}/api/user_notifications_list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ limit_from: from, user_id: reader.id, user_token: readerToken }),
      })
      await expectOk(
        response,
        'user_notifications_list',
        (body: { values?: { notifications?: unknown[] } }) => body.values?.notifications?.length === 9,
      )
    }
    const [listFirst, listDeep] = await inTurns(notifications(0), notifications(NOTIFICATIONS - 1000))

    log('\n| call | feed | page 1 p50 | p95 | p99 | page 1,000 p50 | p95 | p99 | p95 ratio |')
    log('|---|---|---|---|---|---|---|---|---|')
    for (const row of rows) {
      log(
        `| ${row.what} | ${row.feed} | ${ms(row.first.p50)} | ${ms(row.first.p95)} | ${ms(row.first.p99)} | ${ms(row.deep.p50)} | ${ms(row.deep.p95)} | ${ms(row.deep.p99)} | ${(row.deep.p95 / row.first.p95).toFixed(2)}x |`,
      )
    }
    log(`\nms; target: page 1,000 / page 1 p95 <= 1.3x, p95 <= 20 ms on PostgreSQL`)
    log(
      `\n| user_notifications_list, ${NOTIFICATIONS.toLocaleString('en')} notifications | p50 | p95 | p99 |`,
    )
    log('|---|---|---|---|')
    log(`| first page (limit_from 0) | ${ms(listFirst.p50)} | ${ms(listFirst.p95)} | ${ms(listFirst.p99)} |`)
    log(
      `| deep page (limit_from ${NOTIFICATIONS - 1000}) | ${ms(listDeep.p50)} | ${ms(listDeep.p95)} | ${ms(listDeep.p99)} |`,
    )

    const deepToken = await tokenAt(LONDON)
    log('\npage 1,000 of London, query plan:')
    const plan = await sql<{
      'QUERY PLAN': string
    }>`explain (analyze, costs off, timing off) ${pageQuery(LONDON, deepToken)}`.execute(database.db)
    for (const line of plan.rows) log(`    ${line['QUERY PLAN']}`)
  } finally {
    await gateway.close()
  }
}

await main()
