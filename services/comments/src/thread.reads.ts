import { anyOf, preparedShapes } from '@showroom/platform'
import { type ExpressionBuilder, type Selectable, sql } from 'kysely'
import type { CommentsTables, CommentType } from './comments.tables.ts'

// The reads every comment list makes (a thread's page, its replies and their counts), each built
// once per shape (packages/platform/src/db/prepared.ts): the shape is who is looking and which
// thread and page; the values go in as parameters.

type CommentRow = Selectable<CommentsTables['comments']>

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

export type Page = { beforeId?: number | null; afterId?: number | null; limit: number }

type Viewing = 'moderator' | 'visitor' | 'member'
const viewingOf = (audience: Audience): Viewing =>
  audience.moderator ? 'moderator' : audience.userId === null ? 'visitor' : 'member'

export const label = (name: string) => sql.raw(`/* comments.${name} */`)

type Comments = ExpressionBuilder<CommentsTables, 'comments'>

// values are asked for only where the shape uses them: a built statement takes a slot for each value
// it holds, and none for a branch it left out
function visibleAs(viewing: Viewing, userId: () => number) {
  return (eb: Comments) => {
    const alive = eb('comments.deleted_at', 'is', null)
    if (viewing === 'moderator') return alive
    const shown =
      viewing === 'visitor'
        ? eb('comments.is_shadow_banned', '=', false)
        : eb.or([eb('comments.is_shadow_banned', '=', false), eb('comments.user_id', '=', userId())])
    return eb.and([alive, shown])
  }
}

export const visibleTo = (audience: Audience) => visibleAs(viewingOf(audience), () => audience.userId ?? -1)

type ThreadValues = {
  eventId: number
  flashSaleId: number
  sourceType: string
  sourceId: number
}

function inThreadAs(type: CommentType, value: <K extends keyof ThreadValues>(name: K) => ThreadValues[K]) {
  return (eb: Comments) =>
    eb.and([
      eb('comments.comment_type', '=', type),
      type === 'event'
        ? eb('comments.event_id', '=', value('eventId'))
        : type === 'flash'
          ? eb('comments.flash_sale_id', '=', value('flashSaleId'))
          : eb.and([
              eb('comments.source_type', '=', value('sourceType')),
              eb('comments.source_id', '=', value('sourceId')),
            ]),
    ])
}

const threadValues = (key: ThreadKey): ThreadValues => ({
  eventId: key.eventId ?? -1,
  flashSaleId: key.flashSaleId ?? -1,
  sourceType: key.sourceType ?? '',
  sourceId: key.sourceId ?? -1,
})

export const inThread = (key: ThreadKey) => {
  const values = threadValues(key)
  return inThreadAs(key.type, (name) => values[name])
}

type ThreadShape = { type: CommentType; viewing: Viewing; after: boolean; before: boolean }
type ThreadParams = ThreadValues & { userId: number; afterId: number; beforeId: number; limit: number }

const threadPage = preparedShapes<ThreadShape, ThreadParams, CommentRow, CommentsTables>(
  (shape) => `${shape.type}/${shape.viewing}/${shape.after}/${shape.before}`,
  (db, slot, shape) => {
    let query = db
      .selectFrom('comments')
      .selectAll()
      .where(inThreadAs(shape.type, (name) => slot(name)))
      .where('reply_to_id', 'is', null)
      .where(visibleAs(shape.viewing, () => slot('userId')))
    if (shape.after) query = query.where('id', '<', slot('afterId'))
    // polling for newer ones: the oldest of those first, so a burst is never skipped
    const newer = shape.before && !shape.after
    if (shape.before) query = query.where('id', '>', slot('beforeId'))
    return query
      .orderBy('id', newer ? 'asc' : 'desc')
      .limit(slot('limit'))
      .modifyEnd(label('listThread'))
  },
)

// one page of a thread's top-level comments, newest first; before_id = newer than, after_id = older than
export async function listThread(
  db: Parameters<typeof threadPage>[0],
  key: ThreadKey,
  audience: Audience,
  page: Page,
): Promise<{ rows: CommentRow[]; hasMore: boolean }> {
  const after = Boolean(page.afterId)
  const before = Boolean(page.beforeId)
  const rows = await threadPage(
    db,
    { type: key.type, viewing: viewingOf(audience), after, before },
    {
      ...threadValues(key),
      userId: audience.userId ?? -1,
      afterId: page.afterId ?? 0,
      beforeId: page.beforeId ?? 0,
      limit: page.limit + 1,
    },
  )
  const hasMore = rows.length > page.limit
  const kept = rows.slice(0, page.limit)
  return { rows: before && !after ? kept.reverse() : kept, hasMore }
}

type ViewingShape = { viewing: Viewing }
type RepliesParams = { ids: readonly number[]; userId: number; limit: number }

const replies = preparedShapes<ViewingShape, RepliesParams, CommentRow & { rank: number }, CommentsTables>(
  (shape) => shape.viewing,
  (db, slot, shape) =>
    db
      .selectFrom(
        db
          .selectFrom('comments')
          .selectAll()
          .select(sql<number>`row_number() over (partition by reply_to_id order by id desc)`.as('rank'))
          .where('reply_to_id', '=', anyOf(slot('ids')))
          .where(visibleAs(shape.viewing, () => slot('userId')))
          .as('ranked'),
      )
      .selectAll()
      .where('rank', '<=', slot('limit'))
      .orderBy('id', 'asc')
      .modifyEnd(label('repliesOf')),
)

// the last `limit` visible replies of each parent, oldest first
export async function repliesOf(
  db: Parameters<typeof replies>[0],
  parentIds: readonly number[],
  audience: Audience,
  limit: number,
): Promise<CommentRow[]> {
  if (parentIds.length === 0) return []
  const rows = await replies(
    db,
    { viewing: viewingOf(audience) },
    { ids: parentIds, userId: audience.userId ?? -1, limit },
  )
  return rows.map(({ rank: _rank, ...row }) => row)
}

const counts = preparedShapes<
  ViewingShape,
  Omit<RepliesParams, 'limit'>,
  { reply_to_id: number | null; n: string },
  CommentsTables
>(
  (shape) => shape.viewing,
  (db, slot, shape) =>
    db
      .selectFrom('comments')
      .select(['reply_to_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('reply_to_id', '=', anyOf(slot('ids')))
      .where(visibleAs(shape.viewing, () => slot('userId')))
      .groupBy('reply_to_id')
      .modifyEnd(label('replyCounts')),
)

export async function replyCounts(
  db: Parameters<typeof counts>[0],
  parentIds: readonly number[],
  audience: Audience,
): Promise<Map<number, number>> {
  if (parentIds.length === 0) return new Map()
  const rows = await counts(
    db,
    { viewing: viewingOf(audience) },
    { ids: parentIds, userId: audience.userId ?? -1 },
  )
  return new Map(rows.map((row) => [row.reply_to_id as number, Number(row.n)]))
}
