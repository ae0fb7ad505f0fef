import type { Logger, RequestContext, Viewer } from '@showroom/platform'
import { notificationsErrors } from './notifications.errors.ts'
import {
  type CommentPayload,
  type NotificationsPubSub,
  type PersonaRef,
  recipientTopic,
} from './notifications.events.ts'
import {
  type Addressed,
  commentAddressees,
  MAX_LIMIT_FROM,
  parsePage,
  parseUpToSeq,
} from './notifications.rules.ts'
import type {
  Cause,
  NotificationRow,
  NotificationsQueries,
  NotificationsStore,
} from './notifications.store.ts'

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

const userActor = (id: number): PersonaRef => ({ type: 'user', id })

// turns what other services did into notifications, and serves each member their own
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

  // adds a cause to the recipient's one notification about the object; true when it changed.
  // A cause seen before (the same like twice) changes nothing, unless `replace` (a chat's latest author)
  async function notify(
    tx: NotificationsQueries,
    to: Addressed,
    cause: Cause,
    options: { replace?: boolean; itemCount?: number } = {},
  ): Promise<boolean> {
    const at = now()
    const itemCount = options.itemCount ?? 0
    const existing = await tx.groupId(to.recipientId, to.kind, to.objectId)
    if (existing === null) {
      const seq = await tx.nextSeq(to.recipientId)
      const id = await tx.insertNotification({ ...to, seq, itemCount, at })
      await tx.addCause(id, cause, at, false)
      return true
    }
    const fresh = await tx.addCause(existing, cause, at, options.replace ?? false)
    if (!fresh) return false
    await tx.bump(existing, await tx.nextSeq(to.recipientId), itemCount, at)
    return true
  }

  // every recipient locked first, in ascending order, so two events never wait on each other
  async function notifyAll(
    tx: NotificationsQueries,
    items: Array<{ to: Addressed; cause: Cause; replace?: boolean; itemCount?: number }>,
  ): Promise<number[]> {
    await tx.lockRecipients(items.map((item) => item.to.recipientId))
    const changed: number[] = []
    for (const item of items) {
      if (await notify(tx, item.to, item.cause, item)) changed.push(item.to.recipientId)
    }
    return changed
  }

  async function commentCreated(comment: CommentPayload): Promise<void> {
    const changed = await store.transaction(async (tx) => {
      await tx.rememberComment({
        id: comment.id,
        user_id: comment.userId,
        reply_to_id: comment.replyToId,
        comment_type: comment.commentType,
        event_id: comment.eventId,
        flash_sale_id: comment.flashSaleId,
        source_type: comment.sourceType,
        source_id: comment.sourceId,
      })
      const root = comment.replyToId === null ? null : await tx.lockComment(comment.replyToId, 'share')
      const mentioned = await tx.userIdsByUsernames(comment.mentions)
      const cause: Cause = { type: 'comment', id: comment.id, actor: comment.persona }
      return notifyAll(
        tx,
        commentAddressees(comment, root, mentioned).map((to) => ({ to, cause })),
      )
    })
    await announce(changed)
  }

  return {
    commentCreated,
    // unshadowed: visible again, and its reply and mentions notify again (causes already there change nothing)
    commentShown: commentCreated,

    async commentLiked(like: {
      commentId: number
      commentUserId: number
      userId: number
      persona: PersonaRef
    }) {
      if (like.userId === like.commentUserId) return
      const changed = await store.transaction(async (tx) => {
        const comment = await tx.lockComment(like.commentId, 'share')
        // a comment announced before notifications listened, or no longer shown, tells nobody
        if (comment?.state !== 'visible') return []
        const to: Addressed = { recipientId: comment.user_id, kind: 'comment_like', objectId: comment.id }
        return notifyAll(tx, [{ to, cause: { type: 'like', id: like.userId, actor: like.persona } }])
      })
      await announce(changed)
    },

    // shadow-banned or deleted: what the comment and the replies under it caused goes, counts included
    async commentRemoved(commentId: number, state: 'hidden' | 'deleted') {
      const touched = await store.transaction(async (tx) => {
        if (await tx.lockComment(commentId, 'update')) await tx.setCommentState(commentId, state)
        const ids = [commentId, ...(await tx.replyIds(commentId))]
        const recipients = await tx.recipientsCausedBy(ids)
        await tx.lockRecipients(recipients)
        await tx.removeCausedBy(ids)
        return recipients
      })
      await announce(touched)
    },

    async userFollowed(followerId: number, userId: number) {
      if (followerId === userId) return
      const changed = await store.transaction((tx) =>
        notifyAll(tx, [
          {
            to: { recipientId: userId, kind: 'user_follow', objectId: 0 },
            cause: { type: 'user', id: followerId, actor: userActor(followerId) },
          },
        ]),
      )
      await announce(changed)
    },

    async friendRequested(fromUserId: number, toUserId: number) {
      if (fromUserId === toUserId) return
      const changed = await store.transaction((tx) =>
        notifyAll(tx, [
          {
            to: { recipientId: toUserId, kind: 'friend_request', objectId: fromUserId },
            cause: { type: 'user', id: fromUserId, actor: userActor(fromUserId) },
          },
        ]),
      )
      await announce(changed)
    },

    // the asker hears back; the request, answered, leaves the other's bell
    async friendAccepted(fromUserId: number, toUserId: number) {
      if (fromUserId === toUserId) return
      const changed = await store.transaction(async (tx) => {
        const told = await notifyAll(tx, [
          {
            to: { recipientId: fromUserId, kind: 'friend_accept', objectId: toUserId },
            cause: { type: 'user', id: toUserId, actor: userActor(toUserId) },
          },
        ])
        await tx.lockRecipients([toUserId])
        const answered = await tx.removeGroup(toUserId, 'friend_request', fromUserId)
        return answered ? [...told, toUserId] : told
      })
      await announce(changed)
    },

    // members only: a designer's or venue's managers are not known here (see the README)
    async chatMessagePosted(message: {
      chatId: number
      authorUserId: number
      persona: PersonaRef
      recipients: Array<{ type: string; id: number; unread: number }>
    }) {
      const members = message.recipients.filter((r) => r.type === 'user' && r.id !== message.authorUserId)
      if (members.length === 0) return
      const changed = await store.transaction((tx) =>
        notifyAll(
          tx,
          members.map((member) => ({
            to: { recipientId: member.id, kind: 'chat_message' as const, objectId: message.chatId },
            cause: { type: 'chat' as const, id: message.chatId, actor: message.persona },
            replace: true,
            itemCount: Math.max(member.unread, 1),
          })),
        ),
      )
      await announce(changed)
    },

    rememberUser: (userId: number, username: string) => store.rememberUser(userId, username),

    async forgetUser(userId: number) {
      await store.transaction(async (tx) => {
        await tx.forgetUser(userId)
        await tx.removeRecipient(userId)
      })
    },

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
