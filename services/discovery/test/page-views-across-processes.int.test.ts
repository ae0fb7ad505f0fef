import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createEventBus,
  createLogger,
  migratePlatform,
  migrateSchema,
  type RequestContext,
  type Viewer,
} from '@showroom/platform'
import {
  createTestDatabase,
  createTestGateway,
  type GatewayProcess,
  type RedisProcess,
  startGatewayProcess,
  startRedisProcess,
  type TestDatabase,
  type TestGateway,
  testDatabaseKinds,
} from '@showroom/testkit'
import { graphql } from 'graphql'
import { sql } from 'kysely'
import { createDiscoveryService, type DiscoveryService } from '../src/index.ts'
import { createPageViewCounter } from '../src/events/page-views.ts'
import { createRedisViewMemory } from '../src/events/page-views.shared.ts'
import { londonEvent, seedCity, viewerOf } from './support/discovery-harness.ts'

const logger = createLogger({ level: 'silent' })
const DAY_MS = 86_400_000
// noon (UTC) of today, so the day's keys in Redis expire in the future whatever the real date
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2)

function recordingWriter() {
  const writes: Array<{ eventId: number; views: number; paidViews: number }> = []
  return {
    writes,
    addPageViews: async (eventId: number, views: number, paidViews: number) => {
      writes.push({ eventId, views, paidViews })
    },
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`page views counted by two discovery processes sharing one Redis (${kind})`, () => {
    let redis: RedisProcess
    let database: TestDatabase
    let processes: DiscoveryService[]
    let clock = today
    let eventId: number

    before(async () => {
      redis = await startRedisProcess()
      database = await createTestDatabase(kind)
      await migratePlatform(database)
      const events = createEventBus(database, { logger })
      // each its own counter and its own Redis connection, as two processes behind a balancer
      processes = [1, 2].map(() =>
        createDiscoveryService({
          db: database.forSchema('discovery'),
          events,
          logger,
          redisUrl: redis.url,
          now: () => clock,
        }),
      )
      const [first] = processes as [DiscoveryService]
      await migrateSchema(database, 'discovery', first.migrations)
      await seedCity(first)
      eventId = await first.api.addEvent(londonEvent('seen-twice'))
    })
    after(async () => {
      for (const process of processes) await process.stop?.()
      await database.drop()
      await redis.stop()
    })

    const view = async (process: DiscoveryService, visitor: { viewer?: Viewer; clientIp?: string }) => {
      const contextValue: RequestContext = {
        viewer: visitor.viewer ?? null,
        requestId: 'test',
        authToken: null,
        locale: 'en',
        clientIp: visitor.clientIp ?? null,
      }
      const result = await graphql({
        schema: process.schema,
        source: 'mutation ($id: Int!) { recordEventView(eventId: $id) }',
        contextValue,
        variableValues: { id: eventId },
      })
      assert.deepEqual(result.errors, undefined)
    }
    const totalAfterFlush = async () => {
      for (const process of processes) await process.api.flushPageViews()
      const event = await (processes[0] as DiscoveryService).api.eventBySlug('seen-twice')
      return Number(event?.page_views_total)
    }
    const [a, b] = [0, 1]

    test('a visitor viewing through both processes counts once; another visitor counts', async () => {
      const member = { viewer: viewerOf(101) }
      await view(processes[a] as DiscoveryService, member)
      await view(processes[b] as DiscoveryService, member)
      await view(processes[b] as DiscoveryService, member)
      assert.equal(await totalAfterFlush(), 1, 'the same member on both processes, before either flushed')
      await view(processes[a] as DiscoveryService, member)
      assert.equal(await totalAfterFlush(), 1, 'and again after both flushed')

      await view(processes[b] as DiscoveryService, { viewer: viewerOf(102) })
      await view(processes[a] as DiscoveryService, { clientIp: '203.0.113.9' })
      await view(processes[b] as DiscoveryService, { clientIp: '203.0.113.9' })
      assert.equal(await totalAfterFlush(), 3, 'another member and one anonymous address')
    })

    test('a new UTC day counts the same visitor again, once', async () => {
      clock = new Date(today.getTime() + DAY_MS)
      await view(processes[b] as DiscoveryService, { viewer: viewerOf(101) })
      await view(processes[a] as DiscoveryService, { viewer: viewerOf(101) })
      assert.equal(await totalAfterFlush(), 4)
    })
  })
}

if (testDatabaseKinds().includes('postgres')) {
  describe('page views through two gateway processes on one PostgreSQL and one Redis', () => {
    let seeded: TestGateway
    let redis: RedisProcess
    const gateways: GatewayProcess[] = []

    before(async () => {
      seeded = await createTestGateway({ database: 'postgres', demo: true })
      redis = await startRedisProcess()
      // the balancer's X-Forwarded-For names the visitor, as nginx sets it in the cluster
      const env = { DATABASE_URL: seeded.databaseUrl as string, REDIS_URL: redis.url, TRUST_PROXY: '1' }
      const started = await Promise.allSettled(
        [1, 2].map((i) => startGatewayProcess({ env, name: `gateway ${i}` })),
      )
      for (const result of started) if (result.status === 'fulfilled') gateways.push(result.value)
      const failed = started.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    })
    after(async () => {
      for (const gateway of gateways) await gateway.stop().catch((error: Error) => console.error(error))
      await redis?.stop()
      await seeded?.close()
    })

    const viewsOf = async (eventId: number) => {
      const { rows } = await sql<{ views: string }>`
        select page_views_total as views from discovery.events where id = ${eventId}
      `.execute(seeded.platform.database.db)
      return Number(rows[0]?.views)
    }

    test('a visitor seen by both gateways counts once, another visitor counts', async () => {
      const { rows } = await sql<{ id: number }>`
        select id from discovery.events order by id limit 1
      `.execute(seeded.platform.database.db)
      const eventId = rows[0]?.id as number
      const before = await viewsOf(eventId)
      const view = async (gateway: GatewayProcess, address: string) => {
        const response = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: gateway.url, 'x-forwarded-for': address },
          body: JSON.stringify({ query: `mutation { recordEventView(eventId: ${eventId}) }` }),
        })
        assert.deepEqual(await response.json(), { data: { recordEventView: true } })
      }
      const [first, second] = gateways as [GatewayProcess, GatewayProcess]
      await view(first, '203.0.113.1')
      await view(second, '203.0.113.1')
      await view(second, '203.0.113.1')
      await view(second, '203.0.113.2')
      await view(first, '203.0.113.1')
      // a gateway writes what it counted when it stops
      for (const gateway of gateways) await gateway.stop()
      assert.equal(await viewsOf(eventId), before + 2)
    })
  })
}

describe('the shared page-view memory', () => {
  let redis: RedisProcess
  before(async () => {
    redis = await startRedisProcess()
  })
  after(async () => {
    await redis.stop()
  })

  test('a paid arrival on one process after an ordinary view on another adds only the paid view', async () => {
    const memories = [createRedisViewMemory(redis.url, logger), createRedisViewMemory(redis.url, logger)]
    const writers = [recordingWriter(), recordingWriter()]
    const [first, second] = memories.map((shared, i) =>
      createPageViewCounter({ writer: writers[i]!, logger, shared, now: () => today }),
    ) as [ReturnType<typeof createPageViewCounter>, ReturnType<typeof createPageViewCounter>]
    try {
      first.record(7, 'member:5', false)
      await first.flush()
      second.record(7, 'member:5', true)
      second.record(7, 'member:6', true)
      await second.flush()
      assert.deepEqual(writers[0]!.writes, [{ eventId: 7, views: 1, paidViews: 0 }])
      assert.deepEqual(writers[1]!.writes, [{ eventId: 7, views: 1, paidViews: 2 }])
    } finally {
      for (const memory of memories) await memory.close()
    }
  })

  test('with Redis out of reach a process counts what it saw itself rather than nothing', async () => {
    const shared = createRedisViewMemory('redis://127.0.0.1:1', logger)
    const writer = recordingWriter()
    const counter = createPageViewCounter({ writer, logger, shared, now: () => today })
    try {
      counter.record(8, 'member:5', false)
      counter.record(8, 'member:5', false)
      counter.record(8, 'member:6', true)
      await counter.flush()
      assert.deepEqual(writer.writes, [{ eventId: 8, views: 2, paidViews: 1 }])
    } finally {
      await shared.close()
    }
  })
})
