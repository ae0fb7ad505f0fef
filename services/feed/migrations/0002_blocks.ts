import type { Kysely } from 'kysely'

// `db` is already scoped to the feed schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // personas a member blocked (chat's blocks): their posts and shares leave that member's feeds
  await db.schema
    .createTable('blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('blocked_type', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pkey', ['user_id', 'blocked_type', 'blocked_id'])
    .execute()
}
