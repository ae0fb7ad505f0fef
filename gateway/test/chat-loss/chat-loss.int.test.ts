// chat never loses a message: 600 messages between members through two gateway processes on one
// PostgreSQL database and a private Redis, while sockets drop, a gateway is killed and Redis
// restarts at moments a seeded plan picks (CHAT_LOSS_SEED=n repeats a plan). Every subscriber and
// every polling client must end with every message once, in order, and the unread counts must
// equal a recount from the table. The posting never runs more than a few messages ahead of a
// disruption that has not begun, so each of the thirteen meets posts in flight before and after it
// however fast or slow the machine is: what 2,000 messages did by sheer number, at a third of the cost
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createTestGateway,
  type GatewayProcess,
  type RedisProcess,
  startGatewayProcess,
  startRedisProcess,
  type TestGateway,
  testDatabaseKinds,
  waitFor,
} from '@showroom/testkit'
import { Poller, Subscriber } from './loss-clients.ts'
import { describeDisruption, planDisruptions, runDisruptions } from './loss-disruptions.ts'
import { callApi, callGraphql, type Json, type Member } from './loss-http.ts'
import { type LossChat, planMessages, postAll } from './loss-posting.ts'
import { chatRows, seedMembersAndChats, unreadRecount } from './loss-seed.ts'
import { createRandom } from '../support/random.ts'

const TOTAL = 600
const MEMBERS = 5
// six chats among five members: everyone is in two or three
const PAIRS = [
  [0, 1],
  [0, 2],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 0],
] as const
const POSTING_CLIENTS = 6
// how far past a disruption's moment the clients may take messages before it has begun
const AHEAD = POSTING_CLIENTS * 2
const POLL_INTERVAL_MS = 1000
// how long the clients may take to catch up once everything was posted (a ceiling, not a target)
const CATCH_UP_MS = 120_000

const seed = Number(process.env.CHAT_LOSS_SEED) || Math.floor(Math.random() * 2 ** 31)

// whether a client's view equals the table: each message once, in seq order, none missing
function sameAsTable(what: string, got: readonly number[], expected: readonly number[]): string | null {
  if (got.length === expected.length && got.every((id, i) => id === expected[i])) return null
  const seen = new Set<number>()
  const duplicates = got.filter((id) => seen.has(id) || !seen.add(id))
  const missing = expected.filter((id) => !seen.has(id))
  const firstDifference = got.findIndex((id, i) => id !== expected[i])
  return `${what}: ${got.length} of ${expected.length}, ${duplicates.length} duplicated, ${missing.length} missing, first difference at position ${firstDifference}`
}

if (testDatabaseKinds().includes('postgres')) {
  describe('chat delivery through disruptions (two gateway processes, PostgreSQL, a private Redis)', () => {
    let seeded: TestGateway
    let redis: RedisProcess
    const gateways: GatewayProcess[] = []
    let members: Member[]
    let chats: LossChat[]
    const subscribers: Subscriber[] = []
    const pollers: Poller[] = []
    let setupSeconds = 0

    before(async () => {
      const startedAt = performance.now()
      // a fresh database of the test's own, migrated, dropped in after()
      seeded = await createTestGateway({ database: 'postgres' })
      ;({ members, chats } = await seedMembersAndChats(seeded, MEMBERS, PAIRS))
      redis = await startRedisProcess()
      const env = { DATABASE_URL: seeded.databaseUrl as string, REDIS_URL: redis.url }
      const started = await Promise.allSettled(
        [0, 1].map((i) => startGatewayProcess({ env, name: `gateway ${i}` })),
      )
      for (const result of started) if (result.status === 'fulfilled') gateways.push(result.value)
      const failed = started.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
      setupSeconds = (performance.now() - startedAt) / 1000
    })

    after(async () => {
      const steps = [
        ...subscribers.map((s) => () => s.stop()),
        ...pollers.map((p) => () => p.stop()),
        ...gateways.map((g) => () => g.stop()),
        () => redis?.stop(),
        () => seeded?.close(),
      ]
      for (const step of steps) await step()?.catch((error: Error) => console.error(error))
    })

    test('every client ends with each of 600 messages once, in order, and unread counts match the table', async (t) => {
      t.diagnostic(`seed ${seed} (CHAT_LOSS_SEED=${seed} repeats this plan)`)
      const startedAt = performance.now()
      const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(0)} s`
      const random = createRandom(seed)
      const urls = gateways.map((g) => g.url)
      const plan = planMessages(random, chats, TOTAL, seed)
      const disruptions = planDisruptions(random, TOTAL)
      t.diagnostic(`disruptions: ${disruptions.map(describeDisruption).join('; ')}`)

      // each member reads each of their chats live on one gateway (the two sides on different
      // ones); one old app per chat polls through both
      for (const chat of chats) {
        chat.members.forEach((member, side) => {
          subscribers.push(new Subscriber(member, chat.id, urls[side] as string))
        })
        pollers.push(
          new Poller(chat.members[1], chat.id, urls, {
            intervalMs: POLL_INTERVAL_MS,
            noFocus: chat.id % 2 === 0,
          }),
        )
      }
      for (const client of [...subscribers, ...pollers]) client.start()

      let posted = 0
      let finished = false
      let begun = 0
      const progress = () => ({ posted, finished })
      const mayTake = (index: number) => index < (disruptions[begun]?.at ?? TOTAL) + AHEAD
      const posting = postAll(plan, urls, POSTING_CLIENTS, () => posted++, mayTake).finally(() => {
        finished = true
        t.diagnostic(`posting ended after ${elapsed()} (set-up took ${setupSeconds.toFixed(0)} s)`)
      })
      const disrupted = runDisruptions(
        disruptions,
        random,
        progress,
        { gateways, redis, subscribers },
        (n) => {
          begun = n + 1
        },
      )
      const [result, counts] = await Promise.all([posting, disrupted])
      t.diagnostic(
        `posted ${result.ids.size} with ${result.retries} retries; ${counts.socketsDropped} sockets dropped, ${counts.gatewayRestarts} gateway restarts, ${counts.redisRestarts} Redis restarts; disruptions ended after ${elapsed()}`,
      )
      assert.deepEqual(result.refusals, [], 'no post was refused')
      assert.deepEqual(result.duplicates, [], 'a message sent again answers the first one')

      const expected = new Map(chats.map((chat) => [chat.id, plan.filter((m) => m.chat === chat).length]))
      const caughtUp = () =>
        subscribers.every((s) => s.seen >= (expected.get(s.chatId) as number)) &&
        pollers.every((p) => p.received.length >= (expected.get(p.chatId) as number))
      await waitFor(caughtUp, {
        timeoutMs: CATCH_UP_MS,
        intervalMs: 100,
        what: 'every client to catch up',
      }).catch((error: Error) => {
        const behind = [
          ...subscribers.map(
            (s) =>
              `subscriber ${s.member.name} chat ${s.chatId}: seq ${s.seen} of ${expected.get(s.chatId)} (${s.subscriptions} subscriptions) ${s.errors.join(' | ')}`,
          ),
          ...pollers.map(
            (p) =>
              `poller chat ${p.chatId}: ${p.received.length} of ${expected.get(p.chatId)} ${p.errors.join(' | ')}`,
          ),
        ]
        throw new Error(
          `${error.message}\n${behind.join('\n')}\n${gateways.map((g) => g.output()).join('\n')}`,
        )
      })
      const resubscribed = subscribers.reduce((sum, s) => sum + s.subscriptions - 1, 0)
      const polls = pollers.reduce((sum, p) => sum + p.polls, 0)
      t.diagnostic(
        `every client caught up after ${elapsed()}: ${resubscribed} subscriptions made again, ${polls} polls`,
      )
      for (const client of [...subscribers, ...pollers]) await client.stop()

      // the table: exactly the 600 planned messages, seq 1..N per chat, one per client message id
      let stored = 0
      const problems: string[] = []
      for (const chat of chats) {
        const rows = await chatRows(seeded, chat.id)
        stored += rows.ids.length
        const planned = plan.filter((m) => m.chat === chat)
        assert.deepEqual(
          rows.seqs,
          planned.map((_, i) => i + 1),
          `chat ${chat.id} holds seq 1..${planned.length}`,
        )
        assert.equal(rows.lastSeq, planned.length)
        assert.deepEqual(
          [...rows.clientIds].sort(),
          planned.map((m) => m.clientMessageId).sort(),
          `chat ${chat.id} holds each planned message once`,
        )
        for (const message of planned) {
          const at = rows.clientIds.indexOf(message.clientMessageId)
          if (rows.ids[at] !== result.ids.get(message.index))
            problems.push(
              `${message.clientMessageId} answered ${result.ids.get(message.index)}, stored ${rows.ids[at]}`,
            )
        }
        for (const s of subscribers.filter((s) => s.chatId === chat.id)) {
          const wrongSeq = s.received.findIndex((m, i) => m.seq !== i + 1 || m.id !== rows.ids[i])
          const problem = sameAsTable(
            `subscriber ${s.member.name} chat ${chat.id}`,
            s.received.map((m) => m.id),
            rows.ids,
          )
          if (problem) problems.push(problem)
          else if (wrongSeq !== -1)
            problems.push(`subscriber ${s.member.name} chat ${chat.id}: wrong seq at ${wrongSeq}`)
        }
        for (const p of pollers.filter((p) => p.chatId === chat.id)) {
          const problem = sameAsTable(
            `poller chat ${chat.id}`,
            p.received.map((m) => m.id),
            rows.ids,
          )
          if (problem) problems.push(problem)
          else if (p.received.some((m, i) => m.text !== rows.texts[i]))
            problems.push(`poller chat ${chat.id}: a text differs from the table`)
        }
      }
      assert.deepEqual(problems, [], 'every client holds every message once, in order')
      assert.equal(stored, TOTAL, 'no retry made a second message')

      // unread counts, through both gateways, both APIs, against the table
      for (const member of members) {
        const recount = await unreadRecount(seeded, member.userId)
        const total = [...recount.values()].reduce((sum, n) => sum + n, 0)
        for (const url of urls) {
          const rest: Json = await callApi(url, 'user_chats_unread_count', member, { no_cache: 1 })
          assert.equal(rest.unread_count, total, `user_chats_unread_count of ${member.name} on ${url}`)
          const graph: Json = await callGraphql(url, member, '{ chatUnreadCount }')
          assert.equal(graph.chatUnreadCount, total, `chatUnreadCount of ${member.name} on ${url}`)
          const list: Json = await callApi(url, 'user_chats_list', member, {})
          const perChat = new Map(list.chats.map((c: Json) => [Number(c.id), Number(c.unread_count)]))
          assert.deepEqual(perChat, recount, `user_chats_list unread counts of ${member.name} on ${url}`)
        }
      }
    })
  })
}
