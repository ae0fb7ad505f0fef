import type { EventBus, PubSub } from '@showroom/platform'
import { z } from 'zod'

// what notifications learns from, spelled exactly as each owner publishes it: a service never
// imports another. Nothing here is published by notifications itself
export const upstreamEvents = {
  // { userId, username, ... }: usernames turn @mentions into members
  userSignedUp: 'accounts.user.signed-up',
  // { userId }: their notifications go
  userDeleted: 'accounts.user.deleted',
  // CommentEventPayload: a reply to my comment, a mention of me; only visible comments are announced
  commentCreated: 'comments.comment.created',
  // { commentId, commentUserId, userId, persona }
  commentLiked: 'comments.comment.liked',
  // { id }: shadow-banned or deleted; what the comment caused goes, counts included
  commentHidden: 'comments.comment.hidden',
  commentDeleted: 'comments.comment.deleted',
  // CommentEventPayload: unshadowed; its replies and mentions notify again
  commentShown: 'comments.comment.shown',
  // { followerId, userId }
  userFollowed: 'social.user.followed',
  // { followerId, userId }: they no longer count among the followers
  userUnfollowed: 'social.user.unfollowed',
  // { fromUserId, toUserId }
  friendRequested: 'social.friend.requested',
  // { fromUserId, toUserId }: from is who asked
  friendAccepted: 'social.friend.accepted',
  // { userId, otherUserId, wasFriends }: a friendship ended or a request was withdrawn or declined
  friendRemoved: 'social.friend.removed',
  // { chatId, messageId, seq, authorUserId, persona, recipients[{ type, id, unread }] }: only for
  // recipients not reading the chat when it arrived
  chatMessagePosted: 'chat.message.posted',
  // { blocker, blocked } (personas): a member's block; the blocked persona leaves their bell
  personaBlocked: 'chat.persona.blocked',
  personaUnblocked: 'chat.persona.unblocked',
  // { userId, type, id }: who manages a designer or venue, told about its chats
  personaGranted: 'accounts.persona.granted',
  personaRevoked: 'accounts.persona.revoked',
  // { userId, eventId }: who is going, told when it is cancelled
  eventGoing: 'social.event.going',
  eventNotGoing: 'social.event.not-going',
  // { id, cityId }
  eventCancelled: 'discovery.event.cancelled',
} as const

export type NotificationsEventSubscriber = Pick<EventBus, 'subscribe'>
export type NotificationsPubSub = Pick<PubSub, 'publish' | 'subscribe'>

// live fan-out only says "your count changed"; subscribers read the count from the table
export const recipientTopic = (userId: number) => `notifications:user:${userId}`

const id = z.number().int().positive()
const persona = z.object({ type: z.enum(['user', 'designer', 'venue']), id })

export const payloads = {
  signedUp: z.object({ userId: id, username: z.string().min(1) }),
  userDeleted: z.object({ userId: id }),
  comment: z.object({
    id,
    commentType: z.string(),
    eventId: id.nullable(),
    flashSaleId: id.nullable(),
    sourceType: z.string().nullable(),
    sourceId: z.number().int().nonnegative().nullable(),
    userId: id,
    persona,
    replyToId: id.nullable(),
    mentions: z.array(z.string()),
  }),
  commentRef: z.object({ id }),
  liked: z.object({ commentId: id, commentUserId: id, userId: id, persona }),
  followed: z.object({ followerId: id, userId: id }),
  friend: z.object({ fromUserId: id, toUserId: id }),
  friendRemoved: z.object({ userId: id, otherUserId: id }),
  chatPosted: z.object({
    chatId: id,
    authorUserId: id,
    persona,
    recipients: z.array(z.object({ type: z.string(), id, unread: z.number().int().nonnegative() })),
  }),
  block: z.object({ blocker: persona, blocked: persona }),
  grant: z.object({ userId: id, type: z.enum(['designer', 'venue']), id }),
  going: z.object({ userId: id, eventId: id }),
  eventRef: z.object({ id }),
}

export type CommentPayload = z.infer<typeof payloads.comment>
export type PersonaRef = z.infer<typeof persona>
