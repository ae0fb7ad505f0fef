import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Audience } from './feed.rules.ts'
import type { FeedDb, FeedTables } from './feed.tables.ts'
import { ITEM_COLUMNS, type ItemRow, parseRows, whole } from './item-row.ts'
import type { Position } from './page-token.ts'
import { label } from './sql.ts'

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
function shownTo(eb: Eb, audience: Audience): Expression<SqlBool> {
  if (audience.kind === 'moderator') return sql<SqlBool>`true`
  if (audience.kind === 'member')
    return eb.or([eb('hidden', '=', false), eb('author_id', '=', audience.userId)])
  return eb('hidden', '=', false)
}

// and nothing posted or shared by a persona the viewer blocked (or the member behind the post)
function seenBy(eb: Eb, audience: Audience): Expression<SqlBool> {
  const blocked = audience.blocked ?? []
  if (blocked.length === 0) return shownTo(eb, audience)
  const members = blocked.filter((p) => p.type === 'user').map((p) => p.id)
  const conditions = [
    shownTo(eb, audience),
    eb.not(
      eb.or(
        blocked.map((p) => eb.and([eb('entity_type', '=', p.type as 'user'), eb('entity_id', '=', p.id)])),
      ),
    ),
  ]
  if (members.length > 0)
    conditions.push(
      eb('author_id', 'not in', members),
      eb.or([eb('shared_by', 'is', null), eb('shared_by', 'not in', members)]),
    )
  return eb.and(conditions)
}

const at = (position: Position) =>
  sql`(${new Date(position.createdMs).toISOString()}::timestamptz(3), ${position.id}::int)`
const before = (position: Position) => sql<SqlBool>`(created_at, id) < ${at(position)}`
const after = (position: Position) => sql<SqlBool>`(created_at, id) > ${at(position)}`

// what feeds read: pages walked from a position, each one index range
export function pageQueries(db: FeedDb) {
  const activity = (scope: Scope, audience: Audience) =>
    db
      .selectFrom('items')
      .select([...ITEM_COLUMNS])
      .where(ACTIVITY)
      .where((eb) => inScope(eb, scope))
      .where((eb) => seenBy(eb, audience))

  return {
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
  }
}
