import { type Kysely, sql } from 'kysely'

// the language a member last used for a commerce call (registering, paying): their sale and order
// mails are written in it. Their address stays with accounts and is asked for at sending time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_languages')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'zh')`))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute()
}
