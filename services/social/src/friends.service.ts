import type { RequestContext } from '@showroom/platform'
import type { Transaction } from 'kysely'
import { type FriendAction, type FriendState, friendStateOf, nextFriendStep } from './friends.rules.ts'
import { type MemberCounts, type Pair, pairOf } from './people.store.ts'
import { requireViewer, type ServiceDeps } from './social.deps.ts'
import { socialErrors } from './social.errors.ts'
import {
  type FriendRemovedPayload,
  type FriendRequestPayload,
  pairAggregate,
  socialEvents,
} from './social.events.ts'
import type { SocialQueries } from './social.store.ts'
import type { SocialTables } from './social.tables.ts'

export interface FriendResult {
  // the viewer's relationship with the other member after the call
  state: FriendState
  // the other member's friend count after the call
  friendCount: number
}

export type FriendsCore = ReturnType<typeof createFriendsCore>

type Deps = Pick<ServiceDeps, 'store' | 'events' | 'now'>

// friend requests, acceptances and removals; every change runs under the pair's row lock, so two
// members acting at once see each other's change and never make two rows or count twice
export function createFriendsCore({ store, events, now }: Deps) {
  async function publish(trx: Transaction<SocialTables>, type: string, pair: Pair, payload: unknown) {
    await events.publish(trx, {
      type,
      aggregateType: 'friendship',
      aggregateId: pairAggregate(pair.low, pair.high),
      payload,
    })
  }

  // both counters in id order, so two acceptances never wait on each other
  async function addFriendCounts(tx: SocialQueries, pair: Pair, delta: number) {
    await tx.addToMemberCount(pair.low, 'friend_count', delta)
    await tx.addToMemberCount(pair.high, 'friend_count', delta)
  }

  // the step for the pair as it stands, its row locked; a new request's row is inserted here, and
  // when the other member asked at the same moment their committed row decides instead (a row
  // made and removed again between our two looks is another round; past a few, the caller retries)
  async function stepUnderLock(tx: SocialQueries, pair: Pair, me: number, action: FriendAction) {
    for (let round = 0; round < 3; round++) {
      const step = nextFriendStep(friendStateOf(me, await tx.lockFriendship(pair)), action)
      if (step.kind !== 'insert' || (await tx.insertFriendship(pair, me, now()))) return step
    }
    throw socialErrors.friendRefused(action, 'busy')
  }

  async function act(ctx: RequestContext, otherId: number, action: FriendAction): Promise<FriendResult> {
    const viewer = requireViewer(ctx)
    const me = viewer.userId
    if (otherId === me) throw socialErrors.friendRefused(action, 'self')
    const pair = pairOf(me, otherId)
    return store.transaction(async (tx, trx) => {
      const other = await tx.shareLockUser(otherId)
      // a deleted member can still be removed (it is a no-op by then), never asked or accepted
      if (!other || (other.removed && action !== 'remove'))
        throw socialErrors.friendRefused(action, 'not-found')
      // a member blocked in chat, either way, is not asked or accepted: to them the other is not there
      if (action !== 'remove' && (await tx.blockedBetween(me, otherId)))
        throw socialErrors.friendRefused(action, 'not-found')
      const step = await stepUnderLock(tx, pair, me, action)
      switch (step.kind) {
        case 'refuse':
          throw socialErrors.friendRefused(action, 'no-request')
        case 'keep':
          return { state: step.state, friendCount: await friendCountOf(tx, otherId) }
        case 'insert': {
          const payload: FriendRequestPayload = { fromUserId: me, toUserId: otherId }
          await publish(trx, socialEvents.friendRequested, pair, payload)
          return { state: 'sent', friendCount: await friendCountOf(tx, otherId) }
        }
        case 'accept': {
          await tx.acceptFriendship(pair, now())
          await addFriendCounts(tx, pair, 1)
          // from is who asked: the other member, whose request is pending
          const payload: FriendRequestPayload = { fromUserId: otherId, toUserId: me }
          await publish(trx, socialEvents.friendAccepted, pair, payload)
          return { state: 'friends', friendCount: await friendCountOf(tx, otherId) }
        }
        case 'delete': {
          await tx.deleteFriendship(pair)
          if (step.wasFriends) await addFriendCounts(tx, pair, -1)
          const payload: FriendRemovedPayload = {
            userId: me,
            otherUserId: otherId,
            wasFriends: step.wasFriends,
          }
          await publish(trx, socialEvents.friendRemoved, pair, payload)
          return { state: 'none', friendCount: await friendCountOf(tx, otherId) }
        }
      }
    })
  }

  async function friendCountOf(tx: SocialQueries, userId: number): Promise<number> {
    return (await tx.memberCountsOf([userId])).get(userId)?.friends ?? 0
  }

  return {
    requestFriend: (ctx: RequestContext, userId: number) => act(ctx, userId, 'request'),
    acceptFriend: (ctx: RequestContext, userId: number) => act(ctx, userId, 'accept'),
    removeFriend: (ctx: RequestContext, userId: number) => act(ctx, userId, 'remove'),

    // the viewer's state with each of these members; one query for a whole list
    async friendStatesAmong(viewerId: number, ids: readonly number[]): Promise<Map<number, FriendState>> {
      const rows = await store.friendshipsAmong(viewerId, ids)
      return new Map(ids.map((id) => [id, friendStateOf(viewerId, rows.get(id) ?? null)]))
    },

    memberCountsOf: (ids: readonly number[]): Promise<Map<number, MemberCounts>> => store.memberCountsOf(ids),

    // a deleted account leaves every pair it was in; its friends' counts drop with it
    async forgetMember(userId: number): Promise<void> {
      await store.transaction(async (tx) => {
        await tx.removeTarget('user', userId, now())
        const friends = await tx.deleteFriendshipsOf(userId)
        for (const friend of [...friends].sort((a, b) => a - b))
          await tx.addToMemberCount(friend, 'friend_count', -1)
        await tx.clearFriendCount(userId)
      })
    },
  }
}
