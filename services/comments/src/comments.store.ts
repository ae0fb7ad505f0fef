import type { Persona } from '@showroom/platform'
import { type ExpressionBuilder, type Selectable, sql, type Transaction } from 'kysely'
import type { CommentsDb, CommentsTables, CommentType } from './comments.tables.ts'
import { pollQueries } from './polls.store.ts'
import { sourceQueries } from './sources.store.ts'

export type CommentRow = Selectable<CommentsTables['comments']>

// who is looking: shadow-banned comments are seen by their author and moderators only
export interface Audience {
  userId: number | null
  moderator: boolean
}

export interface ThreadKey {
  type: CommentType
  eventId?: number | null
  flashSaleId?: number | null
  sourceType?: string | null
  sourceId?: number | null
}

export interface NewComment {
  type: CommentType
  eventId: number | null
  flashSaleId: number | null
  sourceType: string | null
  sourceId: number | null
  cityId: number | null
  userId: number
  display: Persona
  body: string
  photoIds: number[]
  mentions: string[]
  pollId: number | null
  replyToId: number | null
  isAllCities: boolean
  createdAt: Date
}

export type Page = { beforeId?: number | null; afterId?: number | null; limit: number }

const label = (name: string) => sql.raw(`/* comments.${name} */`)

export function visibleTo(audience: Audience) {
  return (eb: ExpressionBuilder<CommentsTables, 'comments'>) => {
    const alive = eb('comments.deleted_at', 'is', null)
    if (audience.moderator) return alive
    const shown =
      audience.userId === null
        ? eb('comments.is_shadow_banned', '=', false)
        : eb.or([eb('comments.is_shadow_banned', '=', false), eb('comments.user_id', '=', audience.userId)])
    return eb.and([alive, shown])
  }
}

function inThread(key: ThreadKey) {
  return (eb: ExpressionBuilder<CommentsTables, 'comments'>) =>
    eb.and([
      eb('comments.comment_type', '=', key.type),
      key.type === 'event'
        ? eb('comments.event_id', '=', key.eventId ?? -1)
        : key.type === 'flash'
          ? eb('comments.flash_sale_id', '=', key.flashSaleId ?? -1)
          : eb.and([
              eb('comments.source_type', '=', key.sourceType ?? ''),
              eb('comments.source_id', '=', key.sourceId ?? -1),
            ]),
    ])
}

function commentQueries(db: CommentsDb) {
  return {
    async insertComment(c: NewComment): Promise<CommentRow> {
      return db
        .insertInto('comments')
        .values({
          comment_type: c.type,
          event_id: c.eventId,
          flash_sale_id: c.flashSaleId,
          source_type: c.sourceType,
          source_id: c.sourceId,
          city_id: c.cityId,
          user_id: c.userId,
          display_type: c.display.type,
          display_id: c.display.id,
          body: c.body,
          photo_ids: c.photoIds,
          mentions: c.mentions,
          poll_id: c.pollId,
          reply_to_id: c.replyToId,
          is_all_cities: c.isAllCities,
          created_at: c.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    findComment(id: number): Promise<CommentRow | undefined> {
      return db
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .modifyEnd(label('findComment'))
        .executeTakeFirst()
    },

    findComments(ids: readonly number[]): Promise<CommentRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .selectFrom('comments')
        .selectAll()
        .where('id', 'in', [...ids])
        .where('deleted_at', 'is', null)
        .modifyEnd(label('findComments'))
        .execute()
    },

    // one page of a thread's top-level comments, newest first; before_id = newer than, after_id = older than
    async listThread(
      key: ThreadKey,
      audience: Audience,
      page: Page,
    ): Promise<{ rows: CommentRow[]; hasMore: boolean }> {
      let query = db
        .selectFrom('comments')
        .selectAll()
        .where(inThread(key))
        .where('reply_to_id', 'is', null)
        .where(visibleTo(audience))
      if (page.afterId) query = query.where('id', '<', page.afterId)
      // polling for newer ones: the oldest of those first, so a burst is never skipped
      const newer = Boolean(page.beforeId) && !page.afterId
      if (page.beforeId) query = query.where('id', '>', page.beforeId)
      const rows = await query
        .orderBy('id', newer ? 'asc' : 'desc')
        .limit(page.limit + 1)
        .modifyEnd(label('listThread'))
        .execute()
      const hasMore = rows.length > page.limit
      const kept = rows.slice(0, page.limit)
      return { rows: newer ? kept.reverse() : kept, hasMore }
    },

    // the last `limit` visible replies of each parent, oldest first
    async repliesOf(parentIds: readonly number[], audience: Audience, limit: number): Promise<CommentRow[]> {
      if (parentIds.length === 0) return []
      const ranked = db
        .selectFrom('comments')
        .selectAll()
        .select(sql<number>`row_number() over (partition by reply_to_id order by id desc)`.as('rank'))
        .where('reply_to_id', 'in', [...parentIds])
        .where(visibleTo(audience))
        .as('ranked')
      const rows = await db
        .selectFrom(ranked)
        .selectAll()
        .where('rank', '<=', limit)
        .orderBy('id', 'asc')
        .modifyEnd(label('repliesOf'))
        .execute()
      return rows.map(({ rank: _rank, ...row }) => row as CommentRow)
    },

    async replyCounts(parentIds: readonly number[], audience: Audience): Promise<Map<number, number>> {
      if (parentIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('comments')
        .select(['reply_to_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('reply_to_id', 'in', [...parentIds])
        .where(visibleTo(audience))
        .groupBy('reply_to_id')
        .modifyEnd(label('replyCounts'))
        .execute()
      return new Map(rows.map((row) => [row.reply_to_id as number, Number(row.n)]))
    },

    countVisible(key: ThreadKey, audience: Audience): Promise<number> {
      return db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(inThread(key))
        .where(visibleTo(audience))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n))
    },

    async setFlag(
      id: number,
      flag: 'is_shadow_banned' | 'is_featured' | 'is_global',
      value: boolean,
    ): Promise<CommentRow | undefined> {
      return db
        .updateTable('comments')
        .set({ [flag]: value })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
    },

    async markDeleted(id: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('comments')
        .set({ deleted_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    // true when the like is new; the count is kept on the comment for cheap list pages
    async addLike(commentId: number, userId: number, persona: Persona, at: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('likes')
        .values({
          comment_id: commentId,
          user_id: userId,
          persona_type: persona.type,
          persona_id: persona.id,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
        .returning('comment_id')
        .executeTakeFirst()
      if (!inserted) return false
      await db
        .updateTable('comments')
        .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
        .where('id', '=', commentId)
        .execute()
      return true
    },

    async removeLike(commentId: number, userId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('likes')
        .where('comment_id', '=', commentId)
        .where('user_id', '=', userId)
        .returning('comment_id')
        .executeTakeFirst()
      if (!removed) return false
      await db
        .updateTable('comments')
        .set((eb) => ({ like_count: sql<number>`greatest(${eb.ref('like_count')} - 1, 0)` }))
        .where('id', '=', commentId)
        .execute()
      return true
    },

    async likedBy(commentIds: readonly number[], userId: number): Promise<Set<number>> {
      if (commentIds.length === 0) return new Set()
      const rows = await db
        .selectFrom('likes')
        .select('comment_id')
        .where('comment_id', 'in', [...commentIds])
        .where('user_id', '=', userId)
        .execute()
      return new Set(rows.map((row) => row.comment_id))
    },

    // newest likes first; the cursor is the last entry of the previous page
    likesPage(commentId: number, from: { at: Date; userId: number } | null, limit: number) {
      let query = db.selectFrom('likes').selectAll().where('comment_id', '=', commentId)
      if (from) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', from.at),
            eb.and([eb('created_at', '=', from.at), eb('user_id', '<', from.userId)]),
          ]),
        )
      }
      return query
        .orderBy('created_at', 'desc')
        .orderBy('user_id', 'desc')
        .limit(limit + 1)
        .modifyEnd(label('likesPage'))
        .execute()
    },
  }
}

function createQueries(db: CommentsDb) {
  return { ...commentQueries(db), ...pollQueries(db), ...sourceQueries(db) }
}

export type CommentsQueries = ReturnType<typeof createQueries>
export type CommentsStore = ReturnType<typeof createCommentsStore>

// all SQL of the service; trx itself goes to the outbox
export function createCommentsStore(db: CommentsDb) {
  return {
    ...createQueries(db),
    transaction<T>(fn: (tx: CommentsQueries, trx: Transaction<CommentsTables>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => fn(createQueries(trx), trx))
    },
  }
}
