import type { Kysely } from 'kysely'

// an upload is seen by others only through what it is attached to: the comments it hangs off are
// learnt from the comments service's outbox events, one row per comment, with that comment's audience.
// Uploads stored before this could already be listed by anyone, and the comments carrying them were
// never announced to media: they stay public (legacy_public) rather than vanish from those comments
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comment_media')
    .addColumn('comment_id', 'integer', (c) => c.notNull())
    .addColumn('media_item_id', 'integer', (c) =>
      c.notNull().references('media_items.id').onDelete('cascade'),
    )
    // shown (everyone), hidden (moderators), private (a chat), gone (deleted)
    .addColumn('audience', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_media_pkey', ['comment_id', 'media_item_id'])
    .execute()
  await db.schema
    .createIndex('comment_media_item_idx')
    .on('comment_media')
    .columns(['media_item_id'])
    .execute()
  await db.schema
    .alterTable('media_items')
    .addColumn('legacy_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.updateTable('media_items').set({ legacy_public: true }).execute()
}
