import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the social schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // what may be followed, gone to or saved, learned from other services' events; `mark_count`
  // is the follower, going or save count, kept in step with `marks` so counts never scan
  await db.schema
    .createTable('targets')
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('designer', 'venue', 'user', 'event', 'news')`),
    )
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('mark_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`mark_count >= 0`))
    .addColumn('removed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('targets_pkey', ['kind', 'id'])
    .execute()

  // one row per member and target: a follow (designer, venue, user), going (event) or save (news)
  await db.schema
    .createTable('marks')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('rsvp_mode', 'smallint')
    .addColumn('send_confirmation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('marks_pkey', ['user_id', 'kind', 'target_id'])
    .addForeignKeyConstraint('marks_target_fkey', ['kind', 'target_id'], 'targets', ['kind', 'id'])
    .execute()
  // who follows a target (follower lists, fan-out)
  await db.schema.createIndex('marks_target_idx').on('marks').columns(['kind', 'target_id']).execute()
  // a member's going list, newest first
  await db.schema
    .createIndex('marks_user_kind_created_idx')
    .on('marks')
    .columns(['user_id', 'kind', 'created_at'])
    .execute()

  // the private calendar feed: the token is a random capability, replaced on reset
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
