import type { Logger, RequestContext, Viewer } from '@showroom/platform'
import { notificationsErrors } from './notifications.errors.ts'
import { type NotificationsPubSub, recipientTopic } from './notifications.events.ts'
import { MAX_LIMIT_FROM, parsePage, parseUpToSeq } from './notifications.rules.ts'
import type { NotificationRow, NotificationsStore } from './notifications.store.ts'
import { createRecorder } from './record.service.ts'
import { createRelationsRecorder } from './relations.service.ts'

export interface CoreDeps {
  store: NotificationsStore
  pubsub: NotificationsPubSub
  logger: Logger
  now: () => Date
}

export interface NotificationCounts {
  unseenCount: number
  latestSeq: number
}

export interface NotificationPage {
  rows: NotificationRow[]
  hasMore: boolean
  recipientId: number
}

export type NotificationsCore = ReturnType<typeof createNotificationsCore>

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw notificationsErrors.notSignedIn()
  return ctx.viewer
}

// records what other services did (record.service.ts) and serves each member their own
export function createNotificationsCore(deps: CoreDeps) {
  const { store, pubsub, logger, now } = deps

  // "your count changed" for each member touched; the subscription reads the rest from the table
  async function announce(recipients: readonly number[]): Promise<void> {
    for (const userId of new Set(recipients)) {
      try {
        await pubsub.publish(recipientTopic(userId), { userId })
      } catch (error) {
        logger.warn({ err: error, userId }, 'could not announce a notification count change')
      }
    }
  }

  const recorder = createRecorder({ store, announce, now })

  return {
    ...recorder,
    ...createRelationsRecorder({ store, announce, now }),

    // reads: only ever the signed-in member's own
    async page(
      ctx: RequestContext,
      limitFrom?: number | null,
      limit?: number | null,
    ): Promise<NotificationPage> {
      const viewer = requireViewer(ctx)
      const { from, size } = parsePage(limitFrom, limit)
      if (from > MAX_LIMIT_FROM) return { rows: [], hasMore: false, recipientId: viewer.userId }
      const rows = await store.page(viewer.userId, from, size + 1)
      return { rows: rows.slice(0, size), hasMore: rows.length > size, recipientId: viewer.userId }
    },

    counts(ctx: RequestContext): Promise<NotificationCounts> {
      return store.counts(requireViewer(ctx).userId)
    },

    countsOf: (recipientId: number) => store.counts(recipientId),

    async markSeen(ctx: RequestContext, upToSeq?: number | null): Promise<NotificationCounts> {
      const viewer = requireViewer(ctx)
      if (await store.markSeen(viewer.userId, parseUpToSeq(upToSeq))) await announce([viewer.userId])
      return store.counts(viewer.userId)
    },

    // the current count at once, then again whenever it changes (a second device marking seen too)
    countChanges(ctx: RequestContext): AsyncIterableIterator<NotificationCounts> {
      const userId = requireViewer(ctx).userId
      const wakeups = pubsub.subscribe(recipientTopic(userId))
      async function* stream() {
        try {
          await wakeups.ready
          let last = await store.counts(userId)
          yield last
          for await (const _ of wakeups) {
            const current = await store.counts(userId)
            if (current.unseenCount === last.unseenCount && current.latestSeq === last.latestSeq) continue
            last = current
            yield current
          }
        } finally {
          await wakeups.return()
        }
      }
      const counts = stream()
      // ending the wake-ups first also ends a stream that is waiting for one, or never started
      const iterator: AsyncIterableIterator<NotificationCounts> = {
        next: () => counts.next(),
        return: async () => {
          await wakeups.return()
          return counts.return(undefined)
        },
        throw: async (error?: unknown) => {
          await wakeups.return()
          return counts.throw(error)
        },
        [Symbol.asyncIterator]: () => iterator,
      }
      return iterator
    },

    recentActors: (ids: readonly number[], first: number) => store.recentActors(ids, first),
    commentsByIds: (ids: readonly number[]) => store.commentsByIds(ids),
  }
}
