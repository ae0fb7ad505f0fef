import type { DomainEvent, Logger } from '@showroom/platform'
import type { z } from 'zod'
import { payloads, upstreamEvents } from './feed.events.ts'
import type { FeedCore } from './feed.service.ts'

// one domain event in, the feed items it means out. A payload without what it needs teaches nothing:
// retrying it would not make it better, so it is logged and passed over
export function createLearner(core: FeedCore, logger: Logger) {
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
      case upstreamEvents.commentCreated:
      case upstreamEvents.commentShown: {
        const comment = parse(payloads.comment, event)
        if (comment) await core.learnComment(comment)
        return
      }
      case upstreamEvents.commentHidden: {
        const ref = parse(payloads.commentRef, event)
        if (ref) await core.commentHidden(ref.id)
        return
      }
      case upstreamEvents.commentDeleted: {
        const ref = parse(payloads.commentRef, event)
        if (ref) await core.commentDeleted(ref.id)
        return
      }
      case upstreamEvents.personaBlocked:
      case upstreamEvents.personaUnblocked: {
        const block = parse(payloads.block, event)
        // a member's own block; a designer or venue blocking someone only keeps them out of its chats
        if (block?.blocker.type === 'user')
          await core.setBlock(block.blocker.id, block.blocked, event.type === upstreamEvents.personaBlocked)
        return
      }
      case upstreamEvents.userDeleted: {
        const user = parse(payloads.userDeleted, event)
        if (user) await core.memberDeleted(user.userId)
        return
      }
    }
  }
}
