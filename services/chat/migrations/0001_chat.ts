import { type Kysely, sql } from 'kysely'

const personaCheck = (column: string) => sql.raw(`${column} in ('user', 'designer', 'venue')`)

// `db` is already scoped to the chat schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // who may be messaged and which uploads may be attached, learnt from other services' events
  await db.schema
    .createTable('known_targets')
    .addColumn('kind', 'text', (c) => c.notNull().check(personaCheck('kind')))
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('removed_at', 'timestamptz')
    .addPrimaryKeyConstraint('known_targets_pkey', ['kind', 'id'])
    .execute()
  await db.schema
    .createTable('known_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .execute()

  // one conversation per pair of personas: pair_key is the two sorted "type:id" strings.
  // last_seq is the per-conversation message counter, bumped under this row's lock
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0).check(sql`last_seq >= 0`))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_message_text', 'text')
    .addColumn('shopper_event_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // a participant is a persona; whoever acts as it (the member, or a manager of the designer or
  // venue) shares its read position
  await db.schema
    .createTable('participants')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('persona_type', 'text', (c) => c.notNull().check(personaCheck('persona_type')))
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0).check(sql`read_seq >= 0`))
    .addColumn('read_at', 'timestamptz')
    .addPrimaryKeyConstraint('participants_pkey', ['conversation_id', 'persona_type', 'persona_id'])
    .execute()
  // a persona's chat list and unread total
  await db.schema
    .createIndex('participants_persona_idx')
    .on('participants')
    .columns(['persona_type', 'persona_id'])
    .execute()

  // the members announced to other services (chat.member.added): user participants and the managers
  // who have acted for a designer or venue participant
  await db.schema
    .createTable('members')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('members_pkey', ['conversation_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq > 0`))
    .addColumn('author_user_id', 'integer', (c) => c.notNull())
    .addColumn('persona_type', 'text', (c) => c.notNull().check(personaCheck('persona_type')))
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('photo_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('messages_conversation_seq_key', ['conversation_id', 'seq'])
    // a retried send finds the first one; null ids (no client id) never collide
    .addUniqueConstraint('messages_client_id_key', ['conversation_id', 'author_user_id', 'client_message_id'])
    .execute()

  // a block stands between two personas: while it stands neither side may post or start a chat
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_type', 'text', (c) => c.notNull().check(personaCheck('blocker_type')))
    .addColumn('blocker_id', 'integer', (c) => c.notNull())
    .addColumn('blocked_type', 'text', (c) => c.notNull().check(personaCheck('blocked_type')))
    .addColumn('blocked_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pkey', ['blocker_type', 'blocker_id', 'blocked_type', 'blocked_id'])
    .execute()

  // at_seq pins what the reporter had seen, so moderators review exactly that
  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('reporter_user_id', 'integer', (c) => c.notNull())
    .addColumn('persona_type', 'text', (c) => c.notNull())
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at_seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
}
