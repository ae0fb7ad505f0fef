import { type Kysely, sql } from 'kysely'

// `db` is scoped to the commerce schema (and search_path names it for raw sql). A join takes its
// place from a sequence instead of max(position) + 1 under the sale's row lock; the drawn
// registrants get negative places, so they stay ahead of every later arrival whatever the sequence
// has reached. The index serves the queue length, the places ahead and the next to admit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence queue_positions as integer`.execute(db)
  // places already given under the old rule stay below the new ones
  await sql`select setval('queue_positions', coalesce((select max(position) from queue_entries), 0) + 1, false)`.execute(
    db,
  )
  await sql`alter table queue_entries alter column position set default nextval('queue_positions')`.execute(
    db,
  )
  await db.schema
    .createIndex('queue_entries_state_idx')
    .on('queue_entries')
    .columns(['sale_id', 'state', 'position'])
    .execute()
}
