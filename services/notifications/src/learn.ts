import type { DomainEvent, Logger } from '@showroom/platform'
import type { z } from 'zod'
import { payloads, upstreamEvents } from './notifications.events.ts'
import type { NotificationsCore } from './notifications.service.ts'

// one domain event in, the notifications it means out. A payload without what it needs teaches
// nothing: retrying it would not make it better, so it is logged and passed over
export function createLearner(core: NotificationsCore, logger: Logger) {
  function parse<S extends z.ZodType>(schema: S, event: DomainEvent): z.output<S> | null {
    const parsed = schema.safeParse(event.payload)
    if (parsed.success) return parsed.data
    logger.warn(
      { eventId: event.id, eventType: event.type, issues: parsed.error.issues },
      'unusable event payload',
    )
    return null
  }

  return async function learn(event: DomainEvent): Promise<void> {
    switch (event.type) {
      case upstreamEvents.userSignedUp: {
        const user = parse(payloads.signedUp, event)
        if (user) await core.rememberUser(user.userId, user.username)
        return
      }
      case upstreamEvents.userDeleted: {
        const user = parse(payloads.userDeleted, event)
        if (user) await core.forgetUser(user.userId)
        return
      }
      case upstreamEvents.commentCreated:
      case upstreamEvents.commentShown: {
        const comment = parse(payloads.comment, event)
        if (comment) await core.commentCreated(comment)
        return
      }
      case upstreamEvents.commentLiked: {
        const like = parse(payloads.liked, event)
        if (like) await core.commentLiked(like)
        return
      }
      case upstreamEvents.commentHidden:
      case upstreamEvents.commentDeleted: {
        const ref = parse(payloads.commentRef, event)
        if (ref)
          await core.commentRemoved(
            ref.id,
            event.type === upstreamEvents.commentHidden ? 'hidden' : 'deleted',
          )
        return
      }
      case upstreamEvents.userFollowed: {
        const follow = parse(payloads.followed, event)
        if (follow) await core.userFollowed(follow.followerId, follow.userId)
        return
      }
      case upstreamEvents.userUnfollowed: {
        const unfollow = parse(payloads.followed, event)
        if (unfollow) await core.userUnfollowed(unfollow.followerId, unfollow.userId)
        return
      }
      case upstreamEvents.friendRemoved: {
        const removed = parse(payloads.friendRemoved, event)
        if (removed) await core.friendRemoved(removed.userId, removed.otherUserId)
        return
      }
      case upstreamEvents.friendRequested: {
        const request = parse(payloads.friend, event)
        if (request) await core.friendRequested(request.fromUserId, request.toUserId)
        return
      }
      case upstreamEvents.friendAccepted: {
        const accepted = parse(payloads.friend, event)
        if (accepted) await core.friendAccepted(accepted.fromUserId, accepted.toUserId)
        return
      }
      case upstreamEvents.personaBlocked:
      case upstreamEvents.personaUnblocked: {
        const block = parse(payloads.block, event)
        if (block)
          await core.personaBlocked(
            block.blocker,
            block.blocked,
            event.type === upstreamEvents.personaBlocked,
          )
        return
      }
      case upstreamEvents.personaGranted:
      case upstreamEvents.personaRevoked: {
        const grant = parse(payloads.grant, event)
        if (grant)
          await core.setManager(
            grant.userId,
            { type: grant.type, id: grant.id },
            event.type === upstreamEvents.personaGranted,
          )
        return
      }
      case upstreamEvents.eventGoing:
      case upstreamEvents.eventNotGoing: {
        const going = parse(payloads.going, event)
        if (going) await core.setGoing(going.userId, going.eventId, event.type === upstreamEvents.eventGoing)
        return
      }
      case upstreamEvents.eventCancelled: {
        const cancelled = parse(payloads.eventRef, event)
        if (cancelled) await core.eventCancelled(cancelled.id)
        return
      }
      case upstreamEvents.chatMessagePosted: {
        const message = parse(payloads.chatPosted, event)
        if (message) await core.chatMessagePosted(message)
        return
      }
    }
  }
}
