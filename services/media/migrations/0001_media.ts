import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  // one chunked upload in progress: the declared size and what the first slice showed
  await db.schema
    .createTable('upload_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('upload_key', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('total_bytes', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('receiving'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_slice_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('upload_sessions_user_key', ['user_id', 'upload_key'])
    .execute()
  await db.schema
    .createIndex('upload_sessions_idle_idx')
    .on('upload_sessions')
    .column('last_slice_at')
    .execute()

  await db.schema
    .createTable('upload_slices')
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('upload_sessions.id').onDelete('cascade'),
    )
    .addColumn('start_byte', 'bigint', (c) => c.notNull())
    .addColumn('end_byte', 'bigint', (c) => c.notNull())
    // false while the bytes are still being written to storage
    .addColumn('stored', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('upload_slices_pk', ['session_id', 'start_byte'])
    .execute()

  await db.schema
    .createTable('media_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('original_key', 'text')
    .addColumn('source_key', 'text')
    .addColumn('thumb_key', 'text')
    .addColumn('card_key', 'text')
    .addColumn('preview_key', 'text')
    .addColumn('static_thumb_key', 'text')
    .addColumn('static_card_key', 'text')
    .addColumn('logo_key', 'text')
    .addColumn('hls_key', 'text')
    .addColumn('mp4_key', 'text')
    .addColumn('processed', 'boolean', (c) => c.notNull())
    .addColumn('failed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source_type', 'text')
    .addColumn('source_id', 'integer')
    .addColumn('secondary_id', 'integer')
    .addColumn('event_id', 'integer')
    .addColumn('registered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('media_items_owner_idx').on('media_items').column('owner_id').execute()
  await db.schema
    .createIndex('media_items_source_idx')
    .on('media_items')
    .columns(['source_type', 'source_id'])
    .execute()
}
