import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createNotificationsHarness,
  MARK_SEEN,
  type Member,
  type NotificationsHarness,
} from './support/notifications-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`notifications from follows, friends and chats (${kind})`, () => {
    let h: NotificationsHarness
    before(async () => {
      h = await createNotificationsHarness(kind)
    })
    after(() => h.close())

    const follow = (follower: Member, member: Member) =>
      h.announce(
        'social.user.followed',
        { followerId: follower.userId, userId: member.userId },
        member.userId,
      )
    const friend = (type: 'requested' | 'accepted', from: Member, to: Member) =>
      h.announce(`social.friend.${type}`, { fromUserId: from.userId, toUserId: to.userId }, from.userId)
    const chatPost = (chatId: number, author: Member, recipients: unknown[], persona?: unknown) =>
      h.announce(
        'chat.message.posted',
        {
          chatId,
          messageId: chatId * 100,
          seq: 1,
          authorUserId: author.userId,
          persona: persona ?? { type: 'user', id: author.userId },
          recipients,
        },
        chatId,
      )

    test('new followers are one notification; following again after unfollowing does not notify twice', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      await follow(ben, ava)
      await follow(cai, ava)
      const bell = await h.bell(ava)
      assert.equal(bell.length, 1)
      assert.equal(bell[0].kind, 'user_follow')
      assert.equal(bell[0].actorCount, 2)
      assert.deepEqual(
        bell[0].actors.map((a: { id: number }) => a.id),
        [cai.userId, ben.userId],
      )
      await follow(ben, ava)
      assert.deepEqual(await h.bell(ava), bell)
      assert.deepEqual(await h.bell(ben), [])
    })

    test('a friend request is one notification per asker; accepting tells the asker and clears the request', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      await friend('requested', ben, ava)
      await friend('requested', cai, ava)
      const requests = await h.bell(ava)
      assert.deepEqual(
        requests.map((n: { kind: string; actors: Array<{ id: number }> }) => [n.kind, n.actors[0]?.id]),
        [
          ['friend_request', cai.userId],
          ['friend_request', ben.userId],
        ],
      )
      await friend('accepted', ben, ava)
      assert.deepEqual(
        (await h.bell(ava)).map((n: { kind: string; actors: Array<{ id: number }> }) => [
          n.kind,
          n.actors[0]?.id,
        ]),
        [['friend_request', cai.userId]],
      )
      const told = await h.bell(ben)
      assert.deepEqual(
        told.map((n: { kind: string; actors: Array<{ id: number }> }) => [n.kind, n.actors[0]?.id]),
        [['friend_accept', ava.userId]],
      )
    })

    test('an unfollow takes the follower out of the group; the last one takes the notification', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      await follow(ben, ava)
      await follow(cai, ava)
      const unfollow = (follower: Member) =>
        h.announce('social.user.unfollowed', { followerId: follower.userId, userId: ava.userId }, ava.userId)
      await unfollow(cai)
      const [left] = await h.bell(ava)
      assert.equal(left.actorCount, 1)
      assert.deepEqual(
        left.actors.map((a: { id: number }) => a.id),
        [ben.userId],
      )
      await unfollow(ben)
      assert.deepEqual(await h.bell(ava), [])
    })

    test('a request withdrawn or declined leaves nothing to accept', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      await friend('requested', ben, ava)
      await friend('requested', cai, ava)
      const removed = (userId: number, otherUserId: number) =>
        h.announce('social.friend.removed', { userId, otherUserId, wasFriends: false }, userId)
      // Ben withdraws his; Ava declines Cai's
      await removed(ben.userId, ava.userId)
      await removed(ava.userId, cai.userId)
      assert.deepEqual(await h.bell(ava), [])
    })

    test('chat messages are one notification per chat for member recipients, with the unread count', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      await chatPost(41, ben, [{ type: 'user', id: ava.userId, unread: 1 }])
      await chatPost(41, ben, [{ type: 'user', id: ava.userId, unread: 3 }])
      const [n, ...rest] = await h.bell(ava)
      assert.equal(rest.length, 0)
      assert.equal(n.kind, 'chat_message')
      assert.equal(n.chatId, 41)
      assert.equal(n.messageCount, 3)
      assert.equal(n.actorCount, 1)
      assert.equal(n.actors[0].id, ben.userId)
      assert.deepEqual(await h.bell(ben), [])
    })

    test('a designer or venue recipient gets no notification; a designer author is named as the designer', async () => {
      const ava = await h.newMember()
      const olga = await h.newMember()
      const before = await h.snapshot()
      await chatPost(42, ava, [{ type: 'designer', id: 12, unread: 1 }])
      assert.deepEqual(await h.snapshot(), before)
      await chatPost(43, olga, [{ type: 'user', id: ava.userId, unread: 1 }], { type: 'venue', id: 7 })
      const [n] = await h.bell(ava)
      assert.deepEqual(n.actors[0], { type: 'venue', id: 7, user: null, designer: null, venue: { id: 7 } })
    })

    test('new activity moves a seen notification back to the top, unseen, in the same row', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      await chatPost(44, ben, [{ type: 'user', id: ava.userId, unread: 1 }])
      await follow(cai, ava)
      const first = await h.bell(ava)
      assert.deepEqual(
        first.map((n: { kind: string }) => n.kind),
        ['user_follow', 'chat_message'],
      )
      const marked = await h.call(MARK_SEEN, ava.viewer, {})
      assert.equal(marked.data.markNotificationsSeen.unseenCount, 0)
      await chatPost(44, ben, [{ type: 'user', id: ava.userId, unread: 2 }])
      const after = await h.bell(ava)
      assert.deepEqual(
        after.map((n: { kind: string; seen: boolean }) => [n.kind, n.seen]),
        [
          ['chat_message', false],
          ['user_follow', true],
        ],
      )
      assert.equal(after[0].id, first[1].id)
      assert.ok(after[0].seq > first[0].seq)
    })

    test('a deleted account loses its notifications and can no longer be mentioned', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      await follow(ben, ava)
      await h.announce('accounts.user.deleted', { userId: ava.userId }, ava.userId)
      assert.deepEqual(await h.bell(ava), [])
      await h.comment({ author: ben, mentions: [ava.username] })
      assert.deepEqual(await h.bell(ava), [])
    })
  })
}
