import type { Kysely } from 'kysely'

// a chat's photos are seen by its members: media keeps who is in which chat and which uploads each
// chat's messages carry, both learnt from the chat service's outbox events (docs/adr/0014). Events
// may arrive in any order, so a membership row keeps the time of the event that set it and an older
// event never overwrites a newer one; a removal stays as a row (is_member false) for that reason
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_members')
    .addColumn('chat_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('is_member', 'boolean', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_members_pkey', ['chat_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('chat_media')
    .addColumn('chat_id', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('media_item_id', 'integer', (c) =>
      c.notNull().references('media_items.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('chat_media_pkey', ['chat_id', 'message_id', 'media_item_id'])
    .execute()
  await db.schema.createIndex('chat_media_item_idx').on('chat_media').columns(['media_item_id']).execute()

  // chat-source comments' photos were marked private (their owner's alone): no row says the same, and
  // chat messages now live in the chat service, which announces their photos itself
  await db.deleteFrom('comment_media').where('audience', '=', 'private').execute()
}
