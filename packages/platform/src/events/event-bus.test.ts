import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, type TestDatabase, testDatabaseKinds, waitFor } from '@showroom/testkit'
import { sql } from 'kysely'
import { createDatabase, type Database } from '../db/database.ts'
import { createLogger } from '../log/logger.ts'
import { createMetrics, type Metrics } from '../metrics/metrics.ts'
import { migratePlatform } from '../migrate-platform.ts'
import { createEventBus, type DomainEvent, type EventBus, type EventBusOptions } from './event-bus.ts'

const logger = createLogger({ level: 'silent' })

for (const kind of testDatabaseKinds()) {
  describe(`the event bus on ${kind}`, () => {
    let database: TestDatabase
    const buses: EventBus[] = []

    before(async () => {
      database = await createTestDatabase(kind)
      await migratePlatform(database)
    })
    after(async () => {
      await Promise.all(buses.map((bus) => bus.stop()))
      await database.drop()
    })

    function newBus(options: Partial<EventBusOptions> = {}, on: Database = database): EventBus {
      const bus = createEventBus(on, { logger, retryBaseMs: 0, ...options })
      buses.push(bus)
      return bus
    }

    async function deliveryRows(subscriber: string) {
      const { rows } = await sql<{ status: string; attempts: number; last_error: string | null }>`
        select status, attempts, last_error from platform.event_deliveries
        where subscriber = ${subscriber} order by id
      `.execute(database.db)
      return rows
    }

    test('delivers an event once to each subscriber of its type', async () => {
      const bus = newBus()
      const feed: DomainEvent[] = []
      const mail: DomainEvent[] = []
      const other: DomainEvent[] = []
      await bus.subscribe('feed', ['comment.created'], async (event) => void feed.push(event))
      await bus.subscribe('mail', ['comment.created'], async (event) => void mail.push(event))
      await bus.subscribe('other', ['order.placed'], async (event) => void other.push(event))

      const published = await database.db.transaction().execute((trx) =>
        bus.publish(trx, {
          type: 'comment.created',
          aggregateType: 'comment',
          aggregateId: 42,
          payload: { body: 'lovely dress' },
        }),
      )
      await bus.drain()
      await bus.drain()

      assert.equal(feed.length, 1)
      assert.equal(mail.length, 1)
      assert.equal(other.length, 0)
      assert.deepEqual(feed[0], published)
      assert.equal(feed[0]?.aggregateId, '42')
      assert.deepEqual(feed[0]?.payload, { body: 'lovely dress' })
      assert.ok(feed[0]?.occurredAt instanceof Date)
      assert.deepEqual(await deliveryRows('feed'), [], 'delivered rows are removed')
    })

    test('publishes nothing when the transaction rolls back', async () => {
      const bus = newBus()
      const seen: DomainEvent[] = []
      await bus.subscribe('rollback-watcher', ['basket.changed'], async (event) => void seen.push(event))

      await assert.rejects(
        database.db.transaction().execute(async (trx) => {
          await bus.publish(trx, {
            type: 'basket.changed',
            aggregateType: 'basket',
            aggregateId: '7',
            payload: {},
          })
          throw new Error('payment declined')
        }),
        /payment declined/,
      )
      await bus.drain()

      assert.deepEqual(seen, [])
      const { rows } = await sql`select id from platform.events where type = 'basket.changed'`.execute(
        database.db,
      )
      assert.deepEqual(rows, [])
    })

    test('publishes in its own transaction when given the database instead of a transaction', async () => {
      const bus = newBus()
      const seen: string[] = []
      await bus.subscribe('plain', ['venue.renamed'], async (event) => void seen.push(event.aggregateId))
      await bus.publish(database.db, {
        type: 'venue.renamed',
        aggregateType: 'venue',
        aggregateId: 'v1',
        payload: {},
      })
      await bus.drain()
      assert.deepEqual(seen, ['v1'])
    })

    test('keeps the order per aggregate when the first delivery fails and is retried', async () => {
      const bus = newBus()
      const seen: string[] = []
      let failedOnce = false
      await bus.subscribe('ordered', ['stock.changed'], async (event) => {
        const step = (event.payload as { step: string }).step
        if (step === 'a1' && !failedOnce) {
          failedOnce = true
          seen.push('a1 failed')
          throw new Error('temporary outage')
        }
        seen.push(step)
      })
      for (const step of ['a1', 'a2', 'a3']) {
        await bus.publish(database.db, {
          type: 'stock.changed',
          aggregateType: 'product',
          aggregateId: 'a',
          payload: { step },
        })
      }
      await bus.drain()
      assert.deepEqual(seen, ['a1 failed', 'a1', 'a2', 'a3'])
    })

    test('holds back later events of an aggregate while its earlier one waits to retry, but not other aggregates', async () => {
      const bus = newBus({ retryBaseMs: 3_600_000 })
      const seen: string[] = []
      let failing = true
      await bus.subscribe('patient', ['price.changed'], async (event) => {
        const step = (event.payload as { step: string }).step
        if (step === 'a1' && failing) throw new Error('not yet')
        seen.push(step)
      })
      const publish = (aggregateId: string, step: string) =>
        bus.publish(database.db, {
          type: 'price.changed',
          aggregateType: 'product',
          aggregateId,
          payload: { step },
        })
      await publish('a', 'a1')
      await publish('a', 'a2')
      await publish('b', 'b1')

      await bus.drain()
      assert.deepEqual(seen, ['b1'])

      // an hour passes
      failing = false
      await sql`
        update platform.event_deliveries set next_attempt_at = now() where subscriber = 'patient'
      `.execute(database.db)
      await bus.drain()
      assert.deepEqual(seen, ['b1', 'a1', 'a2'])
    })

    test('retries a handler that keeps throwing, then dead-letters it and lets later events through', async () => {
      const metrics = createMetrics({ collectDefaults: false })
      const bus = newBus({ maxAttempts: 3, metrics })
      let attempts = 0
      const delivered: string[] = []
      await bus.subscribe('doomed', ['photo.uploaded'], async (event) => {
        const step = (event.payload as { step: string }).step
        if (step === 'broken') {
          attempts++
          throw new Error(`thumbnailer crashed on attempt ${attempts}`)
        }
        delivered.push(step)
      })
      const publish = (step: string) =>
        bus.publish(database.db, {
          type: 'photo.uploaded',
          aggregateType: 'photo',
          aggregateId: 'p1',
          payload: { step },
        })
      await publish('broken')
      await publish('after')
      await bus.drain()

      assert.equal(attempts, 3)
      assert.deepEqual(delivered, ['after'])
      const rows = await deliveryRows('doomed')
      assert.equal(rows.length, 1)
      assert.equal(rows[0]?.status, 'dead')
      assert.equal(rows[0]?.attempts, 3)
      assert.match(rows[0]?.last_error ?? '', /thumbnailer crashed on attempt 3/)
      assert.deepEqual(await counted(metrics, 'doomed'), { retry: 2, dead: 1, delivered: 1 })
    })

    test('creates deliveries for a subscriber that only another process has registered', async () => {
      const publisher = newBus()
      const consumer = newBus()
      const seen: string[] = []
      await consumer.subscribe(
        'remote-feed',
        ['designer.followed'],
        async (event) => void seen.push(event.aggregateId),
      )

      await publisher.publish(database.db, {
        type: 'designer.followed',
        aggregateType: 'designer',
        aggregateId: 'd9',
        payload: {},
      })
      // the publisher has no handler for remote-feed, so it must leave that delivery alone
      await publisher.drain()
      assert.equal((await deliveryRows('remote-feed')).length, 1)

      await consumer.drain()
      assert.deepEqual(seen, ['d9'])
    })

    test('wakes a started dispatcher as soon as the publishing transaction commits', async () => {
      const bus = newBus({ pollIntervalMs: 60_000 })
      const seen: string[] = []
      await bus.subscribe('live', ['chat.opened'], async (event) => void seen.push(event.aggregateId))
      bus.start()
      // let the first idle tick pass, so only a wake-up can deliver within the test
      await new Promise((resolve) => setTimeout(resolve, 100))

      const started = Date.now()
      await database.db
        .transaction()
        .execute((trx) =>
          bus.publish(trx, { type: 'chat.opened', aggregateType: 'chat', aggregateId: 'c1', payload: {} }),
        )
      await waitFor(() => seen.length === 1, { what: 'the delivery' })
      assert.ok(Date.now() - started < 5000)
      await bus.stop()
    })
  })
}

if (testDatabaseKinds().includes('postgres')) {
  describe('two event buses on one PostgreSQL database', () => {
    let database: TestDatabase
    let second: Database

    before(async () => {
      database = await createTestDatabase('postgres')
      second = await createDatabase({ databaseUrl: database.url! })
      await migratePlatform(database)
    })
    after(async () => {
      await second.close()
      await database.drop()
    })

    test('make a second publisher of one aggregate wait until the first commits', async () => {
      const one = createEventBus(database, { logger })
      const two = createEventBus(second, { logger })
      const seen: string[] = []
      await one.subscribe('ledger', ['credit.added'], async (event) => {
        seen.push((event.payload as { by: string }).by)
      })
      let releaseFirst = () => {}
      const firstHolds = new Promise<void>((resolve) => {
        releaseFirst = resolve
      })
      let firstPublished = () => {}
      const firstIn = new Promise<void>((resolve) => {
        firstPublished = resolve
      })
      const publish = (by: string) => ({
        type: 'credit.added',
        aggregateType: 'wallet',
        aggregateId: 'w1',
        payload: { by },
      })

      const first = database.db.transaction().execute(async (trx) => {
        await one.publish(trx, publish('first'))
        firstPublished()
        await firstHolds
      })
      await firstIn
      let secondDone = false
      const secondTx = second.db.transaction().execute(async (trx) => {
        await two.publish(trx, publish('second'))
        secondDone = true
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      assert.equal(secondDone, false, 'the second publisher waits for the aggregate lock')

      releaseFirst()
      await Promise.all([first, secondTx])
      await one.drain()
      assert.deepEqual(seen, ['first', 'second'])
    })

    test('deliver each event once between them while both dispatch', async () => {
      const handled: string[] = []
      const handler = async (event: DomainEvent) => {
        await new Promise((resolve) => setTimeout(resolve, 2))
        handled.push(event.id)
      }
      const one = createEventBus(database, { logger, pollIntervalMs: 20, batchSize: 5 })
      const two = createEventBus(second, { logger, pollIntervalMs: 20, batchSize: 5 })
      await one.subscribe('search-index', ['look.published'], handler)
      await two.subscribe('search-index', ['look.published'], handler)
      one.start()
      two.start()
      const ids: string[] = []
      for (let i = 0; i < 60; i++) {
        const bus = i % 2 === 0 ? one : two
        const event = await bus.publish(i % 2 === 0 ? database.db : second.db, {
          type: 'look.published',
          aggregateType: 'look',
          aggregateId: String(i % 7),
          payload: { i },
        })
        ids.push(event.id)
      }
      await waitFor(() => handled.length >= ids.length, { what: 'all deliveries' })
      await Promise.all([one.drain(), two.drain()])
      await Promise.all([one.stop(), two.stop()])
      assert.equal(handled.length, ids.length)
      assert.deepEqual([...handled].sort(), [...ids].sort())
    })
  })
}

async function counted(metrics: Metrics, subscriber: string): Promise<Record<string, number>> {
  const metric = await metrics.registry.getSingleMetric('showroom_event_deliveries_total')?.get()
  const result: Record<string, number> = {}
  for (const value of metric?.values ?? []) {
    if (value.labels.subscriber === subscriber) result[String(value.labels.outcome)] = value.value
  }
  return result
}
