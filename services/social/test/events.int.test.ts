import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  designerId,
  graphql,
  type Member,
  member,
  newEvent,
  newNews,
  socialEventsAbout,
  venueId,
} from './support/social-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`the events social publishes for notifications (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(() => gateway?.close())

    const run = async (mutation: string, argument: string, id: number, as: Member) => {
      const answer = await graphql(
        gateway,
        `mutation($id: Int!) { r: ${mutation}(${argument}: $id) { __typename } }`,
        { id },
        as,
      )
      return answer.errors?.[0]?.extensions.code ?? 'ok'
    }

    const shapes = async (...people: Member[]) =>
      (await socialEventsAbout(gateway, ...people)).map((event) => [event.type, event.payload])

    it('publishes a member follow once, however often it is repeated, and its end once', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await run('followUser', 'userId', ben.userId, ava)
      await run('followUser', 'userId', ben.userId, ava)
      await run('unfollowUser', 'userId', ben.userId, ava)
      await run('unfollowUser', 'userId', ben.userId, ava)
      assert.deepEqual(await shapes(ava, ben), [
        ['social.user.followed', { followerId: ava.userId, userId: ben.userId }],
        ['social.user.unfollowed', { followerId: ava.userId, userId: ben.userId }],
      ])
      // both events of one follow travel in order for every subscriber
      const aggregates = (await socialEventsAbout(gateway, ava)).map((event) => event.aggregateId)
      assert.deepEqual(aggregates, [`${ava.userId}:user:${ben.userId}`, `${ava.userId}:user:${ben.userId}`])
    })

    it('publishes designer and venue follows and going once each, and nothing for saving', async () => {
      const ava = await member(gateway)
      const designer = await designerId(gateway, 'bowery-loom')
      const venue = await venueId(gateway)
      const event = await newEvent(gateway)
      const news = await newNews(gateway)
      for (let i = 0; i < 2; i++) {
        await run('followDesigner', 'designerId', designer, ava)
        await run('followVenue', 'venueId', venue, ava)
        await run('markGoing', 'eventId', event, ava)
        await run('saveNews', 'newsId', news, ava)
      }
      await run('unfollowDesigner', 'designerId', designer, ava)
      await run('unmarkGoing', 'eventId', event, ava)
      await run('unmarkGoing', 'eventId', event, ava)
      assert.deepEqual(await shapes(ava), [
        ['social.target.followed', { userId: ava.userId, kind: 'designer', targetId: designer }],
        ['social.target.followed', { userId: ava.userId, kind: 'venue', targetId: venue }],
        ['social.event.going', { userId: ava.userId, eventId: event }],
        ['social.event.not-going', { userId: ava.userId, eventId: event }],
      ])
    })

    it('publishes a request, its acceptance (from the asker) and the unfriending once each', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await run('sendFriendRequest', 'userId', ben.userId, ava)
      await run('sendFriendRequest', 'userId', ben.userId, ava)
      await run('acceptFriendRequest', 'userId', ava.userId, ben)
      await run('acceptFriendRequest', 'userId', ava.userId, ben)
      await run('removeFriend', 'userId', ava.userId, ben)
      await run('removeFriend', 'userId', ava.userId, ben)
      assert.deepEqual(await shapes(ava, ben), [
        ['social.friend.requested', { fromUserId: ava.userId, toUserId: ben.userId }],
        ['social.friend.accepted', { fromUserId: ava.userId, toUserId: ben.userId }],
        ['social.friend.removed', { userId: ben.userId, otherUserId: ava.userId, wasFriends: true }],
      ])
      const pair = `${Math.min(ava.userId, ben.userId)}:${Math.max(ava.userId, ben.userId)}`
      for (const event of await socialEventsAbout(gateway, ava, ben)) assert.equal(event.aggregateId, pair)
    })

    it('names the first asker as from when the other member answers with a request of their own', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await run('sendFriendRequest', 'userId', ben.userId, ava)
      await run('sendFriendRequest', 'userId', ava.userId, ben)
      assert.deepEqual(await shapes(ava, ben), [
        ['social.friend.requested', { fromUserId: ava.userId, toUserId: ben.userId }],
        ['social.friend.accepted', { fromUserId: ava.userId, toUserId: ben.userId }],
      ])
    })

    it('says whether a removal withdrew a request rather than ending a friendship', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await run('sendFriendRequest', 'userId', ben.userId, ava)
      await run('removeFriend', 'userId', ben.userId, ava)
      assert.deepEqual((await shapes(ava, ben)).at(-1), [
        'social.friend.removed',
        { userId: ava.userId, otherUserId: ben.userId, wasFriends: false },
      ])
    })

    it('publishes nothing for a refused call', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      assert.equal(await run('followUser', 'userId', ava.userId, ava), 'SOCIAL_ERR_SELF_FOLLOW')
      assert.equal(await run('followUser', 'userId', 987_654, ava), 'SOCIAL_ERR_NOT_FOUND')
      assert.equal(await run('sendFriendRequest', 'userId', ava.userId, ava), 'SOCIAL_ERR_SELF_FRIEND')
      assert.equal(await run('sendFriendRequest', 'userId', 987_654, ava), 'SOCIAL_ERR_NOT_FOUND')
      assert.equal(
        await run('acceptFriendRequest', 'userId', ben.userId, ava),
        'SOCIAL_ERR_NO_FRIEND_REQUEST',
      )
      const visitor = await graphql(
        gateway,
        `mutation { sendFriendRequest(userId: ${ben.userId}) { state } }`,
      )
      assert.equal(visitor.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_SIGNED_IN')
      // removing nothing changes nothing
      assert.equal(await run('removeFriend', 'userId', ben.userId, ava), 'ok')
      assert.deepEqual(await shapes(ava, ben), [])
    })

    it('delivers the events to a subscriber once each', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const seen: string[] = []
      await gateway.platform.events.subscribe(
        `social-test-${ava.userId}`,
        ['social.user.followed', 'social.friend.requested', 'social.friend.accepted'],
        async (event) => {
          const payload = event.payload as Record<string, number>
          if ([payload.followerId, payload.fromUserId].includes(ava.userId)) seen.push(event.type)
        },
      )
      await run('followUser', 'userId', ben.userId, ava)
      await run('sendFriendRequest', 'userId', ben.userId, ava)
      await run('acceptFriendRequest', 'userId', ava.userId, ben)
      await gateway.platform.events.drain()
      await gateway.platform.events.drain()
      assert.deepEqual(seen, ['social.user.followed', 'social.friend.requested', 'social.friend.accepted'])
    })
  })
}
