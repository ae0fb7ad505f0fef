import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, AnyTables } from '../db/database.ts'
import type { Logger } from '../log/logger.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { retryDelayMs } from '../util/backoff.ts'
import { errorText } from '../util/error-text.ts'
import { createPollLoop } from '../util/poll-loop.ts'
import {
  buryAbandoned,
  type ClaimedDelivery,
  claimDeliveries,
  completeDelivery,
  EVENTS_CHANNEL,
  failDelivery,
  insertEvent,
  upsertSubscriptions,
} from './event.store.ts'

export interface DomainEvent<P = unknown> {
  id: string
  type: string
  aggregateType: string
  aggregateId: string
  payload: P
  occurredAt: Date
}

export interface PublishInput<P = unknown> {
  type: string
  aggregateType: string
  aggregateId: string | number
  payload: P
}

export type EventHandler = (event: DomainEvent) => Promise<void>

export interface EventBus {
  // writes the event and its deliveries in the caller's transaction: rolled back, nothing is published
  publish<P>(trx: Kysely<AnyTables>, input: PublishInput<P>): Promise<DomainEvent<P>>
  // persisted, so publishers in every process create deliveries for this subscriber from now on
  subscribe(subscriber: string, eventTypes: string[], handler: EventHandler): Promise<void>
  start(): void
  stop(): Promise<void>
  // delivers everything due now, then resolves
  drain(): Promise<void>
}

export interface EventBusOptions {
  logger: Logger
  metrics?: Metrics
  pollIntervalMs?: number
  maxAttempts?: number
  retryBaseMs?: number
  retryMaxMs?: number
  batchSize?: number
  // a claimed delivery not finished within this time is handed to another dispatcher
  leaseMs?: number
}

export function createEventBus(database: Database, options: EventBusOptions): EventBus {
  const { logger } = options
  const maxAttempts = options.maxAttempts ?? 10
  const backoff = { baseMs: options.retryBaseMs ?? 1000, maxMs: options.retryMaxMs ?? 60_000 }
  const batchSize = options.batchSize ?? 20
  const leaseMs = options.leaseMs ?? 60_000
  const db = database.db
  const handlers = new Map<string, Map<string, EventHandler>>()
  const inflight = new Set<Promise<void>>()
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined

  const published = options.metrics?.counter('events_published_total', 'Domain events published', ['type'])
  const deliveries = options.metrics?.counter('event_deliveries_total', 'Domain event delivery attempts', [
    'subscriber',
    'outcome',
  ])

  const loop = createPollLoop({
    name: 'events',
    intervalMs: options.pollIntervalMs ?? 250,
    logger,
    tick,
  })

  async function tick(): Promise<boolean> {
    const subscribers = [...handlers.keys()]
    if (subscribers.length === 0) return false
    for (const dead of await buryAbandoned(db, subscribers, maxAttempts)) {
      logger.error({ ...dead }, 'event delivery abandoned by a lost dispatcher and dead-lettered')
      deliveries?.inc({ subscriber: dead.subscriber, outcome: 'dead' })
    }
    const claimToken = randomUUID()
    const claimed = await claimDeliveries(db, {
      subscribers,
      limit: batchSize,
      leaseMs,
      maxAttempts,
      claimToken,
    })
    if (claimed.length === 0) return false
    // each claimed row belongs to a different (subscriber, aggregate), so they may run side by side
    const batch = Promise.all(claimed.map((claim) => deliver(claim, claimToken))).then(() => {})
    inflight.add(batch)
    try {
      await batch
    } finally {
      inflight.delete(batch)
    }
    return true
  }

  async function deliver(claim: ClaimedDelivery, token: string): Promise<void> {
    const { event, subscriber, attempts, deliveryId } = claim
    try {
      const handler = handlers.get(subscriber)?.get(event.type)
      if (!handler)
        throw new Error(`subscriber ${subscriber} has no handler for ${event.type} in this process`)
      await handler({ ...event })
      await completeDelivery(db, deliveryId, token)
      deliveries?.inc({ subscriber, outcome: 'delivered' })
    } catch (error) {
      const dead = attempts >= maxAttempts
      const context = { subscriber, eventId: event.id, eventType: event.type, attempts, err: error }
      await failDelivery(db, deliveryId, token, {
        error: errorText(error),
        dead,
        retryInMs: retryDelayMs(attempts, backoff),
      })
      if (dead) {
        logger.error(context, 'event delivery failed for the last time and was dead-lettered')
      } else {
        logger.warn(context, 'event delivery failed; it will be retried')
      }
      deliveries?.inc({ subscriber, outcome: dead ? 'dead' : 'retry' })
    }
  }

  return {
    async publish(trx, input) {
      const event = {
        id: randomUUID(),
        type: input.type,
        aggregateType: input.aggregateType,
        aggregateId: String(input.aggregateId),
        payload: input.payload,
      }
      // the advisory lock and the two inserts only make sense inside one transaction
      const { occurredAt } = trx.isTransaction
        ? await insertEvent(trx, event)
        : await trx.transaction().execute((own) => insertEvent(own, event))
      published?.inc({ type: event.type })
      return { ...event, occurredAt }
    },

    async subscribe(subscriber, eventTypes, handler) {
      let byType = handlers.get(subscriber)
      for (const type of eventTypes) {
        if (byType?.has(type)) throw new Error(`subscriber ${subscriber} already handles ${type}`)
      }
      await upsertSubscriptions(db, subscriber, eventTypes)
      if (!byType) {
        byType = new Map()
        handlers.set(subscriber, byType)
      }
      for (const type of eventTypes) byType.set(type, handler)
      loop.wake()
    },

    start() {
      if (loop.running) return
      unlisten = database
        .listen(EVENTS_CHANNEL, () => loop.wake())
        .catch((error) => {
          logger.warn({ err: error }, 'events: could not listen for notifications; polling only')
          return undefined
        })
      loop.start()
    },

    async stop() {
      await loop.stop()
      await Promise.allSettled([...inflight])
      const stopListening = await unlisten
      unlisten = undefined
      await stopListening?.()
    },

    async drain() {
      for (;;) {
        if (await tick()) continue
        if (inflight.size === 0) return
        await Promise.allSettled([...inflight])
      }
    },
  }
}
