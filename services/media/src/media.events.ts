import type { DomainEvent, EventBus } from '@showroom/platform'
import type { AttachmentsStore } from './attachments.store.ts'

export type MediaEventBus = Pick<EventBus, 'publish' | 'subscribe'>

// what media tells others: an upload its owner may now attach (comments and chat keep id and owner)
export const mediaEvents = {
  uploadStored: 'media.upload.stored',
} as const

// what media learns from comments (names owned by comments): which comments carry which uploads
export const commentEvents = {
  created: 'comments.comment.created',
  deleted: 'comments.comment.deleted',
  hidden: 'comments.comment.hidden',
  shown: 'comments.comment.shown',
} as const

// what media learns from chat (names owned by chat): who is in which chat, which messages carry
// which uploads
export const chatEvents = {
  // { id, memberIds }
  chatCreated: 'chat.chat.created',
  // { chatId, userId }
  memberAdded: 'chat.member.added',
  memberRemoved: 'chat.member.removed',
  // { chatId, messageId, seq, authorUserId, photoIds }, for every new message
  messageCreated: 'chat.message.created',
} as const

type CommentPayload = { id?: unknown; userId?: unknown; photoIds?: unknown; sourceType?: unknown }
type ChatPayload = {
  id?: unknown
  memberIds?: unknown
  chatId?: unknown
  userId?: unknown
  messageId?: unknown
  authorUserId?: unknown
  photoIds?: unknown
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const wholes = (value: unknown): number[] | null => (Array.isArray(value) ? value.filter(whole) : null)

export async function learnCommentMedia(attachments: AttachmentsStore, event: DomainEvent): Promise<void> {
  const payload = (event.payload ?? {}) as CommentPayload
  if (!whole(payload.id)) return
  if (event.type === commentEvents.created || event.type === commentEvents.shown) {
    // a chat's messages are the chat service's (chat.message.created); a comment on a chat, from
    // before that, attaches nothing, so its photos stay their owner's
    if (payload.sourceType === 'chat') return
    const ids = wholes(payload.photoIds)
    if (!whole(payload.userId) || !ids) return
    await attachments.attachToComment(payload.id, payload.userId, ids, 'shown')
  } else if (event.type === commentEvents.hidden) {
    await attachments.setCommentAudience(payload.id, 'hidden', ['shown'])
  } else if (event.type === commentEvents.deleted) {
    await attachments.setCommentAudience(payload.id, 'gone', ['shown', 'hidden'])
  }
}

// the event's own time orders membership changes, whatever order they are delivered in
export async function learnChatMedia(attachments: AttachmentsStore, event: DomainEvent): Promise<void> {
  const payload = (event.payload ?? {}) as ChatPayload
  const at = new Date(event.occurredAt)
  if (event.type === chatEvents.chatCreated) {
    const members = wholes(payload.memberIds)
    if (!whole(payload.id) || !members) return
    await attachments.setChatMembership(payload.id, members, true, at)
  } else if (event.type === chatEvents.memberAdded || event.type === chatEvents.memberRemoved) {
    if (!whole(payload.chatId) || !whole(payload.userId)) return
    await attachments.setChatMembership(
      payload.chatId,
      [payload.userId],
      event.type === chatEvents.memberAdded,
      at,
    )
  } else if (event.type === chatEvents.messageCreated) {
    const ids = wholes(payload.photoIds)
    if (!whole(payload.chatId) || !whole(payload.messageId) || !whole(payload.authorUserId) || !ids) return
    await attachments.attachToChat(payload.chatId, payload.messageId, payload.authorUserId, ids)
  }
}
