import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the comments schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // sources learnt from other services' outbox events: a comment may only point at one that exists
  await db.schema
    .createTable('known_events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('city_id', 'integer')
    .execute()
  await db.schema
    .createTable('known_users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute()

  await db.schema
    .createTable('gossip_topics')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('polls')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('options', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // one answer per member; answering again changes it
  await db.schema
    .createTable('poll_answers')
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('option_index', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('poll_answers_pkey', ['poll_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('comment_type', 'text', (c) =>
      c.notNull().check(sql`comment_type in ('event', 'flash', 'universal')`),
    )
    .addColumn('event_id', 'integer')
    .addColumn('flash_sale_id', 'integer')
    .addColumn('source_type', 'text')
    .addColumn('source_id', 'integer')
    .addColumn('city_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('display_type', 'text', (c) => c.notNull())
    .addColumn('display_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('photo_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('mentions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('poll_id', 'integer', (c) => c.references('polls.id'))
    .addColumn('reply_to_id', 'integer', (c) => c.references('comments.id'))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_shadow_banned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_global', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_all_cities', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute()
  // a thread page: top-level comments of one source, newest first
  await db.schema
    .createIndex('comments_thread_idx')
    .on('comments')
    .columns(['comment_type', 'event_id', 'flash_sale_id', 'source_type', 'source_id', 'id'])
    .where(sql.ref('reply_to_id'), 'is', null)
    .execute()
  await db.schema.createIndex('comments_reply_to_idx').on('comments').columns(['reply_to_id', 'id']).execute()

  await db.schema
    .createTable('likes')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('persona_type', 'text', (c) => c.notNull())
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pkey', ['comment_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('likes_list_idx')
    .on('likes')
    .columns(['comment_id', 'created_at', 'user_id'])
    .execute()
}
