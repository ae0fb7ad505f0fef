// the comments service under a long thread: 10,000 comments on one event (a share of them replies,
// some likes) against a 100-comment thread in the same database. Measures the first page of
// events_comments_list (limit 20, with replies), events_comments_get with replies, and like and
// unlike by many members on many comments, all through /api (2,000 newer comments on other events
// sit above both threads, as on a live site); prints p50/p95/p99, req/s and the
// long/short ratio of the first page (target: 1-2x). PGlite by default; PostgreSQL with
// DATABASE_URL or --postgres (a throwaway database on that server, dropped at the end).
// Timings are printed, never asserted.
import { firstPagePlan, timeFirstPage } from './first-page-sql.ts'
import { type Call, type Figures, load, loadInTurns } from './load.ts'
import { type Member, type Seeded, seedThreads, type Thread } from './seed.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const LARGE = Number(process.env.BENCH_COMMENTS ?? 10_000)
const SMALL = 100
const MEMBERS = Number(process.env.BENCH_COMMENT_MEMBERS ?? 300)
// newer activity on other events: the long thread is not the latest thing on the site
const LATER = Number(process.env.BENCH_LATER_COMMENTS ?? 2_000)
const PAGE = 20
// slices each pair of compared calls takes in turn
const TURNS = 5

const log = (line: string) => process.stdout.write(`${line}\n`)
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1)

function databaseKind(): 'pglite' | 'postgres' {
  if (!process.argv.includes('--postgres') && !process.env.DATABASE_URL) return 'pglite'
  // the test kit creates (and drops) a fresh database on this server
  if (process.env.DATABASE_URL) process.env.TEST_POSTGRES_URL = process.env.DATABASE_URL
  return 'postgres'
}

const signedIn = (member: Member) => ({ user_id: member.userId, user_token: member.token })

function firstPage(seeded: Seeded, thread: Thread) {
  return (i: number): Call => ({
    name: 'events_comments_list',
    payload: {
      event_id: thread.eventId,
      limit: PAGE,
      support_replies: 1,
      ...signedIn(seeded.members[i % seeded.members.length] as Member),
    },
  })
}

function commentWithReplies(seeded: Seeded, thread: Thread) {
  // the commented-on comments of the first pages, the ones a reader opens
  const ids = thread.withReplies.slice(0, PAGE)
  return (i: number): Call => ({
    name: 'events_comments_get',
    payload: {
      event_comment_id: ids[i % ids.length],
      support_replies: 1,
      ...signedIn(seeded.members[i % seeded.members.length] as Member),
    },
  })
}

function reaction(seeded: Seeded, verb: 'like' | 'unlike', offset = 0) {
  return (i: number): Call => {
    const pair = seeded.freshLikes[offset + i] as Seeded['freshLikes'][0]
    return {
      name: `events_comments_${verb}`,
      payload: { event_id: seeded.large.eventId, comment_id: pair.commentId, ...signedIn(pair.member) },
    }
  }
}

interface Row {
  call: string
  thread: string
  figures: Figures
}

async function main(): Promise<void> {
  const kind = databaseKind()
  log(
    `comments at ${LARGE} and ${SMALL} comments per event, ${kind}, ${CONNECTIONS} connections, ${SECONDS} s each`,
  )
  log('seeding')
  const seeded = await seedThreads({
    database: kind,
    largeThread: LARGE,
    smallThread: SMALL,
    members: MEMBERS,
    laterComments: LATER,
    log,
  })
  try {
    const url = await seeded.gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const run = (next: (i: number) => Call, limit?: number) =>
      load(url, next, { connections: CONNECTIONS, seconds: SECONDS, ...(limit ? { limit } : {}) })

    // warm plans, caches and the JIT on every call first; the warm-up likes come from the far end
    // of the pairs and are taken back at once
    const warmLikes = seeded.freshLikes.length - 2 * CONNECTIONS
    for (const next of [
      firstPage(seeded, seeded.large),
      firstPage(seeded, seeded.small),
      commentWithReplies(seeded, seeded.large),
    ])
      await load(url, next, { connections: CONNECTIONS, seconds: 1 })
    await load(url, reaction(seeded, 'like', warmLikes), {
      connections: CONNECTIONS,
      seconds: 1,
      limit: CONNECTIONS * 2,
    })
    await load(url, reaction(seeded, 'unlike', warmLikes), {
      connections: CONNECTIONS,
      seconds: 1,
      limit: CONNECTIONS * 2,
    })

    const large = `${LARGE}`
    const small = `${SMALL}`
    // each pair of calls shares its time in turns: their ratio is what the run is for
    const inTurns = (a: (i: number) => Call, b: (i: number) => Call) =>
      loadInTurns(url, [a, b], { connections: CONNECTIONS, seconds: SECONDS * 2, turns: TURNS })
    const [listLarge, listSmall] = await inTurns(
      firstPage(seeded, seeded.large),
      firstPage(seeded, seeded.small),
    )
    const [getLarge, getSmall] = await inTurns(
      commentWithReplies(seeded, seeded.large),
      commentWithReplies(seeded, seeded.small),
    )
    const database = seeded.gateway.platform.database
    const viewerId = (seeded.members[0] as Member).userId
    const sqlLarge = await timeFirstPage(database, seeded.large.eventId, viewerId, PAGE)
    const sqlSmall = await timeFirstPage(database, seeded.small.eventId, viewerId, PAGE)
    const rows: Row[] = [
      { call: 'events_comments_list first page', thread: large, figures: listLarge },
      { call: 'events_comments_list first page', thread: small, figures: listSmall },
      { call: 'events_comments_get with replies', thread: large, figures: getLarge },
      { call: 'events_comments_get with replies', thread: small, figures: getSmall },
      { call: 'first-page SQL alone (1 connection)', thread: large, figures: sqlLarge },
      { call: 'first-page SQL alone (1 connection)', thread: small, figures: sqlSmall },
    ]
    const liked = await run(reaction(seeded, 'like'), warmLikes)
    rows.push({ call: 'events_comments_like (new likes)', thread: large, figures: liked })
    // each unlike takes back one like just made
    const unliked = await run(reaction(seeded, 'unlike'), liked.requests)
    rows.push({ call: 'events_comments_unlike', thread: large, figures: unliked })

    log(
      `\nseeded in ${seeded.seconds.toFixed(0)} s: ${seeded.members.length} members, threads of ${LARGE} and ${SMALL}, then ${LATER} comments on other events`,
    )
    log('\n| call | thread | requests | p50 ms | p95 ms | p99 ms | req/s |')
    log('|---|---|---|---|---|---|---|')
    for (const { call, thread, figures: f } of rows) {
      log(
        `| ${call} | ${thread} | ${f.requests} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.rps.toFixed(0)} |`,
      )
    }
    const ratio = (a: Figures, b: Figures) =>
      `p50 ${(a.p50 / b.p50).toFixed(2)}x, p95 ${(a.p95 / b.p95).toFixed(2)}x, req/s ${(b.rps / a.rps).toFixed(2)}x fewer`
    log(`\nfirst page ${large}/${small} through /api: ${ratio(listLarge, listSmall)} (target: 1-2x)`)
    log(`first page ${large}/${small}, SQL alone: ${ratio(sqlLarge, sqlSmall)}`)
    for (const thread of [seeded.large, seeded.small]) {
      log(`\nfirst-page query plan, ${thread.size}-comment thread:`)
      for (const line of await firstPagePlan(database, thread.eventId, viewerId, PAGE)) log(`    ${line}`)
    }
  } finally {
    await seeded.gateway.close()
  }
}

await main()
