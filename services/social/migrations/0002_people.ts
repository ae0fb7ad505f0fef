import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the social schema
export async function up(db: Kysely<unknown>): Promise<void> {
  // one row per pair of members, whoever asked first: the smaller id is always `low_id`, so a
  // request both ways at once meets on the same primary key instead of making two rows
  await db.schema
    .createTable('friendships')
    .addColumn('low_id', 'integer', (c) => c.notNull())
    .addColumn('high_id', 'integer', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    // null while the request is pending
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('friendships_pkey', ['low_id', 'high_id'])
    .addCheckConstraint('friendships_ordered', sql`low_id < high_id`)
    .addCheckConstraint('friendships_requester', sql`requested_by in (low_id, high_id)`)
    .execute()
  // the pairs a member is the higher id of (the primary key serves the lower side)
  await db.schema
    .createIndex('friendships_high_idx')
    .on('friendships')
    .columns(['high_id', 'low_id'])
    .execute()

  // a member's own counters, changed in the same transaction as the follow or friendship, so a
  // profile never counts rows; the follower count stays on `targets.mark_count`
  await db.schema
    .createTable('member_counts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`following_count >= 0`))
    .addColumn('friend_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`friend_count >= 0`))
    .execute()

  // follows of members made before this migration
  const typed = db as Kysely<{
    marks: { user_id: number; kind: string }
    member_counts: { user_id: number; following_count: number }
  }>
  await typed
    .insertInto('member_counts')
    .columns(['user_id', 'following_count'])
    .expression((eb) =>
      eb
        .selectFrom('marks')
        .select(['user_id', sql<number>`count(*)::integer`.as('following_count')])
        .where('kind', '=', 'user')
        .groupBy('user_id'),
    )
    .execute()
}
