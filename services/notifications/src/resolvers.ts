import type { GraphQLResolverMap } from '@apollo/subgraph'
import { createBatchLoader, perRequest, type RequestContext } from '@showroom/platform'
import type { NotificationCounts, NotificationPage, NotificationsCore } from './notifications.service.ts'
import type { Actor, KnownComment, NotificationRow } from './notifications.store.ts'
import { COMMENT_KINDS } from './notifications.tables.ts'

type Loader<K, V> = (key: K) => Promise<V | null>
const MAX_ACTORS = 10

const isCommentKind = (row: NotificationRow) => (COMMENT_KINDS as readonly string[]).includes(row.kind)

export function createResolvers(core: NotificationsCore): GraphQLResolverMap<RequestContext> {
  // one query per page for each field, however many notifications it holds
  const loaders = perRequest<RequestContext, Map<string, Loader<number, unknown>>>(() => new Map())
  function loaderFor<V>(
    ctx: RequestContext,
    key: string,
    load: (ids: readonly number[]) => Promise<ReadonlyMap<number, V>>,
  ) {
    const byKey = loaders(ctx)
    let loader = byKey.get(key) as Loader<number, V> | undefined
    if (!loader) {
      loader = createBatchLoader(load)
      byKey.set(key, loader as Loader<number, unknown>)
    }
    return loader
  }
  const countsOnce = perRequest<RequestContext, Map<number, Promise<NotificationCounts>>>(() => new Map())
  const countsOf = (ctx: RequestContext, recipientId: number) => {
    const cache = countsOnce(ctx)
    let counts = cache.get(recipientId)
    if (!counts) {
      counts = core.countsOf(recipientId)
      cache.set(recipientId, counts)
    }
    return counts
  }

  return {
    Query: {
      notifications: (
        _: unknown,
        args: { limitFrom?: number | null; limit?: number | null },
        ctx: RequestContext,
      ) => core.page(ctx, args.limitFrom, args.limit),
      unseenNotificationCount: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (await core.counts(ctx)).unseenCount,
    },

    Mutation: {
      markNotificationsSeen: (_: unknown, args: { upToSeq?: number | null }, ctx: RequestContext) =>
        core.markSeen(ctx, args.upToSeq),
    },

    Subscription: {
      notificationCountChanged: {
        subscribe: (_: unknown, __: unknown, ctx: RequestContext) => core.countChanges(ctx),
        resolve: (payload: NotificationCounts) => payload,
      },
    },

    NotificationPage: {
      notifications: (page: NotificationPage) => page.rows,
      hasMore: (page: NotificationPage) => page.hasMore,
      unseenCount: async (page: NotificationPage, _: unknown, ctx: RequestContext) =>
        (await countsOf(ctx, page.recipientId)).unseenCount,
      latestSeq: async (page: NotificationPage, _: unknown, ctx: RequestContext) =>
        (await countsOf(ctx, page.recipientId)).latestSeq,
    },

    Notification: {
      actorCount: (row: NotificationRow) => row.actor_count,
      actors: async (row: NotificationRow, args: { first?: number | null }, ctx: RequestContext) => {
        const first = Math.min(Math.max(args.first ?? 2, 0), MAX_ACTORS)
        const loader = loaderFor(ctx, `actors:${first}`, (ids) => core.recentActors(ids, first))
        return (await loader(row.id)) ?? []
      },
      messageCount: (row: NotificationRow) => (row.kind === 'chat_message' ? row.item_count : 0),
      comment: (row: NotificationRow, _: unknown, ctx: RequestContext) =>
        isCommentKind(row)
          ? loaderFor(ctx, 'comments', (ids) => core.commentsByIds(ids))(row.object_id)
          : null,
      chatId: (row: NotificationRow) => (row.kind === 'chat_message' ? row.object_id : null),
      event: (row: NotificationRow) => (row.kind === 'event_cancelled' ? { id: row.object_id } : null),
      createdAt: (row: NotificationRow) => row.created_at.toISOString(),
      updatedAt: (row: NotificationRow) => row.updated_at.toISOString(),
    },

    NotificationActor: {
      user: (actor: Actor) => (actor.type === 'user' ? { id: actor.id } : null),
      designer: (actor: Actor) => (actor.type === 'designer' ? { id: actor.id } : null),
      venue: (actor: Actor) => (actor.type === 'venue' ? { id: actor.id } : null),
    },

    NotificationComment: {
      type: (comment: KnownComment) => comment.comment_type,
      eventId: (comment: KnownComment) => comment.event_id,
      event: (comment: KnownComment) => (comment.event_id ? { id: comment.event_id } : null),
      flashSaleId: (comment: KnownComment) => comment.flash_sale_id,
      sourceType: (comment: KnownComment) => comment.source_type,
      sourceId: (comment: KnownComment) => comment.source_id,
      sourceUser: (comment: KnownComment) =>
        comment.source_type === 'user' && comment.source_id ? { id: comment.source_id } : null,
    },
  }
}
