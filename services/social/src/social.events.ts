import type { EventBus } from '@showroom/platform'

// the domain events social writes to the outbox, in the transaction of the change and only when
// something changed (a repeated follow or request publishes nothing); notifications build on them,
// so a payload only ever gains fields
export const socialEvents = {
  // { followerId, userId }: a member started following another
  userFollowed: 'social.user.followed',
  // { followerId, userId }
  userUnfollowed: 'social.user.unfollowed',
  // { userId, kind, targetId }: a member started following a designer or venue
  targetFollowed: 'social.target.followed',
  // { fromUserId, toUserId }
  friendRequested: 'social.friend.requested',
  // { fromUserId, toUserId }: from is who asked, to is who accepted
  friendAccepted: 'social.friend.accepted',
  // { userId, otherUserId, wasFriends }: userId ended a friendship or withdrew / declined a request
  friendRemoved: 'social.friend.removed',
  // { userId, eventId }: a member marked an event going (notifications tells them if it is cancelled)
  eventGoing: 'social.event.going',
  // { userId, eventId }: and no longer goes
  eventNotGoing: 'social.event.not-going',
} as const

export type SocialEventType = (typeof socialEvents)[keyof typeof socialEvents]

export interface UserFollowedPayload {
  followerId: number
  userId: number
}

export interface TargetFollowedPayload {
  userId: number
  kind: 'designer' | 'venue'
  targetId: number
}

export interface GoingPayload {
  userId: number
  eventId: number
}

export interface FriendRequestPayload {
  fromUserId: number
  toUserId: number
}

export interface FriendRemovedPayload {
  userId: number
  otherUserId: number
  wasFriends: boolean
}

export type SocialEventPublisher = Pick<EventBus, 'publish'>

// events of one pair keep their order for every subscriber (the outbox orders per aggregate)
export const pairAggregate = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`
