import type { Persona, RequestContext, Viewer } from '@showroom/platform'
import {
  audienceOf,
  type CoreDeps,
  canSee,
  matchesSource,
  requireViewer,
  type SourceRef,
} from './comments.deps.ts'
import { commentsErrors } from './comments.errors.ts'
import { commentsEvents, eventPayload, threadKeyOf, threadTopic } from './comments.events.ts'
import {
  clampPageSize,
  isChatSource,
  isModerator,
  mayAttachPhotos,
  parseCommentBody,
  parseDisplayAs,
  parseSourceType,
  parseTopicTitle,
} from './comments.rules.ts'
import type { CommentRow, CommentsQueries, ThreadKey } from './comments.store.ts'
import type { CommentType } from './comments.tables.ts'
import { maySeeFlashSale } from './flash-sale.rules.ts'
import { parseMentions } from './mentions.ts'
import { createReactions } from './reactions.service.ts'

export interface CreateCommentInput {
  type: CommentType
  eventId?: number | null
  flashSaleId?: number | null
  sourceType?: string | null
  sourceId?: number | null
  cityId?: number | null
  comment?: string | null
  photoIds?: number[] | null
  isAllCities?: boolean | null
  replyToId?: number | null
  displayAs?: Persona | null
  topicTitle?: string | null
  topicCityId?: number | null
  poll?: { title: string; options: string[] } | null
}

export interface ListInput {
  limit?: number | null
  beforeId?: number | null
  afterId?: number | null
  reverse?: boolean | null
}

export type CommentsCore = ReturnType<typeof createCommentsCore>

// the rules: who may write, see and moderate which comment
export function createCommentsCore(deps: CoreDeps) {
  const { store, events, pubsub, logger, now } = deps

  // the thread a new top-level comment joins, checked against what exists
  async function resolveThread(
    tx: CommentsQueries,
    viewer: Viewer,
    input: CreateCommentInput,
  ): Promise<ThreadKey & { cityId: number | null }> {
    if (input.type === 'event') {
      if (!input.eventId) throw commentsErrors.invalidInput('event_id', 'event_id is required.')
      const event = await tx.findKnownEvent(input.eventId)
      if (!event) throw commentsErrors.sourceNotFound('event_id', 'event')
      return { type: 'event', eventId: event.id, cityId: event.city_id }
    }
    if (input.type === 'flash') {
      if (!input.flashSaleId) throw commentsErrors.invalidInput('flash_sale_id', 'flash_sale_id is required.')
      const sale = await tx.findKnownFlashSale(input.flashSaleId)
      if (!sale || !maySeeFlashSale(viewer, sale))
        throw commentsErrors.sourceNotFound('flash_sale_id', 'flash sale')
      return { type: 'flash', flashSaleId: sale.id, cityId: sale.city_id ?? input.cityId ?? null }
    }
    const sourceType = parseSourceType(input.sourceType)
    const cityId = input.cityId ?? null
    if (sourceType === 'gossip') {
      if (!input.sourceId) {
        const title = parseTopicTitle(input.topicTitle)
        const topic = await tx.insertTopic({
          title,
          cityId: input.topicCityId ?? cityId,
          userId: viewer.userId,
          at: now(),
        })
        return { type: 'universal', sourceType, sourceId: topic.id, cityId: topic.city_id }
      }
      const topic = await tx.findTopic(input.sourceId)
      if (!topic) throw commentsErrors.sourceNotFound('source_id', 'gossip topic')
      return { type: 'universal', sourceType, sourceId: topic.id, cityId: topic.city_id ?? cityId }
    }
    if (input.sourceId == null) throw commentsErrors.invalidInput('source_id', 'source_id is required.')
    if (sourceType === 'user' && !(await tx.isKnownUser(input.sourceId))) {
      throw commentsErrors.sourceNotFound('source_id', 'user')
    }
    if (sourceType === 'story' && !(await tx.isKnownStory(input.sourceId))) {
      throw commentsErrors.sourceNotFound('source_id', 'story')
    }
    if (sourceType === 'chat') throw commentsErrors.chatElsewhere()
    return { type: 'universal', sourceType, sourceId: input.sourceId, cityId }
  }

  async function announce(row: CommentRow): Promise<void> {
    try {
      await pubsub.publish(threadTopic(threadKeyOf(row)), row)
    } catch (error) {
      logger.warn({ err: error, commentId: row.id }, 'could not announce a new comment')
    }
  }

  // a chat's thread, however it is reached, is the chat service's: here it does not exist
  const noChatHere = () => commentsErrors.sourceNotFound('source_id', 'chat')

  const mayRead = (ctx: RequestContext, row: CommentRow) =>
    !isChatSource(row.source_type) && canSee(row, audienceOf(ctx))

  // a flash sale's thread is as visible as the sale (ADR 0034)
  // (inside a transaction, its own queries: PGlite has one connection)
  type SaleLookup = Pick<CommentsQueries, 'findKnownFlashSale'>
  const saleVisible = async (ctx: RequestContext, saleId: number | null | undefined, q: SaleLookup = store) =>
    saleId != null && maySeeFlashSale(ctx.viewer, await q.findKnownFlashSale(saleId))

  async function readable(ctx: RequestContext, row: CommentRow, q: SaleLookup = store): Promise<boolean> {
    if (!mayRead(ctx, row)) return false
    return row.comment_type !== 'flash' || saleVisible(ctx, row.flash_sale_id, q)
  }

  async function requireVisibleSale(ctx: RequestContext, key: ThreadKey): Promise<void> {
    if (key.type === 'flash' && !(await saleVisible(ctx, key.flashSaleId)))
      throw commentsErrors.sourceNotFound('flash_sale_id', 'flash sale')
  }

  // the ones the viewer may read, by id, in one query (a feed page points at twenty)
  async function visibleComments(
    ctx: RequestContext,
    ids: readonly number[],
  ): Promise<Map<number, CommentRow>> {
    const rows = (await store.findComments(ids)).filter((row) => mayRead(ctx, row))
    // the flash sales of those rows in one query too, not one per comment
    const saleIds = new Set(rows.flatMap((row) => (row.comment_type === 'flash' ? [row.flash_sale_id] : [])))
    saleIds.delete(null)
    const sales = new Map((await store.findKnownFlashSales([...saleIds] as number[])).map((s) => [s.id, s]))
    const kept = rows.filter(
      (row) =>
        row.comment_type !== 'flash' ||
        (row.flash_sale_id != null && maySeeFlashSale(ctx.viewer, sales.get(row.flash_sale_id))),
    )
    return new Map(kept.map((row) => [row.id, row]))
  }

  async function visibleComment(
    ctx: RequestContext,
    id: number,
    ref?: SourceRef | null,
  ): Promise<CommentRow> {
    const row = await store.findComment(id)
    if (!row || !matchesSource(row, ref) || !(await readable(ctx, row))) throw commentsErrors.notFound()
    return row
  }

  // the live topic of a thread; every thread but a chat's is open to all who may see the page
  async function threadTopicFor(ctx: RequestContext, key: ThreadKey): Promise<string> {
    await requireVisibleSale(ctx, key)
    if (key.type !== 'universal') return threadTopic(key)
    const sourceType = parseSourceType(key.sourceType)
    if (sourceType === 'chat') throw noChatHere()
    return threadTopic({ ...key, sourceType })
  }

  return {
    ...createReactions(deps, visibleComment, readable),
    visibleComment,
    visibleComments,

    async create(ctx: RequestContext, input: CreateCommentInput): Promise<CommentRow> {
      const viewer = requireViewer(ctx)
      if (input.type === 'universal' && isChatSource(input.sourceType)) throw commentsErrors.chatElsewhere()
      const { body, photoIds } = parseCommentBody(input.comment, input.photoIds)
      const display = parseDisplayAs(viewer, input.displayAs)
      const poll = input.poll ? parsePoll(input.poll) : null
      const { row, announced } = await store.transaction(async (tx, trx) => {
        let thread: ThreadKey & { cityId: number | null }
        let replyToId: number | null = null
        let parentHidden = false
        if (photoIds.length > 0 && !mayAttachPhotos(viewer, photoIds, await tx.uploadOwners(photoIds)))
          throw commentsErrors.photoNotFound()
        if (input.replyToId) {
          const parent = await tx.findComment(input.replyToId)
          if (!parent || parent.comment_type !== input.type || !(await readable(ctx, parent, tx))) {
            throw commentsErrors.sourceNotFound('reply_to_id', 'comment')
          }
          // one level of replies: answering a reply joins its thread
          const root = parent.reply_to_id ? await tx.findComment(parent.reply_to_id) : parent
          if (!root) throw commentsErrors.sourceNotFound('reply_to_id', 'comment')
          replyToId = root.id
          parentHidden = root.is_shadow_banned || parent.is_shadow_banned
          thread = { ...threadKeyOf(root), cityId: root.city_id }
        } else {
          thread = await resolveThread(tx, viewer, input)
        }
        const pollRow = poll ? await tx.insertPoll(poll.title, poll.options, now()) : null
        const created = await tx.insertComment({
          type: thread.type,
          eventId: thread.eventId ?? null,
          flashSaleId: thread.flashSaleId ?? null,
          sourceType: thread.sourceType ?? null,
          sourceId: thread.sourceId ?? null,
          cityId: thread.cityId,
          userId: viewer.userId,
          display,
          body,
          photoIds,
          mentions: parseMentions(body),
          pollId: pollRow?.id ?? null,
          replyToId,
          isAllCities: Boolean(input.isAllCities),
          createdAt: now(),
        })
        // a reply under a hidden comment stays as hidden as its parent
        if (!parentHidden) {
          await events.publish(trx, {
            type: commentsEvents.commentCreated,
            aggregateType: 'comment',
            aggregateId: created.id,
            payload: eventPayload(created),
          })
        }
        return { row: created, announced: !parentHidden }
      })
      if (announced) await announce(row)
      return row
    },

    async list(ctx: RequestContext, key: ThreadKey, input: ListInput) {
      if (key.type === 'universal') {
        key = { ...key, sourceType: parseSourceType(key.sourceType) }
        if (key.sourceType === 'chat') throw noChatHere()
      }
      await requireVisibleSale(ctx, key)
      const page = await store.listThread(key, audienceOf(ctx), {
        limit: clampPageSize(input.limit),
        beforeId: input.beforeId ?? null,
        afterId: input.afterId ?? null,
      })
      return { comments: input.reverse ? [...page.rows].reverse() : page.rows, hasMore: page.hasMore }
    },

    // the author deletes their own; moderators and admins delete any
    async remove(ctx: RequestContext, id: number, ref?: SourceRef | null): Promise<boolean> {
      const viewer = requireViewer(ctx)
      const row = await visibleComment(ctx, id, ref)
      if (row.user_id !== viewer.userId && !isModerator(viewer)) throw commentsErrors.notOwner()
      return store.transaction(async (tx, trx) => {
        if (!(await tx.markDeleted(row.id, now()))) return false
        await events.publish(trx, {
          type: commentsEvents.commentDeleted,
          aggregateType: 'comment',
          aggregateId: row.id,
          payload: { id: row.id },
        })
        return true
      })
    },

    threadTopicFor,
  }
}

const MAX_POLL_OPTIONS = 10

function parsePoll(poll: { title: string; options: string[] }) {
  const title = poll.title.trim()
  const options = poll.options.map((option) => option.trim()).filter((option) => option !== '')
  if (title === '') throw commentsErrors.invalidInput('poll', 'A poll needs a title.')
  if (options.length < 2 || options.length > MAX_POLL_OPTIONS || new Set(options).size !== options.length) {
    throw commentsErrors.invalidInput('poll', `A poll needs 2 to ${MAX_POLL_OPTIONS} different options.`)
  }
  return { title, options }
}
