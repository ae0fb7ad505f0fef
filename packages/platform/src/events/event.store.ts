import { type Kysely, sql } from 'kysely'
import type { AnyTables } from '../db/database.ts'

// NOTIFY is delivered on commit, so a listener wakes exactly when new deliveries become visible
export const EVENTS_CHANNEL = 'showroom_events'

export interface NewEvent {
  id: string
  type: string
  aggregateType: string
  aggregateId: string
  payload: unknown
}

export interface ClaimedDelivery {
  deliveryId: number
  subscriber: string
  attempts: number
  event: {
    id: string
    type: string
    aggregateType: string
    aggregateId: string
    payload: unknown
    occurredAt: Date
  }
}

export interface DeadDelivery {
  deliveryId: number
  subscriber: string
  eventType: string
}

const ms = (value: number) => sql`(${Math.round(value)}::integer * interval '1 millisecond')`

// callers pass the transaction that also holds their own writes
export async function insertEvent(trx: Kysely<AnyTables>, event: NewEvent): Promise<{ occurredAt: Date }> {
  // publishers of one aggregate queue here until the earlier one commits, so delivery ids
  // (and with them the delivery order) follow commit order per aggregate
  await sql`
    /* events.lock_aggregate */
    select pg_advisory_xact_lock(hashtextextended(${`${event.aggregateType}\u001f${event.aggregateId}`}, 0)),
           pg_notify(${EVENTS_CHANNEL}, '')
  `.execute(trx)
  const result = await sql<{ occurred_at: Date }>`
    /* events.insert */
    with event as (
      insert into platform.events (id, type, aggregate_type, aggregate_id, payload)
      values (${event.id}::uuid, ${event.type}, ${event.aggregateType}, ${event.aggregateId},
              ${JSON.stringify(event.payload ?? null)}::jsonb)
      returning id, occurred_at
    ), deliveries as (
      insert into platform.event_deliveries (event_id, subscriber, event_type, aggregate_type, aggregate_id)
      select event.id, s.subscriber, ${event.type}::text, ${event.aggregateType}::text, ${event.aggregateId}::text
      from event join platform.event_subscriptions s on s.event_type = ${event.type}::text
      returning id
    )
    select event.occurred_at, (select count(*) from deliveries) as deliveries from event
  `.execute(trx)
  return { occurredAt: result.rows[0]!.occurred_at }
}

export async function upsertSubscriptions(db: Kysely<AnyTables>, subscriber: string, eventTypes: string[]) {
  if (eventTypes.length === 0) return
  await db
    .insertInto('platform.event_subscriptions')
    .values(eventTypes.map((eventType) => ({ subscriber, event_type: eventType })))
    .onConflict((conflict) => conflict.columns(['subscriber', 'event_type']).doNothing())
    .execute()
}

export interface ClaimOptions {
  subscribers: string[]
  limit: number
  leaseMs: number
  maxAttempts: number
  claimToken: string
}

// takes the oldest due delivery of each (subscriber, aggregate) that has no earlier pending one
export async function claimDeliveries(
  db: Kysely<AnyTables>,
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const result = await sql<{
    delivery_id: number
    subscriber: string
    attempts: number
    event_id: string
    type: string
    aggregate_type: string
    aggregate_id: string
    payload: unknown
    occurred_at: Date
  }>`
    /* events.claim_deliveries */
    with due as (
      select d.id from platform.event_deliveries d
      where d.status = 'pending'
        and d.subscriber in (${sql.join(options.subscribers)})
        and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until <= now())
        and d.attempts < ${options.maxAttempts}::integer
        and not exists (
          select 1 from platform.event_deliveries e
          where e.subscriber = d.subscriber
            and e.aggregate_type = d.aggregate_type
            and e.aggregate_id = d.aggregate_id
            and e.status = 'pending'
            and e.id < d.id
        )
      order by d.id
      limit ${options.limit}::integer
      for update of d skip locked
    )
    update platform.event_deliveries d
    set attempts = d.attempts + 1, locked_until = now() + ${ms(options.leaseMs)},
        claim_token = ${options.claimToken}::uuid, updated_at = now()
    from due, platform.events ev
    where d.id = due.id and ev.id = d.event_id
    returning d.id as delivery_id, d.subscriber, d.attempts, ev.id as event_id, ev.type, ev.aggregate_type,
              ev.aggregate_id, ev.payload, ev.occurred_at
  `.execute(db)
  return result.rows
    .map((row) => ({
      deliveryId: Number(row.delivery_id),
      subscriber: row.subscriber,
      attempts: row.attempts,
      event: {
        id: row.event_id,
        type: row.type,
        aggregateType: row.aggregate_type,
        aggregateId: row.aggregate_id,
        payload: row.payload,
        occurredAt: row.occurred_at,
      },
    }))
    .sort((a, b) => a.deliveryId - b.deliveryId)
}

export async function completeDelivery(db: Kysely<AnyTables>, deliveryId: number, claimToken: string) {
  await sql`
    /* events.complete_delivery */
    delete from platform.event_deliveries where id = ${deliveryId} and claim_token = ${claimToken}::uuid
  `.execute(db)
}

export async function failDelivery(
  db: Kysely<AnyTables>,
  deliveryId: number,
  claimToken: string,
  failure: { error: string; dead: boolean; retryInMs: number },
) {
  await sql`
    /* events.fail_delivery */
    update platform.event_deliveries
    set status = ${failure.dead ? 'dead' : 'pending'}, last_error = ${failure.error},
        next_attempt_at = now() + ${ms(failure.retryInMs)}, locked_until = null, claim_token = null,
        updated_at = now()
    where id = ${deliveryId} and claim_token = ${claimToken}::uuid
  `.execute(db)
}

// a process that died while holding its last attempt leaves a lease behind: give up on those
export async function buryAbandoned(
  db: Kysely<AnyTables>,
  subscribers: string[],
  maxAttempts: number,
): Promise<DeadDelivery[]> {
  const result = await sql<{ id: number; subscriber: string; event_type: string }>`
    /* events.bury_abandoned */
    update platform.event_deliveries
    set status = 'dead', locked_until = null, claim_token = null, updated_at = now(),
        last_error = coalesce(last_error || E'\n', '') || 'lease expired on the last attempt'
    where status = 'pending'
      and subscriber in (${sql.join(subscribers)})
      and attempts >= ${maxAttempts}::integer
      and locked_until <= now()
    returning id, subscriber, event_type
  `.execute(db)
  return result.rows.map((row) => ({
    deliveryId: Number(row.id),
    subscriber: row.subscriber,
    eventType: row.event_type,
  }))
}
