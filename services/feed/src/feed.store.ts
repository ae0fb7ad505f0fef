import { type Expression, type ExpressionBuilder, type SqlBool, sql, type Transaction } from 'kysely'
import { z } from 'zod'
import type { Audience, NewItem } from './feed.rules.ts'
import { ENTITY_TYPES, type FeedDb, type FeedTables, SOURCE_TYPES, TARGET_TYPES } from './feed.tables.ts'
import type { Position } from './page-token.ts'
import { label } from './sql.ts'

const whole = z.number().int()

const itemRow = z.object({
  id: whole,
  created_at: z.date(),
  source_type: z.enum(SOURCE_TYPES),
  source_id: whole,
  comment_id: whole,
  author_id: whole,
  entity_type: z.enum(ENTITY_TYPES),
  entity_id: whole,
  target_type: z.enum(TARGET_TYPES).nullable(),
  target_id: whole.nullable(),
  city_id: whole.nullable(),
  profile_id: whole.nullable(),
  shared_from_id: whole.nullable(),
  shared_by: whole.nullable(),
  hidden: z.boolean(),
})
export type ItemRow = z.infer<typeof itemRow>

const ITEM_COLUMNS = [
  'id',
  'created_at',
  'source_type',
  'source_id',
  'comment_id',
  'author_id',
  'entity_type',
  'entity_id',
  'target_type',
  'target_id',
  'city_id',
  'profile_id',
  'shared_from_id',
  'shared_by',
  'hidden',
] as const

// whose feed: a city's community feed, a member's profile, or every item
export type Scope = { kind: 'city'; cityId: number } | { kind: 'profile'; userId: number } | { kind: 'all' }

type Eb = ExpressionBuilder<FeedTables, 'items'>

// literals, not parameters, so the planner matches them to the partial indexes' predicates
const ACTIVITY = sql<SqlBool>`source_type <> 'media'`
const MEDIA = sql<SqlBool>`source_type = 'media'`

function inScope(eb: Eb, scope: Scope): Expression<SqlBool> {
  if (scope.kind === 'city') return eb('city_id', '=', scope.cityId)
  if (scope.kind === 'profile') return eb('profile_id', '=', scope.userId)
  return sql<SqlBool>`true`
}

// a hidden item reaches its author and moderators only
function seenBy(eb: Eb, audience: Audience): Expression<SqlBool> {
  if (audience.kind === 'moderator') return sql<SqlBool>`true`
  if (audience.kind === 'member')
    return eb.or([eb('hidden', '=', false), eb('author_id', '=', audience.userId)])
  return eb('hidden', '=', false)
}

const at = (position: Position) =>
  sql`(${new Date(position.createdMs).toISOString()}::timestamptz(3), ${position.id}::int)`
const before = (position: Position) => sql<SqlBool>`(created_at, id) < ${at(position)}`
const after = (position: Position) => sql<SqlBool>`(created_at, id) > ${at(position)}`

const parseRows = (rows: unknown[]) => rows.map((row) => itemRow.parse(row))

function queries(db: FeedDb) {
  const activity = (scope: Scope, audience: Audience) =>
    db
      .selectFrom('items')
      .select([...ITEM_COLUMNS])
      .where(ACTIVITY)
      .where((eb) => inScope(eb, scope))
      .where((eb) => seenBy(eb, audience))

  return {
    // the author's lock, so learning a post and forgetting its member never cross
    async lockMember(userId: number): Promise<boolean> {
      await sql`select pg_advisory_xact_lock(${2_026_112_009}::int, ${userId}::int)`.execute(db)
      const gone = await db
        .selectFrom('gone_users')
        .select('user_id')
        .where('user_id', '=', userId)
        .modifyEnd(label('goneUsers.find'))
        .executeTakeFirst()
      return gone !== undefined
    },

    // seen again (an unshadowed comment is announced with its whole payload): visible once more
    async upsertItems(items: readonly NewItem[]): Promise<void> {
      if (items.length === 0) return
      await db
        .insertInto('items')
        .values(
          items.map((item) => ({
            created_at: item.createdAt,
            source_type: item.sourceType,
            source_id: item.sourceId,
            comment_id: item.commentId,
            author_id: item.authorId,
            entity_type: item.entityType,
            entity_id: item.entityId,
            target_type: item.targetType,
            target_id: item.targetId,
            city_id: item.cityId,
            profile_id: item.profileId,
            hidden: false,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['comment_id', 'source_type', 'source_id'])
            .where('shared_from_id', 'is', null)
            .doUpdateSet({ hidden: false }),
        )
        .modifyEnd(label('items.upsert'))
        .execute()
    },

    async setHidden(commentId: number, hidden: boolean): Promise<void> {
      await db
        .updateTable('items')
        .set({ hidden })
        .where('comment_id', '=', commentId)
        .modifyEnd(label('items.setHidden'))
        .execute()
    },

    async removeComment(commentId: number): Promise<void> {
      await db
        .deleteFrom('items')
        .where('comment_id', '=', commentId)
        .modifyEnd(label('items.removeComment'))
        .execute()
    },

    async forgetMember(userId: number): Promise<void> {
      await db
        .insertInto('gone_users')
        .values({ user_id: userId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .modifyEnd(label('goneUsers.add'))
        .execute()
      await db
        .deleteFrom('items')
        .where((eb) => eb.or([eb('author_id', '=', userId), eb('shared_by', '=', userId)]))
        .modifyEnd(label('items.removeMember'))
        .execute()
    },

    // newest first from a position (exclusive), or from the top; one more row than asked says there is more
    async olderPage(
      scope: Scope,
      audience: Audience,
      from: Position | null,
      skip: number,
      limit: number,
    ): Promise<ItemRow[]> {
      let query = activity(scope, audience)
      if (from) query = query.where(before(from))
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(skip)
        .limit(limit)
        .modifyEnd(label('items.olderPage'))
        .execute()
      return parseRows(rows)
    },

    // the newest items above a position, newest first
    async newestAbove(scope: Scope, audience: Audience, from: Position, limit: number): Promise<ItemRow[]> {
      const rows = await activity(scope, audience)
        .where(after(from))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .modifyEnd(label('items.newestAbove'))
        .execute()
      return parseRows(rows)
    },

    // how many items lie strictly between two positions, counting no further than `cap`
    async countBetween(
      scope: Scope,
      audience: Audience,
      below: Position,
      above: Position,
      cap: number,
    ): Promise<number> {
      const row = await db
        .selectFrom(
          activity(scope, audience)
            .clearSelect()
            .select('id')
            .where(after(below))
            .where(before(above))
            .limit(cap)
            .as('gap'),
        )
        .select(sql<number>`count(*)::int`.as('n'))
        .modifyEnd(label('items.countBetween'))
        .executeTakeFirstOrThrow()
      return whole.parse(row.n)
    },

    // the media feed pages by id: older below an id, newer above it (nearest first, so nothing is dropped)
    async mediaPage(
      scope: Scope,
      audience: Audience,
      bound: { olderThan: number } | { newerThan: number } | null,
      limit: number,
    ): Promise<ItemRow[]> {
      let query = db
        .selectFrom('items')
        .select([...ITEM_COLUMNS])
        .where(MEDIA)
        .where((eb) => inScope(eb, scope))
        .where((eb) => seenBy(eb, audience))
      if (bound && 'newerThan' in bound) {
        const rows = await query
          .where('id', '>', bound.newerThan)
          .orderBy('id', 'asc')
          .limit(limit)
          .modifyEnd(label('items.mediaNewer'))
          .execute()
        return parseRows(rows).reverse()
      }
      if (bound) query = query.where('id', '<', bound.olderThan)
      const rows = await query
        .orderBy('id', 'desc')
        .limit(limit)
        .modifyEnd(label('items.mediaOlder'))
        .execute()
      return parseRows(rows)
    },

    async itemsByIds(ids: readonly number[], audience: Audience): Promise<ItemRow[]> {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('items')
        .select([...ITEM_COLUMNS])
        .where('id', 'in', [...ids])
        .where((eb) => seenBy(eb, audience))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .modifyEnd(label('items.byIds'))
        .execute()
      return parseRows(rows)
    },

    async cityHasFeed(cityId: number): Promise<boolean> {
      const row = await db
        .selectFrom('items')
        .select('id')
        .where('city_id', '=', cityId)
        .limit(1)
        .modifyEnd(label('items.cityHasFeed'))
        .executeTakeFirst()
      return row !== undefined
    },

    async findShare(sharedFromId: number, sharedBy: number, cityId: number): Promise<ItemRow | null> {
      const row = await db
        .selectFrom('items')
        .select([...ITEM_COLUMNS])
        .where('shared_from_id', '=', sharedFromId)
        .where('shared_by', '=', sharedBy)
        .where('city_id', '=', cityId)
        .modifyEnd(label('items.findShare'))
        .executeTakeFirst()
      return row ? itemRow.parse(row) : null
    },

    // a share shows the original's comment, persona and target, in the chosen city and on the sharer's profile
    async insertShare(
      original: ItemRow,
      sharedBy: number,
      cityId: number,
      at: Date,
    ): Promise<ItemRow | null> {
      const row = await db
        .insertInto('items')
        .values({
          created_at: at,
          source_type: original.source_type,
          source_id: original.source_id,
          comment_id: original.comment_id,
          author_id: original.author_id,
          entity_type: original.entity_type,
          entity_id: original.entity_id,
          target_type: original.target_type,
          target_id: original.target_id,
          city_id: cityId,
          profile_id: sharedBy,
          shared_from_id: original.id,
          shared_by: sharedBy,
          hidden: original.hidden,
        })
        .onConflict((oc) =>
          oc
            .columns(['shared_from_id', 'shared_by', 'city_id'])
            .where('shared_from_id', 'is not', null)
            .doNothing(),
        )
        .returning([...ITEM_COLUMNS])
        .modifyEnd(label('items.insertShare'))
        .executeTakeFirst()
      return row ? itemRow.parse(row) : null
    },
  }
}

export type FeedQueries = ReturnType<typeof queries>
export type FeedStore = ReturnType<typeof createFeedStore>

export function createFeedStore(db: FeedDb) {
  return {
    ...queries(db),
    transaction<T>(fn: (tx: FeedQueries, trx: Transaction<FeedTables>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => fn(queries(trx), trx))
    },
  }
}
