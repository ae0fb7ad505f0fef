import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { deliver, graphql, type Member, member } from './support/social-harness.ts'

const RESULT = '{ state friendCount }'
const SENT = 'We could not send a friend request for this user.'
const ACCEPTED = 'We could not accept the friend request for this user.'
const DELETED = 'We could not delete the friend for this user.'

type Mutation = 'sendFriendRequest' | 'acceptFriendRequest' | 'removeFriend'

for (const kind of testDatabaseKinds()) {
  describe(`friends through GraphQL (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(() => gateway?.close())

    const act = (mutation: Mutation, userId: number, as?: Member) =>
      graphql(gateway, `mutation($id: Int!) { r: ${mutation}(userId: $id) ${RESULT} }`, { id: userId }, as)

    async function ok(mutation: Mutation, userId: number, as: Member) {
      const answer = await act(mutation, userId, as)
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors))
      return answer.data?.r as { state: string; friendCount: number }
    }

    // how `of` looks to `viewer` (a visitor when not given)
    async function seen(of: Member, viewer?: Member) {
      const answer = await graphql(
        gateway,
        `query($id: Int!) { user(id: $id) { friendState friendCount followerCount followingCount isFollowing } }`,
        { id: of.userId },
        viewer,
      )
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors))
      return answer.data?.user as {
        friendState: string
        friendCount: number
        followerCount: number
        followingCount: number
        isFollowing: boolean
      }
    }

    const stateBetween = async (a: Member, b: Member) => [
      (await seen(b, a)).friendState,
      (await seen(a, b)).friendState,
    ]

    it('walks none, sent, friends and back to none, each side seeing its own state', async () => {
      const ava = await member(gateway, 'Ava Friend')
      const ben = await member(gateway, 'Ben Friend')
      assert.deepEqual(await stateBetween(ava, ben), ['none', 'none'])

      assert.deepEqual(await ok('sendFriendRequest', ben.userId, ava), { state: 'sent', friendCount: 0 })
      assert.deepEqual(await stateBetween(ava, ben), ['sent', 'received'])

      assert.deepEqual(await ok('acceptFriendRequest', ava.userId, ben), { state: 'friends', friendCount: 1 })
      assert.deepEqual(await stateBetween(ava, ben), ['friends', 'friends'])
      assert.equal((await seen(ava)).friendCount, 1)
      assert.equal((await seen(ben)).friendCount, 1)

      // either side may end it
      assert.deepEqual(await ok('removeFriend', ava.userId, ben), { state: 'none', friendCount: 0 })
      assert.deepEqual(await stateBetween(ava, ben), ['none', 'none'])
      assert.equal((await seen(ava)).friendCount, 0)
      assert.equal((await seen(ben)).friendCount, 0)

      // and it can start again
      assert.deepEqual(await ok('sendFriendRequest', ava.userId, ben), { state: 'sent', friendCount: 0 })
      assert.deepEqual(await stateBetween(ava, ben), ['received', 'sent'])
    })

    it('makes friends of a member who asks someone who already asked them', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await ok('sendFriendRequest', ben.userId, ava)
      assert.deepEqual(await ok('sendFriendRequest', ava.userId, ben), { state: 'friends', friendCount: 1 })
      assert.deepEqual(await stateBetween(ava, ben), ['friends', 'friends'])
      assert.equal((await seen(ben)).friendCount, 1)
    })

    it('answers a repeated request, acceptance or removal with the same state and counts once', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await ok('sendFriendRequest', ben.userId, ava)
      assert.deepEqual(await ok('sendFriendRequest', ben.userId, ava), { state: 'sent', friendCount: 0 })
      await ok('acceptFriendRequest', ava.userId, ben)
      assert.deepEqual(await ok('acceptFriendRequest', ava.userId, ben), { state: 'friends', friendCount: 1 })
      assert.deepEqual(await ok('sendFriendRequest', ben.userId, ava), { state: 'friends', friendCount: 1 })
      assert.equal((await seen(ava)).friendCount, 1)
      await ok('removeFriend', ben.userId, ava)
      assert.deepEqual(await ok('removeFriend', ben.userId, ava), { state: 'none', friendCount: 0 })
      assert.equal((await seen(ava)).friendCount, 0)
    })

    it('lets the asker withdraw a request and the other member decline it', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await ok('sendFriendRequest', ben.userId, ava)
      assert.deepEqual(await ok('removeFriend', ben.userId, ava), { state: 'none', friendCount: 0 })
      assert.deepEqual(await stateBetween(ava, ben), ['none', 'none'])
      await ok('sendFriendRequest', ben.userId, ava)
      assert.deepEqual(await ok('removeFriend', ava.userId, ben), { state: 'none', friendCount: 0 })
      assert.deepEqual(await stateBetween(ava, ben), ['none', 'none'])
      // a declined request cannot be accepted afterwards
      const late = await act('acceptFriendRequest', ava.userId, ben)
      assert.equal(late.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NO_FRIEND_REQUEST')
    })

    it('refuses accepting without a request, or your own request, with the accept message', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const nothing = await act('acceptFriendRequest', ben.userId, ava)
      assert.deepEqual(
        nothing.errors?.map((e) => [e.message, e.extensions.code, e.extensions.http]),
        [[ACCEPTED, 'SOCIAL_ERR_NO_FRIEND_REQUEST', 409]],
      )
      await ok('sendFriendRequest', ben.userId, ava)
      const own = await act('acceptFriendRequest', ben.userId, ava)
      assert.deepEqual(
        own.errors?.map((e) => [e.message, e.extensions.code, e.extensions.http]),
        [[ACCEPTED, 'SOCIAL_ERR_NO_FRIEND_REQUEST', 409]],
      )
      assert.deepEqual(await stateBetween(ava, ben), ['sent', 'received'])
      assert.equal((await seen(ava)).friendCount, 0)
    })

    it('refuses befriending yourself with the message of each action', async () => {
      const ava = await member(gateway)
      const cases: Array<[Mutation, string]> = [
        ['sendFriendRequest', SENT],
        ['acceptFriendRequest', ACCEPTED],
        ['removeFriend', DELETED],
      ]
      for (const [mutation, message] of cases) {
        const answer = await act(mutation, ava.userId, ava)
        assert.deepEqual(
          answer.errors?.map((e) => [e.message, e.extensions.code, e.extensions.http]),
          [[message, 'SOCIAL_ERR_SELF_FRIEND', 400]],
        )
      }
      assert.deepEqual(await seen(ava, ava), {
        friendState: 'none',
        friendCount: 0,
        followerCount: 0,
        followingCount: 0,
        isFollowing: false,
      })
    })

    it('answers not found, with the message of each action, for a member social does not know', async () => {
      const ava = await member(gateway)
      const cases: Array<[Mutation, string]> = [
        ['sendFriendRequest', SENT],
        ['acceptFriendRequest', ACCEPTED],
        ['removeFriend', DELETED],
      ]
      for (const [mutation, message] of cases) {
        const answer = await act(mutation, 987_654, ava)
        assert.deepEqual(
          answer.errors?.map((e) => [e.message, e.extensions.code, e.extensions.http]),
          [[message, 'SOCIAL_ERR_NOT_FOUND', 404]],
        )
      }
    })

    it('refuses a visitor every friend call and shows them no relationship', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await ok('sendFriendRequest', ben.userId, ava)
      for (const mutation of ['sendFriendRequest', 'acceptFriendRequest', 'removeFriend'] as const) {
        const answer = await act(mutation, ben.userId)
        assert.equal(answer.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_SIGNED_IN')
        assert.equal(answer.errors?.[0]?.extensions.http, 401)
      }
      assert.equal((await seen(ben)).friendState, 'none')
      assert.deepEqual(await stateBetween(ava, ben), ['sent', 'received'])
    })

    it('gives another member and a moderator no hold on a request between two others', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const cat = await member(gateway)
      const mod = await member(gateway, 'Mo Derator', ['member', 'moderator'])
      await ok('sendFriendRequest', ben.userId, ava)
      for (const outsider of [cat, mod]) {
        // they can only act on their own relationship with ava, where there is no request
        const accept = await act('acceptFriendRequest', ava.userId, outsider)
        assert.equal(accept.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NO_FRIEND_REQUEST')
        assert.deepEqual(await ok('removeFriend', ava.userId, outsider), { state: 'none', friendCount: 0 })
        assert.equal((await seen(ava, outsider)).friendState, 'none')
      }
      assert.deepEqual(await stateBetween(ava, ben), ['sent', 'received'])
      assert.deepEqual(await ok('acceptFriendRequest', ava.userId, ben), { state: 'friends', friendCount: 1 })
    })

    it('counts followers, following and friends on the profile, the same for every viewer', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const cat = await member(gateway)
      const follow = (userId: number, as: Member) =>
        graphql(
          gateway,
          'mutation($id: Int!) { followUser(userId: $id) { active count } }',
          { id: userId },
          as,
        )
      await follow(ben.userId, ava)
      await follow(cat.userId, ava)
      await follow(ava.userId, ben)
      // a repeated follow counts once
      await follow(ben.userId, ava)
      await ok('sendFriendRequest', ben.userId, ava)
      await ok('acceptFriendRequest', ava.userId, ben)
      for (const viewer of [undefined, ava, ben, cat]) {
        const profile = await seen(ava, viewer)
        assert.deepEqual(
          [profile.followerCount, profile.followingCount, profile.friendCount],
          [1, 2, 1],
          `as ${viewer?.userId ?? 'a visitor'}`,
        )
      }
      assert.equal((await seen(ava, ben)).isFollowing, true)
      assert.equal((await seen(ava, cat)).isFollowing, false)
      await graphql(
        gateway,
        'mutation($id: Int!) { unfollowUser(userId: $id) { active } }',
        { id: cat.userId },
        ava,
      )
      assert.equal((await seen(ava)).followingCount, 1)
    })

    it('drops a deleted member from every friendship and request, and their friends count one fewer', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const cat = await member(gateway)
      await ok('sendFriendRequest', ben.userId, ava)
      await ok('acceptFriendRequest', ava.userId, ben)
      await ok('sendFriendRequest', cat.userId, ava)
      assert.equal(await gateway.services.accounts.api.deleteUser(ava.userId), true)
      await deliver(gateway)
      assert.equal((await seen(ben)).friendCount, 0)
      assert.equal((await seen(ava, ben)).friendState, 'none')
      assert.equal((await seen(ava, cat)).friendState, 'none')
      const again = await act('sendFriendRequest', ava.userId, ben)
      assert.deepEqual(
        again.errors?.map((e) => [e.message, e.extensions.code]),
        [[SENT, 'SOCIAL_ERR_NOT_FOUND']],
      )
      // removing what is already gone is fine
      assert.deepEqual(await ok('removeFriend', ava.userId, ben), { state: 'none', friendCount: 0 })
    })

    it('meets two members asking each other at once in one friendship, counted once', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const [a, b] = await Promise.all([
        ok('sendFriendRequest', ben.userId, ava),
        ok('sendFriendRequest', ava.userId, ben),
      ])
      // whichever ran second accepted the first
      assert.deepEqual([a.state, b.state].sort(), ['friends', 'sent'])
      assert.deepEqual(await stateBetween(ava, ben), ['friends', 'friends'])
      assert.equal((await seen(ava)).friendCount, 1)
      assert.equal((await seen(ben)).friendCount, 1)
    })
  })
}
