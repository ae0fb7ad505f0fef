import { anyOf, type Persona, prepared } from '@showroom/platform'
import { type Selectable, sql, type Transaction } from 'kysely'
import type { CommentsDb, CommentsTables, CommentType } from './comments.tables.ts'
import { pollQueries } from './polls.store.ts'
import { sourceQueries } from './sources.store.ts'
import {
  type Audience,
  inThread,
  label,
  listThread,
  type Page,
  repliesOf,
  replyCounts,
  type ThreadKey,
  visibleTo,
} from './thread.reads.ts'

export type { Audience, Page, ThreadKey } from './thread.reads.ts'
export { visibleTo } from './thread.reads.ts'

export type CommentRow = Selectable<CommentsTables['comments']>

// which comments of a thread the viewer likes: asked for every thread a signed-in viewer reads,
// built once (packages/platform/src/db/prepared.ts)
const likedAmong = prepared<
  { commentIds: readonly number[]; userId: number },
  { comment_id: number },
  CommentsTables
>((db, slot) =>
  db
    .selectFrom('likes')
    .select('comment_id')
    .where('comment_id', '=', anyOf(slot('commentIds')))
    .where('user_id', '=', slot('userId')),
)

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

    listThread: (key: ThreadKey, audience: Audience, page: Page) => listThread(db, key, audience, page),
    repliesOf: (parentIds: readonly number[], audience: Audience, limit: number) =>
      repliesOf(db, parentIds, audience, limit),
    replyCounts: (parentIds: readonly number[], audience: Audience) => replyCounts(db, parentIds, audience),

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
      const rows = await likedAmong(db, { commentIds, userId })
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
