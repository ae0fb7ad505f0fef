import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the alerts schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // who is going to an event, learnt from social's going events; a member who stops going keeps
  // a row (going false) so a late delivery of an older event can be told from a newer one
  await db.schema
    .createTable('goers')
    .addColumn('event_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('going', 'boolean', (col) => col.notNull())
    // when social recorded the change (the outbox event's time)
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('goers_pk', ['event_id', 'user_id'])
    .execute()

  // events discovery announced as cancelled, and when
  await db.schema
    .createTable('cancelled_events')
    .addColumn('event_id', 'integer', (col) => col.primaryKey())
    .addColumn('cancelled_at', 'timestamptz', (col) => col.notNull())
    .execute()

  // exactly once for the other mails: a notice is queued only by the transaction that wrote its key
  await db.schema
    .createTable('notice_ledger')
    // e.g. cancelled.<event>.<user>
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  // sign-up attempts per client address and window, in the database every gateway shares
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute()
}
