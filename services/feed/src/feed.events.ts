import type { EventBus } from '@showroom/platform'
import { z } from 'zod'

// what the feed learns from, spelled exactly as each owner publishes it: a service never imports another
export const upstreamEvents = {
  // CommentEventPayload: a top-level comment everyone may see (comments never announces a hidden one)
  commentCreated: 'comments.comment.created',
  // { id }: shadow-banned; its items stay for the author only
  commentHidden: 'comments.comment.hidden',
  // CommentEventPayload: unshadowed; seen again by everyone (made now if never learnt)
  commentShown: 'comments.comment.shown',
  // { id }: its items go, shares included
  commentDeleted: 'comments.comment.deleted',
  // { userId }: everything the member posted or shared leaves every feed
  userDeleted: 'accounts.user.deleted',
  // { blocker, blocked } (personas): what the blocked posts or shares leaves the blocker's feeds
  personaBlocked: 'chat.persona.blocked',
  personaUnblocked: 'chat.persona.unblocked',
} as const

// what the feed tells others, in the same transaction as the share
export const feedEvents = {
  // { id, sharedFromId, sharedBy, authorId, commentId, cityId }
  postShared: 'feed.post.shared',
} as const

export type FeedEventBus = Pick<EventBus, 'publish' | 'subscribe'>

const id = z.number().int().positive()

export const payloads = {
  comment: z.object({
    id,
    commentType: z.string(),
    eventId: id.nullable(),
    flashSaleId: id.nullable(),
    sourceType: z.string().nullable(),
    sourceId: z.number().int().nonnegative().nullable(),
    cityId: id.nullable(),
    userId: id,
    persona: z.object({ type: z.string(), id }),
    replyToId: id.nullable(),
    photoIds: z.array(id),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  commentRef: z.object({ id }),
  userDeleted: z.object({ userId: id }),
  block: z.object({
    blocker: z.object({ type: z.string(), id }),
    blocked: z.object({ type: z.enum(['user', 'designer', 'venue']), id }),
  }),
}

export type CommentPayload = z.infer<typeof payloads.comment>
