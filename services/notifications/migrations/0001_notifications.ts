import { type Kysely, sql } from 'kysely'

const KINDS = [
  'comment_reply',
  'comment_like',
  'comment_mention',
  'user_follow',
  'friend_request',
  'friend_accept',
  'chat_message',
]

// `db` is already scoped to the notifications schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // usernames, only to turn a comment's @mentions into members; names are read through federation
  await db.schema
    .createTable('known_users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .execute()

  // what a comment notification needs to know about a comment: whose it is, where it lives (for the
  // link) and whether it may still notify anyone
  await db.schema
    .createTable('known_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reply_to_id', 'integer')
    .addColumn('comment_type', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer')
    .addColumn('flash_sale_id', 'integer')
    .addColumn('source_type', 'text')
    .addColumn('source_id', 'integer')
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('visible').check(sql`state in ('visible', 'hidden', 'deleted')`),
    )
    .execute()
  // a hidden or deleted comment takes its replies' notifications with it
  await db.schema
    .createIndex('known_comments_reply_to_idx')
    .on('known_comments')
    .column('reply_to_id')
    .where(sql.ref('reply_to_id'), 'is not', null)
    .execute()

  // one row per member who has had a notification: last_seq numbers their notifications in the order
  // they last changed, and its row lock makes each member's changes one at a time
  await db.schema
    .createTable('recipients')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0).check(sql`last_seq >= 0`))
    .execute()

  // one row per (recipient, kind, object), updated in place as more people act on the same thing;
  // seq moves to the recipient's newest number on every change, so the list is one index range
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('recipients.user_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in (${sql.join(KINDS.map((k) => sql.lit(k)))})`),
    )
    // the comment, chat or member it is about; 0 when the recipient is the object (new followers)
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    // distinct people among the causes ("Ava and 3 others")
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`actor_count >= 0`))
    // unread messages of a chat_message notification
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`item_count >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('notifications_group_key', ['recipient_id', 'kind', 'object_id'])
    .addUniqueConstraint('notifications_recipient_seq_key', ['recipient_id', 'seq'])
    .execute()
  await db.schema
    .createIndex('notifications_unseen_idx')
    .on('notifications')
    .column('recipient_id')
    .where(sql.ref('seen'), '=', false)
    .execute()
  // removal when a comment is hidden or deleted: every recipient's notification about it
  await db.schema
    .createIndex('notifications_object_idx')
    .on('notifications')
    .columns(['object_id', 'kind'])
    .execute()

  // what made a notification: a reply or mention (a comment), a like or follow (a member), a chat
  // (its latest author); removing a cause recounts the actors, removing the last removes the row
  await db.schema
    .createTable('causes')
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('cause_type', 'text', (c) =>
      c.notNull().check(sql`cause_type in ('comment', 'like', 'user', 'chat')`),
    )
    .addColumn('cause_id', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) =>
      c.notNull().check(sql`actor_type in ('user', 'designer', 'venue')`),
    )
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('causes_pkey', ['notification_id', 'cause_type', 'cause_id'])
    .execute()
  await db.schema.createIndex('causes_cause_idx').on('causes').columns(['cause_id', 'cause_type']).execute()
}
