import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createEventBus,
  createLogger,
  createPubSub,
  type Database,
  migratePlatform,
  migrateSchema,
} from '@showroom/platform'
import {
  createTestDatabase,
  type RedisProcess,
  startRedisProcess,
  testDatabaseKinds,
  waitFor,
  within,
} from '@showroom/testkit'
import { type ExecutionResult, graphql, parse, subscribe } from 'graphql'
import { Redis } from 'ioredis'
import { type CommerceService, createCommerceService } from '../src/index.ts'

// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
type Json = any
type Stream = AsyncGenerator<ExecutionResult<Json>>

const LIVE = 'subscription ($id: Int!) { flashSaleLive(flashSaleId: $id) { stats { viewingNow } } }'
const STATS = 'query ($id: Int!) { flashSale(id: $id) { stats { viewingNow } } }'
const context = { viewer: null, requestId: 'test', authToken: null, locale: 'en', clientIp: null }

for (const kind of testDatabaseKinds()) {
  describe(`people viewing now across gateways sharing one Redis (${kind})`, () => {
    let redis: RedisProcess
    let database: Database
    let gateways: CommerceService[]
    let saleId: number
    before(async () => {
      redis = await startRedisProcess()
      database = await createTestDatabase(kind)
      await migratePlatform(database)
      const logger = createLogger({ level: 'silent' })
      const events = createEventBus(database, { logger })
      gateways = [1, 2].map(() =>
        createCommerceService({
          db: database.forSchema('commerce'),
          events,
          pubsub: createPubSub({ logger }),
          logger,
          redisUrl: redis.url,
          liveRefreshMs: 200,
        }),
      )
      await migrateSchema(database, 'commerce', (gateways[0] as CommerceService).migrations)
      const sale = await database
        .forSchema<Json>('commerce')
        .insertInto('sales')
        .values({
          persona_type: 'designer',
          persona_id: 1,
          name: 'Viewed sale',
          city_id: 1,
          starts_at: new Date(Date.now() - 60_000),
          ends_at: new Date(Date.now() + 86_400_000),
          currency: 'gbp',
          is_published: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      saleId = sale.id
    })
    after(async () => {
      for (const gateway of gateways) await gateway.stop?.()
      await database.close()
      await redis.stop()
    })

    const watch = async (gateway: CommerceService): Promise<Stream> =>
      (await subscribe({
        schema: gateway.schema,
        document: parse(LIVE),
        contextValue: context,
        variableValues: { id: saleId },
      })) as Stream
    const viewingIn = async (stream: Stream): Promise<number> =>
      (await within(stream.next(), 20_000, 'a live state')).value.data.flashSaleLive.stats.viewingNow
    const viewingOn = async (gateway: CommerceService): Promise<number> => {
      const result = await graphql({
        schema: gateway.schema,
        source: STATS,
        contextValue: context,
        variableValues: { id: saleId },
      })
      assert.equal(result.errors, undefined)
      return (result.data as Json).flashSale.stats.viewingNow
    }

    test('a page open on one gateway is counted on the other; closing it counts it out everywhere', async () => {
      const [a, b] = gateways as [CommerceService, CommerceService]
      assert.equal(await viewingOn(b), 0)
      const onA = await watch(a)
      try {
        assert.equal(await viewingIn(onA), 1)
        await waitFor(async () => (await viewingOn(b)) === 1, { what: 'gateway 2 to count the page on 1' })
        const onB = await watch(b)
        try {
          // a live state counts at once, every gateway's pages
          assert.equal(await viewingIn(onB), 2)
          assert.equal(await viewingIn(onA), 2)
        } finally {
          await onB.return(undefined)
        }
        await waitFor(async () => (await viewingOn(a)) === 1, { what: 'the closed page to be counted out' })
      } finally {
        await onA.return(undefined)
      }
      await waitFor(async () => (await viewingOn(b)) === 0, { what: 'no page left open' })
    })

    test('a connection not seen for a minute (its gateway died without saying goodbye) is not counted', async () => {
      const raw = new Redis(redis.url)
      try {
        await raw.zadd(`showroom:commerce:viewing:${saleId}`, Date.now() - 61_000, 'gone-gateway-page')
        const [a] = gateways as [CommerceService]
        const onA = await watch(a)
        try {
          assert.equal(await viewingIn(onA), 1)
        } finally {
          await onA.return(undefined)
        }
        assert.equal(await raw.zscore(`showroom:commerce:viewing:${saleId}`, 'gone-gateway-page'), null)
      } finally {
        raw.disconnect()
      }
    })
  })
}
