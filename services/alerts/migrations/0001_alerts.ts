import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the alerts schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // one row per (address, city): a visitor's pending sign-up and a member's subscription share it
  await db.schema
    .createTable('subscriptions')
    // random, not a sequence: a visitor's answer must not tell an old address from a new one
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('city_id', 'integer', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull().check(sql`frequency in ('daily', 'weekly')`))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'zh')`))
    // 1 Monday .. 7 Sunday (ISO), in the city's own time zone
    .addColumn('weekly_day', 'smallint', (col) => col.notNull().defaultTo(1))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'active', 'unsubscribed')`),
    )
    .addColumn('confirm_sent_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('subscriptions_email_city_idx')
    .on('subscriptions')
    .columns(['email', 'city_id'])
    .unique()
    .execute()
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute()
  await db.schema
    .createIndex('subscriptions_due_idx')
    .on('subscriptions')
    .columns(['city_id', 'frequency', 'id'])
    .where(sql.ref('status'), '=', 'active')
    .execute()

  // exactly once: a digest of a period is written here in the transaction that queues its send
  await db.schema
    .createTable('digest_ledger')
    .addColumn('subscription_id', 'integer', (col) => col.notNull())
    // "daily:2027-03-28" or "weekly:2027-03-29" (the local date of the send day)
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('queued', 'sent', 'empty', 'skipped')`),
    )
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addPrimaryKeyConstraint('digest_ledger_pk', ['subscription_id', 'period'])
    .execute()

  // addresses that bounced or complained: nothing more is sent to them
  await db.schema
    .createTable('suppressions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}
