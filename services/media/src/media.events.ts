import type { DomainEvent, EventBus } from '@showroom/platform'
import type { MediaItemsStore } from './media-items.store.ts'
import type { CommentAudience } from './media.tables.ts'

export type MediaEventBus = Pick<EventBus, 'publish' | 'subscribe'>

// what media tells others: an upload its owner may now attach (comments keeps id and owner)
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

type CommentPayload = { id?: unknown; userId?: unknown; photoIds?: unknown; sourceType?: unknown }

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

// a chat's photos are for its members, whom media does not know: only the uploader sees them
const audienceOf = (payload: CommentPayload): CommentAudience =>
  payload.sourceType === 'chat' ? 'private' : 'shown'

export async function learnCommentMedia(items: MediaItemsStore, event: DomainEvent): Promise<void> {
  const payload = (event.payload ?? {}) as CommentPayload
  if (!whole(payload.id)) return
  if (event.type === commentEvents.created || event.type === commentEvents.shown) {
    if (!whole(payload.userId) || !Array.isArray(payload.photoIds)) return
    const ids = payload.photoIds.filter(whole)
    await items.attachToComment(payload.id, payload.userId, ids, audienceOf(payload))
  } else if (event.type === commentEvents.hidden) {
    await items.setCommentAudience(payload.id, 'hidden', ['shown'])
  } else if (event.type === commentEvents.deleted) {
    await items.setCommentAudience(payload.id, 'gone', ['shown', 'hidden', 'private'])
  }
}
