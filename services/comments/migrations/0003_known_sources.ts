import type { Kysely } from 'kysely'

// `db` is already scoped to the comments schema. Every source a comment can hang off is learnt from
// its owner's outbox events, as events and users already are: flash sales, stories and chats (with
// their members), and the uploads a member may attach as photos (with their uploader)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_flash_sales')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('city_id', 'integer')
    .execute()
  await db.schema
    .createTable('known_stories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute()
  await db.schema
    .createTable('known_chats')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute()
  await db.schema
    .createTable('known_chat_members')
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('known_chats.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_chat_members_pkey', ['chat_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('known_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .execute()
}
