import type { RequestContext } from '@showroom/platform'
import { type CoreDeps, matchesSource, requireViewer, type SourceRef } from './comments.deps.ts'
import { commentsErrors } from './comments.errors.ts'
import { commentsEvents, eventPayload } from './comments.events.ts'
import {
  isModerator,
  likesCursor,
  parseCommentType,
  parseLikesCursor,
  pollPercentages,
} from './comments.rules.ts'
import type { CommentRow } from './comments.store.ts'

export type ModerationAction = 'shadow' | 'unshadow' | 'feature' | 'unfeature' | 'global' | 'unglobal'

const FLAGS = {
  shadow: ['is_shadow_banned', true],
  unshadow: ['is_shadow_banned', false],
  feature: ['is_featured', true],
  unfeature: ['is_featured', false],
  global: ['is_global', true],
  unglobal: ['is_global', false],
} as const

const LIKES_PAGE = 20

export interface PollView {
  id: number
  title: string
  options: { label: string; count: number; percent: number }[]
  totalAnswers: number
  answer: string | null
}

type VisibleComment = (ctx: RequestContext, id: number, ref?: SourceRef | null) => Promise<CommentRow>
type Readable = (ctx: RequestContext, row: CommentRow) => Promise<boolean>

// likes, polls and moderation
export function createReactions(deps: CoreDeps, visibleComment: VisibleComment, readable: Readable) {
  const { store, events, now } = deps

  async function pollViews(ctx: RequestContext, pollIds: readonly number[]): Promise<Map<number, PollView>> {
    const [polls, counts, answers] = await Promise.all([
      store.pollsByIds(pollIds),
      store.answerCounts(pollIds),
      ctx.viewer ? store.answersOf(pollIds, ctx.viewer.userId) : Promise.resolve(new Map<number, number>()),
    ])
    return new Map(
      polls.map((poll) => {
        const { total, options } = pollPercentages(poll.options, counts.get(poll.id) ?? new Map())
        const answered = answers.get(poll.id)
        const view = {
          id: poll.id,
          title: poll.title,
          options,
          totalAnswers: total,
          answer: answered === undefined ? null : (poll.options[answered] ?? null),
        }
        return [poll.id, view]
      }),
    )
  }

  return {
    pollViews,

    async like(ctx: RequestContext, id: number, ref?: SourceRef | null): Promise<CommentRow> {
      const viewer = requireViewer(ctx)
      const row = await visibleComment(ctx, id, ref)
      await store.transaction(async (tx, trx) => {
        const added = await tx.addLike(row.id, viewer.userId, viewer.persona, now())
        // likes on a hidden comment tell nobody anything
        if (added && !row.is_shadow_banned) {
          await events.publish(trx, {
            type: commentsEvents.commentLiked,
            aggregateType: 'comment',
            aggregateId: row.id,
            payload: {
              commentId: row.id,
              commentUserId: row.user_id,
              userId: viewer.userId,
              persona: viewer.persona,
            },
          })
        }
      })
      return (await store.findComment(row.id)) ?? row
    },

    async unlike(ctx: RequestContext, id: number, ref?: SourceRef | null): Promise<CommentRow> {
      const viewer = requireViewer(ctx)
      const row = await visibleComment(ctx, id, ref)
      await store.removeLike(row.id, viewer.userId)
      return (await store.findComment(row.id)) ?? row
    },

    // moderators and admins only; global and unglobal apply to universal comments
    async moderate(
      ctx: RequestContext,
      id: number,
      action: ModerationAction,
      ref?: SourceRef | null,
    ): Promise<CommentRow> {
      const viewer = requireViewer(ctx)
      if (!isModerator(viewer)) {
        // nothing about the comment is revealed to someone who may not act on it
        await visibleComment(ctx, id, ref)
        throw commentsErrors.notModerator()
      }
      // global on an event or flash comment is a clear mistake, not a missing comment
      const globalOnly = action === 'global' || action === 'unglobal'
      const row = await visibleComment(ctx, id, globalOnly ? null : ref)
      if (globalOnly && row.comment_type !== 'universal') throw commentsErrors.notUniversal()
      if (!matchesSource(row, ref)) throw commentsErrors.notFound()
      const [flag, value] = FLAGS[action]
      return store.transaction(async (tx, trx) => {
        const updated = await tx.setFlag(row.id, flag, value)
        if (!updated) throw commentsErrors.notFound()
        if (flag === 'is_shadow_banned' && row.is_shadow_banned !== value) {
          await events.publish(trx, {
            type: value ? commentsEvents.commentHidden : commentsEvents.commentShown,
            aggregateType: 'comment',
            aggregateId: row.id,
            payload: value ? { id: row.id } : eventPayload(updated),
          })
        }
        return updated
      })
    },

    // newest first, in pages; a hidden comment's likes are as hidden as the comment
    async likes(
      ctx: RequestContext,
      input: { commentType: string; commentId: number; fromTimestamp?: string | null },
    ) {
      const type = parseCommentType(input.commentType)
      const row = await visibleComment(ctx, input.commentId, { type })
      const rows = await store.likesPage(row.id, parseLikesCursor(input.fromTimestamp), LIKES_PAGE)
      const page = rows.slice(0, LIKES_PAGE)
      const last = page.at(-1)
      const hasMore = rows.length > LIKES_PAGE
      return {
        likes: page,
        hasMore,
        nextToken: hasMore && last ? likesCursor(last.created_at, last.user_id) : null,
      }
    },

    // one answer per member; answering again changes it
    async answerPoll(ctx: RequestContext, pollId: number, answer: string): Promise<PollView> {
      const viewer = requireViewer(ctx)
      const poll = await store.findPoll(pollId)
      const commentId = poll ? await store.commentIdOfPoll(poll.id) : undefined
      const comment = commentId ? await store.findComment(commentId) : undefined
      if (!poll || (commentId && (!comment || !(await readable(ctx, comment)))))
        throw commentsErrors.pollNotFound()
      const index = poll.options.indexOf(answer.trim())
      if (index < 0) throw commentsErrors.invalidAnswer()
      await store.saveAnswer(poll.id, viewer.userId, index, now())
      return (await pollViews(ctx, [poll.id])).get(poll.id) as PollView
    },
  }
}
