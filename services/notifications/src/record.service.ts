import type { CommentPayload, PersonaRef } from './notifications.events.ts'
import { type Addressed, commentAddressees, lateReplies } from './notifications.rules.ts'
import type { Cause, NotificationsStore } from './notifications.store.ts'
import { createNotifier } from './notify.ts'

export interface RecorderDeps {
  store: NotificationsStore
  // "your count changed" for each member touched, after the change is committed
  announce(recipients: readonly number[]): Promise<void>
  now: () => Date
}

export type Recorder = ReturnType<typeof createRecorder>

const userActor = (id: number): PersonaRef => ({ type: 'user', id })

// turns what other services did into notifications: each event in one transaction
export function createRecorder(deps: RecorderDeps) {
  const { store, announce, now } = deps

  const notifyAll = createNotifier(now)

  async function commentCreated(comment: CommentPayload): Promise<void> {
    const changed = await store.transaction(async (tx) => {
      await tx.lockThread(comment.replyToId ?? comment.id)
      await tx.rememberComment({
        id: comment.id,
        user_id: comment.userId,
        reply_to_id: comment.replyToId,
        comment_type: comment.commentType,
        event_id: comment.eventId,
        flash_sale_id: comment.flashSaleId,
        source_type: comment.sourceType,
        source_id: comment.sourceId,
        persona_type: comment.persona.type,
        persona_id: comment.persona.id,
      })
      const root = comment.replyToId === null ? null : await tx.lockComment(comment.replyToId, 'share')
      const mentioned = await tx.userIdsByUsernames(comment.mentions)
      const cause: Cause = { type: 'comment', id: comment.id, actor: comment.persona }
      const late = comment.replyToId === null ? lateReplies(comment, await tx.replies(comment.id)) : []
      return notifyAll(tx, [
        ...commentAddressees(comment, root, mentioned).map((to) => ({ to, cause })),
        ...late.map((reply) => ({
          to: reply.to,
          cause: { type: 'comment' as const, id: reply.replyId, actor: reply.actor },
        })),
      ])
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
        await tx.lockThread(commentId)
        if (await tx.lockComment(commentId, 'update')) await tx.setCommentState(commentId, state)
        const ids = [commentId, ...(await tx.replies(commentId)).map((reply) => reply.id)]
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

    // a follower who left is no longer among "Ava and 3 others"; the last one takes the notification
    async userUnfollowed(followerId: number, userId: number) {
      const changed = await store.transaction(async (tx) => {
        await tx.lockRecipients([userId])
        const to: Addressed = { recipientId: userId, kind: 'user_follow', objectId: 0 }
        return (await tx.removeCause(to, { type: 'user', id: followerId })) ? [userId] : []
      })
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

    // a request withdrawn or declined (or a friendship ended) leaves nothing to accept in either bell
    async friendRemoved(userId: number, otherUserId: number) {
      const changed = await store.transaction(async (tx) => {
        await tx.lockRecipients([userId, otherUserId])
        const out: number[] = []
        if (await tx.removeGroup(otherUserId, 'friend_request', userId)) out.push(otherUserId)
        if (await tx.removeGroup(userId, 'friend_request', otherUserId)) out.push(userId)
        return out
      })
      await announce(changed)
    },

    // members, and the managers of a designer or venue recipient (as accounts announced them)
    async chatMessagePosted(message: {
      chatId: number
      authorUserId: number
      persona: PersonaRef
      recipients: Array<{ type: string; id: number; unread: number }>
    }) {
      const changed = await store.transaction(async (tx) => {
        const unreadOf = new Map<number, number>()
        for (const recipient of message.recipients) {
          const members =
            recipient.type === 'user'
              ? [recipient.id]
              : recipient.type === 'designer' || recipient.type === 'venue'
                ? await tx.managersOf({ type: recipient.type, id: recipient.id })
                : []
          for (const userId of members) {
            if (userId === message.authorUserId) continue
            unreadOf.set(userId, Math.max(unreadOf.get(userId) ?? 0, recipient.unread))
          }
        }
        return notifyAll(
          tx,
          [...unreadOf].map(([userId, unread]) => ({
            to: { recipientId: userId, kind: 'chat_message' as const, objectId: message.chatId },
            cause: { type: 'chat' as const, id: message.chatId, actor: message.persona },
            replace: true,
            itemCount: Math.max(unread, 1),
          })),
        )
      })
      await announce(changed)
    },

    rememberUser: (userId: number, username: string) => store.rememberUser(userId, username),

    // a deleted member: their own bell, and their part in everyone else's, counts included
    async forgetUser(userId: number) {
      const touched = await store.transaction(async (tx) => {
        await tx.forgetUser(userId)
        await tx.forgetPerson(userId)
        await tx.removeRecipient(userId)
        const others = await tx.recipientsWithActor(userActor(userId), null)
        await tx.lockRecipients(others)
        await tx.removeActor(userActor(userId), null)
        return others
      })
      await announce(touched)
    },
  }
}
