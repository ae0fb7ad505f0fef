import type { GraphQLResolverMap } from '@apollo/subgraph'
import type { RequestContext } from '@showroom/platform'
import { createCommentHtml } from './comment-html.cache.ts'
import { createCommentLoaders } from './comment.loaders.ts'
import type { SourceRef } from './comments.deps.ts'
import type { CommentsPubSub } from './comments.events.ts'
import { isModerator, parseCommentType } from './comments.rules.ts'
import type { CreateCommentInput, CommentsCore, ListInput } from './comments.service.ts'
import type { CommentRow, CommentsStore } from './comments.store.ts'
import { isEmojiOnly } from './emoji.ts'
import type { ModerationAction } from './reactions.service.ts'
import { describeSince, secondsSince } from './time-since.ts'

type SourceArg = {
  type: string
  eventId?: number | null
  flashSaleId?: number | null
  sourceType?: string | null
  sourceId?: number | null
}
type RefArgs = { id: number; source?: SourceArg | null }

const sourceRef = (source: SourceArg | null | undefined): SourceRef | null =>
  source ? { ...source, type: parseCommentType(source.type) } : null

const persona = (type: string, id: number) => ({
  type,
  id,
  user: type === 'user' ? { id } : null,
  designer: type === 'designer' ? { id } : null,
  venue: type === 'venue' ? { id } : null,
})

export function createResolvers(
  core: CommentsCore,
  store: CommentsStore,
  pubsub: CommentsPubSub,
  now: () => Date,
): GraphQLResolverMap<RequestContext> {
  const loaders = createCommentLoaders(store, core)
  const commentHtml = createCommentHtml()
  const moderate = (action: ModerationAction) => (_: unknown, args: RefArgs, ctx: RequestContext) =>
    core.moderate(ctx, args.id, action, sourceRef(args.source))

  return {
    Query: {
      comment: (_: unknown, args: RefArgs, ctx: RequestContext) =>
        core.visibleComment(ctx, args.id, sourceRef(args.source)),
      comments: (_: unknown, args: SourceArg & ListInput, ctx: RequestContext) =>
        core.list(ctx, { ...args, type: parseCommentType(args.type) }, args),
      commentLikes: (
        _: unknown,
        args: { commentType: string; commentId: number; fromTimestamp?: string | null },
        ctx: RequestContext,
      ) => core.likes(ctx, args),
    },

    Mutation: {
      createComment: (
        _: unknown,
        args: { input: Omit<CreateCommentInput, 'type'> & { type: string } },
        ctx: RequestContext,
      ) =>
        core.create(ctx, {
          ...args.input,
          type: parseCommentType(args.input.type),
          displayAs: args.input.displayAs as CreateCommentInput['displayAs'],
        }),
      likeComment: (_: unknown, args: RefArgs, ctx: RequestContext) =>
        core.like(ctx, args.id, sourceRef(args.source)),
      unlikeComment: (_: unknown, args: RefArgs, ctx: RequestContext) =>
        core.unlike(ctx, args.id, sourceRef(args.source)),
      deleteComment: (_: unknown, args: RefArgs, ctx: RequestContext) =>
        core.remove(ctx, args.id, sourceRef(args.source)),
      shadowComment: moderate('shadow'),
      unshadowComment: moderate('unshadow'),
      featureComment: moderate('feature'),
      unfeatureComment: moderate('unfeature'),
      globalComment: moderate('global'),
      unglobalComment: moderate('unglobal'),
      answerPoll: (_: unknown, args: { pollId: number; answer: string }, ctx: RequestContext) =>
        core.answerPoll(ctx, args.pollId, args.answer),
    },

    Subscription: {
      commentAdded: {
        subscribe: async (_: unknown, args: SourceArg, ctx: RequestContext) =>
          pubsub.subscribe(await core.threadTopicFor(ctx, { ...args, type: parseCommentType(args.type) })),
        resolve: (payload: CommentRow) => ({ ...payload, created_at: new Date(payload.created_at) }),
      },
    },

    Comment: {
      // a comment gone or not for this viewer is null where another service points at it
      __resolveReference: (reference: { id: number }, ctx: RequestContext) =>
        loaders.comment(ctx, reference.id),
      type: (row: CommentRow) => row.comment_type,
      comment: (row: CommentRow) => row.body,
      commentHtml: (row: CommentRow) => commentHtml(row.body),
      isEmojiOnly: (row: CommentRow) => isEmojiOnly(row.body),
      user: (row: CommentRow) => ({ id: row.user_id }),
      displayAs: (row: CommentRow) => persona(row.display_type, row.display_id),
      displayType: (row: CommentRow) => row.display_type,
      displayId: (row: CommentRow) => row.display_id,
      photoIds: (row: CommentRow) => row.photo_ids,
      media: (row: CommentRow) => row.photo_ids.map((id) => ({ id })),
      poll: (row: CommentRow, _: unknown, ctx: RequestContext) =>
        row.poll_id ? loaders.poll(ctx, row.poll_id) : null,
      replies: (row: CommentRow, args: { last?: number | null }, ctx: RequestContext) =>
        row.reply_to_id ? [] : loaders.replies(ctx, row.id, Math.min(Math.max(args.last ?? 50, 0), 200)),
      thread: (row: CommentRow, _: unknown, ctx: RequestContext) =>
        row.reply_to_id ? core.visibleComment(ctx, row.reply_to_id).catch(() => null) : row,
      lastReply: async (row: CommentRow, _: unknown, ctx: RequestContext) =>
        row.reply_to_id ? null : ((await loaders.replies(ctx, row.id, 1))[0] ?? null),
      replyCount: (row: CommentRow, _: unknown, ctx: RequestContext) =>
        row.reply_to_id ? 0 : loaders.replyCount(ctx, row.id),
      likeCount: (row: CommentRow) => row.like_count,
      isLiked: (row: CommentRow, _: unknown, ctx: RequestContext) => loaders.isLiked(ctx, row.id),
      createdSince: (row: CommentRow) => describeSince(secondsSince(row.created_at, now())),
      createdDiff: (row: CommentRow) => secondsSince(row.created_at, now()),
      createdAt: (row: CommentRow) => row.created_at.toISOString(),
      isShadowBanned: (row: CommentRow, _: unknown, ctx: RequestContext) =>
        isModerator(ctx.viewer) || ctx.viewer?.userId === row.user_id ? row.is_shadow_banned : null,
      isFeatured: (row: CommentRow) => row.is_featured,
      isGlobal: (row: CommentRow) => row.comment_type === 'universal' && row.is_global,
      isAllCities: (row: CommentRow) => row.is_all_cities,
      eventId: (row: CommentRow) => row.event_id,
      flashSaleId: (row: CommentRow) => row.flash_sale_id,
      replyToId: (row: CommentRow) => row.reply_to_id,
      cityId: (row: CommentRow) => row.city_id,
      sourceType: (row: CommentRow) => row.source_type,
      sourceId: (row: CommentRow) => row.source_id,
      event: (row: CommentRow) => (row.event_id ? { id: row.event_id } : null),
      sourceUser: (row: CommentRow) =>
        row.source_type === 'user' && row.source_id ? { id: row.source_id } : null,
      gossipTopic: (row: CommentRow, _: unknown, ctx: RequestContext) =>
        row.source_type === 'gossip' && row.source_id ? loaders.topic(ctx, row.source_id) : null,
      canDelete: (row: CommentRow, _: unknown, ctx: RequestContext) =>
        ctx.viewer !== null && (ctx.viewer.userId === row.user_id || isModerator(ctx.viewer)),
      canModerate: (_: CommentRow, __: unknown, ctx: RequestContext) => isModerator(ctx.viewer),
    },

    GossipTopic: {
      cityId: (topic: { city_id: number | null }) => topic.city_id,
    },

    CommentLike: {
      user: (like: { user_id: number }) => ({ id: like.user_id }),
      persona: (like: { persona_type: string; persona_id: number }) =>
        persona(like.persona_type, like.persona_id),
      createdAt: (like: { created_at: Date }) => like.created_at.toISOString(),
    },
  }
}
