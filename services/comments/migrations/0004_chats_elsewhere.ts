import type { Kysely } from 'kysely'

// `db` is already scoped to the comments schema. Chat messages live in the chat service (ADR 0017):
// comments takes none, so the chats and members it learnt to guard them are forgotten
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_chat_members').ifExists().execute()
  await db.schema.dropTable('known_chats').ifExists().execute()
}
