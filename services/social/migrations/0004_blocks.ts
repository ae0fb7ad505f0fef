import type { Kysely } from 'kysely'

// `db` is already scoped to the social schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // members who blocked another member in chat: between them, no new follow or friend request
  await db.schema
    .createTable('blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('blocked_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pkey', ['user_id', 'blocked_id'])
    .execute()
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute()
}
