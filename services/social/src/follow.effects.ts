import type { Transaction } from 'kysely'
import {
  type GoingPayload,
  type SocialEventPublisher,
  socialEvents,
  type TargetFollowedPayload,
  type UserFollowedPayload,
} from './social.events.ts'
import type { SocialQueries } from './social.store.ts'
import type { SocialTables, TargetKind } from './social.tables.ts'

// what else changes, in the same transaction, when a follow really starts or ends: the follower's
// following count and the events notifications learn from. Going announces who goes (a cancelled
// event tells them); saving changes neither.
export function followEffects(events: SocialEventPublisher) {
  return async function followChanged(
    tx: SocialQueries,
    trx: Transaction<SocialTables>,
    followerId: number,
    kind: TargetKind,
    targetId: number,
    followed: boolean,
  ): Promise<void> {
    if (kind === 'user') {
      await tx.addToMemberCount(followerId, 'following_count', followed ? 1 : -1)
      const payload: UserFollowedPayload = { followerId, userId: targetId }
      await events.publish(trx, {
        type: followed ? socialEvents.userFollowed : socialEvents.userUnfollowed,
        aggregateType: 'follow',
        aggregateId: `${followerId}:user:${targetId}`,
        payload,
      })
      return
    }
    if (kind === 'event') {
      const payload: GoingPayload = { userId: followerId, eventId: targetId }
      await events.publish(trx, {
        type: followed ? socialEvents.eventGoing : socialEvents.eventNotGoing,
        aggregateType: 'going',
        aggregateId: `${followerId}:event:${targetId}`,
        payload,
      })
      return
    }
    if (followed && (kind === 'designer' || kind === 'venue')) {
      const payload: TargetFollowedPayload = { userId: followerId, kind, targetId }
      await events.publish(trx, {
        type: socialEvents.targetFollowed,
        aggregateType: 'follow',
        aggregateId: `${followerId}:${kind}:${targetId}`,
        payload,
      })
    }
  }
}
