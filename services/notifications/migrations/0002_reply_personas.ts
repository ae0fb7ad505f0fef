import type { Kysely } from 'kysely'

// `db` is already scoped to the notifications schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // who a reply was shown as, so a reply delivered before the comment it answers can notify when
  // that comment arrives (the outbox orders per comment, not across comments)
  await db.schema
    .alterTable('known_comments')
    .addColumn('persona_type', 'text')
    .addColumn('persona_id', 'integer')
    .execute()
}
