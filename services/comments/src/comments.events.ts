import type { EventBus, PubSub } from '@showroom/platform'
import type { CommentRow, ThreadKey } from './comments.store.ts'

// the domain events comments writes to the outbox; only comments everyone may see are announced,
// so feeds, notifications and search can never show a shadow-banned one
export const commentsEvents = {
  commentCreated: 'comments.comment.created',
  commentDeleted: 'comments.comment.deleted',
  // shadow-banned: consumers drop what they made from it
  commentHidden: 'comments.comment.hidden',
  // unshadowed: consumers may show it again
  commentShown: 'comments.comment.shown',
  commentLiked: 'comments.comment.liked',
} as const

// what comments learns from other services (names owned by their publishers). Flash sales and stories
// belong to services still to come: until they publish these, none of them is known and comments on
// them are refused. Chats are the chat service's own: comments takes no chat messages (ADR 0017)
export const upstreamEvents = {
  eventCreated: 'discovery.event.created',
  eventChanged: 'discovery.event.changed',
  userSignedUp: 'accounts.user.signed-up',
  // { id, ownerId }: an upload its owner may attach as a photo
  uploadStored: 'media.upload.stored',
  // { id, cityId, personaType, personaId, isPublished }
  flashSaleCreated: 'commerce.flash-sale.created',
  flashSaleChanged: 'commerce.flash-sale.changed',
  // { id }
  storyCreated: 'feed.story.created',
  storyDeleted: 'feed.story.deleted',
} as const

export type CommentsEventPublisher = Pick<EventBus, 'publish'>
export type CommentsEventSubscriber = Pick<EventBus, 'subscribe'>
export type CommentsPubSub = Pick<PubSub, 'publish' | 'subscribe'>

export interface CommentEventPayload {
  id: number
  commentType: string
  eventId: number | null
  flashSaleId: number | null
  sourceType: string | null
  sourceId: number | null
  cityId: number | null
  userId: number
  persona: { type: string; id: number }
  replyToId: number | null
  mentions: string[]
  photoIds: number[]
  isGlobal: boolean
  isAllCities: boolean
  createdAt: string
}

export function eventPayload(row: CommentRow): CommentEventPayload {
  return {
    id: row.id,
    commentType: row.comment_type,
    eventId: row.event_id,
    flashSaleId: row.flash_sale_id,
    sourceType: row.source_type,
    sourceId: row.source_id,
    cityId: row.city_id,
    userId: row.user_id,
    persona: { type: row.display_type, id: row.display_id },
    replyToId: row.reply_to_id,
    mentions: row.mentions,
    photoIds: row.photo_ids,
    isGlobal: row.is_global,
    isAllCities: row.is_all_cities,
    createdAt: row.created_at.toISOString(),
  }
}

// live fan-out of new comments to the pages showing one thread
export function threadTopic(key: ThreadKey): string {
  if (key.type === 'event') return `comments:event:${key.eventId}`
  if (key.type === 'flash') return `comments:flash:${key.flashSaleId}`
  return `comments:universal:${key.sourceType}:${key.sourceId}`
}

export const threadKeyOf = (row: CommentRow): ThreadKey => ({
  type: row.comment_type,
  eventId: row.event_id,
  flashSaleId: row.flash_sale_id,
  sourceType: row.source_type,
  sourceId: row.source_id,
})
