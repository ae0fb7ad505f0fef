import type { Kysely } from 'kysely'

// `db` is already scoped to the social schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // a member's followers, newest first, a page at a time (the profile's 'Show More' list); a
  // member's following list reads marks_user_kind_created_idx, friends the pair table's two indexes
  await db.schema
    .createIndex('marks_target_created_idx')
    .on('marks')
    .columns(['kind', 'target_id', 'created_at desc', 'user_id desc'])
    .execute()
}
