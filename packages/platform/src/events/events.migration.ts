import { type Kysely, sql } from 'kysely'
import type { Migration } from '../db/migrate.ts'
import type { AnyTables } from '../db/database.ts'

// the transactional outbox: events, who wants which event type, and one delivery row per subscriber
export const eventsMigration: Migration = {
  async up(db: Kysely<AnyTables>) {
    await db.schema
      .createTable('events')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('aggregate_type', 'text', (col) => col.notNull())
      .addColumn('aggregate_id', 'text', (col) => col.notNull())
      .addColumn('payload', 'jsonb', (col) => col.notNull())
      .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute()

    await db.schema
      .createTable('event_subscriptions')
      .addColumn('subscriber', 'text', (col) => col.notNull())
      .addColumn('event_type', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('event_subscriptions_pkey', ['subscriber', 'event_type'])
      .execute()
    await db.schema
      .createIndex('event_subscriptions_event_type_idx')
      .on('event_subscriptions')
      .column('event_type')
      .execute()

    await db.schema
      .createTable('event_deliveries')
      // ids follow commit order per aggregate (publishers lock the aggregate), so they give the order
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('event_id', 'uuid', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('subscriber', 'text', (col) => col.notNull())
      .addColumn('event_type', 'text', (col) => col.notNull())
      .addColumn('aggregate_type', 'text', (col) => col.notNull())
      .addColumn('aggregate_id', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'dead')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('claim_token', 'uuid')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema
      .createIndex('event_deliveries_due_idx')
      .on('event_deliveries')
      .columns(['next_attempt_at', 'id'])
      .where(sql.ref('status'), '=', 'pending')
      .execute()
    await db.schema
      .createIndex('event_deliveries_order_idx')
      .on('event_deliveries')
      .columns(['subscriber', 'aggregate_type', 'aggregate_id', 'id'])
      .where(sql.ref('status'), '=', 'pending')
      .execute()
    await db.schema
      .createIndex('event_deliveries_event_idx')
      .on('event_deliveries')
      .column('event_id')
      .execute()
  },
}
