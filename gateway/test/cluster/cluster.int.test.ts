// `npm run cluster` as it runs past one machine: nginx in front of two gateway processes, every
// service its own process, one PostgreSQL database and a Redis of the test's own. Everything goes
// through the balancer: a signup limit reached on one gateway holds on the other, buyers on both
// gateways cannot take more units than a sale has, an upload's two slices may go to different
// gateways, and two members chatting live on different gateways each end with every one of 500
// messages once, in order, though the gateway under one of them was killed (SIGKILL) half-way
// through the burst and its client came back through the other
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createTestGateway,
  type RedisProcess,
  png,
  startRedisProcess,
  type TestGateway,
  testDatabaseKinds,
  waitFor,
} from '@showroom/testkit'
import { graphql } from 'graphql'
import { sql } from 'kysely'
import { Subscriber } from '../chat-loss/loss-clients.ts'
import type { Json, Member } from '../chat-loss/loss-http.ts'
import { planMessages, postAll } from '../chat-loss/loss-posting.ts'
import { chatRows, seedMembersAndChats } from '../chat-loss/loss-seed.ts'
import { createRandom } from '../support/random.ts'
import { type Cluster, startCluster } from './cluster-process.ts'

const MESSAGES = 500
const UNITS = 3
const BUYERS = 8
// ceilings on a busy machine, never targets; a test past its ceiling fails instead of holding CI
const CATCH_UP_MS = 180_000
const REQUEST_MS = 60_000
const TEST_MS = 300_000
const BURST_TEST_MS = 900_000

const SIGNUP = `mutation ($email: String!, $username: String!, $password: String!) {
  signup(email: $email, username: $username, password: $password) { userId }
}`
const ADD = 'mutation ($sizeId: Int!) { addToBasket(sizeId: $sizeId) { itemCount } }'
const CHECKOUT = `mutation ($key: String!) {
  checkout(idempotencyKey: $key, payment: { cardNumber: "4242 4242 4242 4242" }, termsAccepted: true) { id }
}`

// one POST through the balancer; the answer and the gateway that gave it
async function post(cluster: Cluster, query: string, variables: Json, token?: string) {
  const response = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { cookie: `sr_session=${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_MS),
  })
  // after a refused connection the balancer names each gateway it tried; the last one answered
  const gateway = response.headers.get('x-showroom-gateway')?.split(',').at(-1)?.trim() ?? null
  return { status: response.status, gateway, body: await response.json() }
}

const codeOf = (body: Json) => body?.errors?.[0]?.extensions?.code as string | undefined

if (testDatabaseKinds().includes('postgres')) {
  describe('the cluster: a balancer, two gateways, a process per service (PostgreSQL, Redis)', () => {
    let seeded: TestGateway
    let redis: RedisProcess
    let cluster: Cluster
    let members: Member[]
    let chatId: number
    // every live subscriber, stopped after the tests however they ended: a socket left to reconnect
    // would keep this file running
    const subscribers: Subscriber[] = []
    const subscribe = (member: Member) => {
      const subscriber = new Subscriber(member, chatId, cluster.url)
      subscribers.push(subscriber)
      subscriber.start()
      return subscriber
    }

    before(async () => {
      seeded = await createTestGateway({ database: 'postgres' })
      const seededChat = await seedMembersAndChats(seeded, 2 + BUYERS, [[0, 1]])
      members = seededChat.members
      chatId = (seededChat.chats[0] as { id: number }).id
      redis = await startRedisProcess()
      cluster = await startCluster({ DATABASE_URL: seeded.databaseUrl as string, REDIS_URL: redis.url })
      assert.equal(cluster.gateways.length, 2)
    })

    after(async () => {
      await Promise.all(subscribers.map((s) => s.stop()))
      for (const step of [() => cluster?.stop(), () => redis?.stop(), () => seeded?.close()])
        await step()?.catch((error: Error) => console.error(error))
    })

    test('a signup limit reached through one gateway holds on the other', { timeout: TEST_MS }, async () => {
      const answers: { gateway: string | null; ok: boolean }[] = []
      const refusedBy = new Set<string | null>()
      for (let i = 0; refusedBy.size < 2 && i < 20; i++) {
        const { status, gateway, body } = await post(cluster, SIGNUP, {
          email: `cluster-${i}@example.test`,
          username: `clustersignup${i}`,
          password: 'long-enough-password',
        })
        assert.equal(status, 200)
        if (body.errors) {
          assert.equal(codeOf(body), 'ACCOUNTS_ERR_RATE_LIMITED', JSON.stringify(body.errors))
          refusedBy.add(gateway)
        }
        answers.push({ gateway, ok: !body.errors })
      }
      const accepted = answers.filter((a) => a.ok)
      // five an hour per address (rate-limits.ts), counted once for the whole site
      assert.equal(accepted.length, 5, JSON.stringify(answers))
      assert.equal(new Set(accepted.map((a) => a.gateway)).size, 2, 'signups went through both gateways')
      assert.equal(refusedBy.size, 2, 'each gateway refused once the limit was reached')
      assert.ok(answers.slice(5).every((a) => !a.ok))
    })

    test(`buyers spread over both gateways take the last ${UNITS} units and no more`, {
      timeout: TEST_MS,
    }, async () => {
      const schema = seeded.services.commerce.schema
      const seller = {
        userId: members[0]?.userId as number,
        sessionId: 'seller',
        persona: { type: 'designer' as const, id: 9001 },
        roles: ['member' as const],
        isPro: false,
        isTeam: false,
        points: 0,
      }
      const asSeller = async (source: string, variableValues: Json) => {
        const contextValue = {
          viewer: seller,
          requestId: 'seed',
          authToken: null,
          locale: 'en',
          clientIp: null,
        }
        const result = await graphql({ schema, source, contextValue, variableValues })
        assert.equal(result.errors, undefined, JSON.stringify(result.errors))
        return result.data as Json
      }
      const startsAt = new Date(Date.now() - 60_000)
      const sale = await asSeller(
        'mutation ($input: FlashSaleInput!) { saveFlashSale(input: $input) { id } }',
        {
          input: {
            personaType: 'designer',
            personaId: 9001,
            name: 'Last units',
            cityId: 1,
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + 86_400_000).toISOString(),
            currency: 'gbp',
            serveCapacity: null,
            shippingFee: 4.95,
            freeShippingOver: 100,
            isPublished: true,
          },
        },
      )
      const product = await asSeller(
        'mutation ($input: FlashSaleProductInput!) { saveFlashSaleProduct(input: $input) { sizes { id } } }',
        {
          input: {
            flashSaleId: sale.saveFlashSale.id,
            name: 'Coat',
            price: 40,
            originalPrice: 100,
            heroThumbUrl: 'https://img.example/coat.jpg',
            sizes: [{ label: 'M', stock: UNITS }],
          },
        },
      )
      const sizeId = product.saveFlashSaleProduct.sizes[0].id as number
      const buyers = members.slice(2)
      const gateways = new Set<string | null>()
      const outcomes = await Promise.all(
        buyers.map(async (buyer, i) => {
          const added = await post(cluster, ADD, { sizeId }, buyer.token)
          gateways.add(added.gateway)
          if (added.body.errors) {
            assert.equal(codeOf(added.body), 'COMMERCE_ERR_SOLD_OUT', JSON.stringify(added.body.errors))
            return 'sold out'
          }
          const paid = await post(cluster, CHECKOUT, { key: `cluster-buyer-${i}` }, buyer.token)
          gateways.add(paid.gateway)
          assert.equal(paid.body.errors, undefined, JSON.stringify(paid.body.errors))
          return 'paid'
        }),
      )
      assert.equal(gateways.size, 2, 'the buyers went through both gateways')
      assert.equal(outcomes.filter((o) => o === 'paid').length, UNITS)
      const { rows } = await sql<{
        stock: number
      }>`select stock from commerce.sizes where id = ${sizeId}`.execute(seeded.platform.database.db)
      assert.equal(Number(rows[0]?.stock), 0)
    })

    test('the slices of one upload may land on different gateways', { timeout: TEST_MS }, async () => {
      const [member] = members as [Member]
      const file = png(320, 240)
      const half = Math.floor(file.length / 2)
      // the balancer takes turns; should something else come between the two slices, try again
      for (let tries = 0; tries < 5; tries++) {
        const uploadId = `cluster-upload-${tries}`
        const answers = []
        for (const [from, to] of [
          [0, half - 1],
          [half, file.length - 1],
        ] as const) {
          const response = await fetch(`${cluster.url}/upload/image/upload?context=chat`, {
            method: 'POST',
            headers: {
              'content-type': 'application/octet-stream',
              cookie: `sr_session=${member.token}`,
              'content-range': `bytes ${from}-${to}/${file.length}`,
              'x-unique-upload-id': uploadId,
            },
            body: new Uint8Array(file.subarray(from, to + 1)),
            signal: AbortSignal.timeout(REQUEST_MS),
          })
          const gateway = response.headers.get('x-showroom-gateway')?.split(',').at(-1)?.trim()
          answers.push({ status: response.status, gateway, body: await response.json() })
        }
        if (answers[0]?.gateway === answers[1]?.gateway) continue
        assert.deepEqual(
          answers.map((a) => a.status),
          [200, 200],
          JSON.stringify(answers.map((a) => a.body)),
        )
        assert.equal(answers[0]?.body.done, false)
        assert.equal(answers[1]?.body.width, 320)
        assert.ok(answers[1]?.body.public_id, 'the second gateway completed the upload')
        return
      }
      assert.fail('the two slices never went to different gateways')
    })

    test(`two members on different gateways each get all ${MESSAGES} messages once, in order, though one gateway is killed mid-burst`, {
      timeout: BURST_TEST_MS,
    }, async (t) => {
      const [ava, ben] = members as [Member, Member]
      const first = subscribe(ava)
      await waitFor(() => first.gateway !== undefined, { timeoutMs: 60_000, what: "ava's socket" })
      // ben's socket must land on the other gateway: the balancer takes turns, so a few tries do
      let second: Subscriber | undefined
      for (let tries = 0; tries < 10 && !second; tries++) {
        const candidate = subscribe(ben)
        await waitFor(() => candidate.gateway !== undefined, { timeoutMs: 60_000, what: "ben's socket" })
        if (candidate.gateway !== first.gateway) second = candidate
        else await candidate.stop()
      }
      assert.ok(second, 'the balancer put the two members on different gateways')
      const pair = [first, second]
      const doomed = cluster.gateways.find((g) => cluster.addressOf(g) === first.gateway)
      assert.ok(doomed, `ava's gateway ${first.gateway} is one of the cluster's`)

      const seed = Math.floor(Math.random() * 2 ** 31)
      t.diagnostic(`seed ${seed}`)
      const chat = { id: chatId, members: [ava, ben] as const }
      const plan = planMessages(createRandom(seed), [chat], MESSAGES, seed)
      let posted = 0
      let killed = false
      // the second half of the burst is posted only once the gateway is gone
      const mayTake = (index: number) => killed || index < MESSAGES / 2
      const result = await postAll(
        plan,
        [cluster.url],
        4,
        () => {
          posted++
          if (!killed && posted >= MESSAGES / 2 - 10) {
            killed = true
            process.kill(doomed.pid, 'SIGKILL')
          }
        },
        mayTake,
      )
      assert.deepEqual(result.refusals, [], 'no post was refused')
      assert.deepEqual(result.duplicates, [], 'a message sent again answers the first one')

      const rows = await chatRows(seeded, chatId)
      assert.equal(rows.ids.length, MESSAGES, 'the table holds each message once')
      await waitFor(() => pair.every((s) => s.seen >= rows.lastSeq), {
        timeoutMs: CATCH_UP_MS,
        intervalMs: 100,
        what: 'both members to catch up',
      }).catch((error: Error) => {
        const state = pair.map(
          (s) => `${s.member.name}: seq ${s.seen}, gateways ${s.gateways.join(' ')} ${s.errors.join(' | ')}`,
        )
        throw new Error(`${error.message}\n${state.join('\n')}\n${cluster.output()}`)
      })
      for (const subscriber of pair) await subscriber.stop()
      for (const subscriber of pair) {
        assert.deepEqual(
          subscriber.received.map((m) => m.id),
          rows.ids,
          `${subscriber.member.name} got every message once, in order`,
        )
        assert.deepEqual(subscriber.errors, [])
      }
      // ava's socket went down with her gateway and came back through the balancer on the other one
      assert.ok(first.gateways.length >= 2, `ava reconnected (${first.gateways.join(' ')})`)
      assert.ok(first.gateways.slice(1).every((g) => g !== first.gateways[0]))
      t.diagnostic(`posted with ${result.retries} retries; ava's sockets: ${first.gateways.join(' then ')}`)
    })
  })
}
