import { type Kysely, sql } from 'kysely'

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)))

// `db` is already scoped to the feed schema
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // milliseconds, the precision page tokens carry, so a token names exactly one position
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('source_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`source_type in (${list(['event_comment', 'flash_sale_comment', 'universal_comment', 'media'])})`,
        ),
    )
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('comment_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) =>
      c.notNull().check(sql`entity_type in (${list(['user', 'designer', 'venue'])})`),
    )
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) =>
      c.check(sql`target_type in (${list(['event', 'flash_sale', 'designer', 'user'])})`),
    )
    .addColumn('target_id', 'integer')
    .addColumn('city_id', 'integer')
    .addColumn('profile_id', 'integer')
    .addColumn('shared_from_id', 'integer', (c) => c.references('items.id').onDelete('cascade'))
    .addColumn('shared_by', 'integer')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('items_share_check', sql`(shared_from_id is null) = (shared_by is null)`)
    .execute()

  // every event is delivered at least once: the same comment or photo never makes a second item
  await db.schema
    .createIndex('items_learnt_key')
    .on('items')
    .columns(['comment_id', 'source_type', 'source_id'])
    .unique()
    .where(sql.ref('shared_from_id'), 'is', null)
    .execute()
  // a member shares an item into a city once
  await db.schema
    .createIndex('items_share_key')
    .on('items')
    .columns(['shared_from_id', 'shared_by', 'city_id'])
    .unique()
    .where(sql.ref('shared_from_id'), 'is not', null)
    .execute()

  // each feed is one index range walked from a (created_at, id) position: page 1,000 reads what page 1
  // reads. Activity feeds (comments and shares) and media feeds (photos and videos, paged by id) apart
  const activity = sql`source_type <> 'media'`
  const media = sql`source_type = 'media'`
  await sql`create index items_city_activity_idx on items (city_id, created_at, id) where ${activity}`.execute(
    db,
  )
  await sql`create index items_profile_activity_idx on items (profile_id, created_at, id) where ${activity} and profile_id is not null`.execute(
    db,
  )
  await sql`create index items_all_activity_idx on items (created_at, id) where ${activity}`.execute(db)
  await sql`create index items_city_media_idx on items (city_id, id) where ${media}`.execute(db)
  await sql`create index items_profile_media_idx on items (profile_id, id) where ${media} and profile_id is not null`.execute(
    db,
  )
  await sql`create index items_all_media_idx on items (id) where ${media}`.execute(db)

  // removal: a comment hidden or deleted, a member gone
  await db.schema.createIndex('items_comment_idx').on('items').column('comment_id').execute()
  await db.schema.createIndex('items_author_idx').on('items').column('author_id').execute()
  await sql`create index items_shared_by_idx on items (shared_by) where shared_by is not null`.execute(db)

  await db.schema
    .createTable('gone_users')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .execute()
}
