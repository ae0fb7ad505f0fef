import { type Kysely, sql } from 'kysely'

const KINDS = [
  'comment_reply',
  'comment_like',
  'comment_mention',
  'user_follow',
  'friend_request',
  'friend_accept',
  'chat_message',
  'event_cancelled',
]

// `db` is already scoped to the notifications schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // a cancelled event tells the members going; the event is its own cause and "actor"
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db)
  await sql`alter table notifications add constraint notifications_kind_check
    check (kind in (${sql.join(KINDS.map((k) => sql.lit(k)))}))`.execute(db)
  await sql`alter table causes drop constraint causes_cause_type_check`.execute(db)
  await sql`alter table causes add constraint causes_cause_type_check
    check (cause_type in ('comment', 'like', 'user', 'chat', 'event'))`.execute(db)
  await sql`alter table causes drop constraint causes_actor_type_check`.execute(db)
  await sql`alter table causes add constraint causes_actor_type_check
    check (actor_type in ('user', 'designer', 'venue', 'event'))`.execute(db)
  // removing a blocked or deleted member's part in notifications
  await db.schema.createIndex('causes_actor_idx').on('causes').columns(['actor_type', 'actor_id']).execute()

  // who is going to an event (social's going events), to tell them when it is cancelled
  await db.schema
    .createTable('goers')
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('goers_pkey', ['event_id', 'user_id'])
    .execute()
  await db.schema.createIndex('goers_user_idx').on('goers').column('user_id').execute()

  // who manages a designer or venue (accounts' grants), to tell them about its chats
  await db.schema
    .createTable('managers')
    .addColumn('persona_type', 'text', (c) => c.notNull().check(sql`persona_type in ('designer', 'venue')`))
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('managers_pkey', ['persona_type', 'persona_id', 'user_id'])
    .execute()
  await db.schema.createIndex('managers_user_idx').on('managers').column('user_id').execute()

  // members who blocked a persona (chat's blocks): nothing of theirs reaches the blocker's bell
  await db.schema
    .createTable('blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('blocked_type', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pkey', ['user_id', 'blocked_type', 'blocked_id'])
    .execute()
}
