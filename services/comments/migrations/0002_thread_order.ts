import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the comments schema.
// a thread page is "top-level comments of one source, newest first, limit n". The first index had
// flash_sale_id, source_type and source_id between event_id and id, so it could not give an event
// thread in id order: PostgreSQL either sorted the whole thread or walked the primary key backwards
// past every newer comment on the site. One index per kind of source, ending in id, reads the
// page and stops.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('comments_event_thread_idx')
    .on('comments')
    .columns(['event_id', 'id'])
    .where(sql<boolean>`reply_to_id is null and event_id is not null`)
    .execute()
  await db.schema
    .createIndex('comments_flash_thread_idx')
    .on('comments')
    .columns(['flash_sale_id', 'id'])
    .where(sql<boolean>`reply_to_id is null and flash_sale_id is not null`)
    .execute()
  await db.schema
    .createIndex('comments_source_thread_idx')
    .on('comments')
    .columns(['source_type', 'source_id', 'id'])
    .where(sql<boolean>`reply_to_id is null and source_id is not null`)
    .execute()
  // every thread query is served by the three above
  await db.schema.dropIndex('comments_thread_idx').execute()
}
