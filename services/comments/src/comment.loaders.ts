import { createBatchLoader, type RequestContext } from '@showroom/platform'
import { audienceOf } from './comments.deps.ts'
import type { CommentsCore } from './comments.service.ts'
import type { CommentRow, CommentsStore } from './comments.store.ts'
import type { TopicRow } from './sources.store.ts'

type Loader<K, V> = (key: K) => Promise<V | null>

// per-request batch loaders for the fields a thread page asks of every comment
export function createCommentLoaders(store: CommentsStore, core: CommentsCore) {
  const perContext = new WeakMap<RequestContext, Map<string, Loader<unknown, unknown>>>()

  function loader<K, V>(
    ctx: RequestContext,
    name: string,
    loadMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  ) {
    let loaders = perContext.get(ctx)
    if (!loaders) {
      loaders = new Map()
      perContext.set(ctx, loaders)
    }
    let found = loaders.get(name) as Loader<K, V> | undefined
    if (!found) {
      found = createBatchLoader(loadMany)
      loaders.set(name, found as Loader<unknown, unknown>)
    }
    return found
  }

  return {
    // what another service points at (a feed item's comment): null when gone or not for this viewer
    comment: (ctx: RequestContext, id: number) =>
      loader<number, CommentRow>(ctx, 'comment', (ids) => core.visibleComments(ctx, ids))(id),

    replies: (ctx: RequestContext, parentId: number, last: number) =>
      loader<number, CommentRow[]>(ctx, `replies:${last}`, async (ids) => {
        const rows = await store.repliesOf(ids, audienceOf(ctx), last)
        const byParent = new Map<number, CommentRow[]>()
        for (const row of rows) {
          const list = byParent.get(row.reply_to_id as number) ?? []
          list.push(row)
          byParent.set(row.reply_to_id as number, list)
        }
        return byParent
      })(parentId).then((rows) => rows ?? []),

    replyCount: (ctx: RequestContext, parentId: number) =>
      loader<number, number>(ctx, 'replyCount', (ids) => store.replyCounts(ids, audienceOf(ctx)))(
        parentId,
      ).then((n) => n ?? 0),

    isLiked: (ctx: RequestContext, commentId: number) => {
      const viewer = ctx.viewer
      if (!viewer) return Promise.resolve(false)
      return loader<number, boolean>(ctx, 'isLiked', async (ids) => {
        const liked = await store.likedBy(ids, viewer.userId)
        return new Map(ids.map((id) => [id, liked.has(id)]))
      })(commentId).then(Boolean)
    },

    poll: (ctx: RequestContext, pollId: number) =>
      loader(ctx, 'poll', (ids: readonly number[]) => core.pollViews(ctx, ids))(pollId),

    topic: (ctx: RequestContext, topicId: number) =>
      loader<number, TopicRow>(ctx, 'topic', async (ids) => {
        const topics = await store.topicsByIds(ids)
        return new Map(topics.map((topic) => [topic.id, topic]))
      })(topicId),
  }
}
