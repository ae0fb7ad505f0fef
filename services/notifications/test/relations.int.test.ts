import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createNotificationsHarness,
  type Member,
  type NotificationsHarness,
} from './support/notifications-harness.ts'

// cancelled events for the members going, chats to a designer's managers, blocks and deleted members
for (const kind of testDatabaseKinds()) {
  describe(`notifications from going, managing, blocking and deleting (${kind})`, () => {
    let h: NotificationsHarness
    before(async () => {
      h = await createNotificationsHarness(kind)
    })
    after(() => h.close())

    const going = (member: Member, eventId: number, on = true) =>
      h.announce(
        on ? 'social.event.going' : 'social.event.not-going',
        { userId: member.userId, eventId },
        member.userId,
      )
    const cancel = (eventId: number) =>
      h.announce('discovery.event.cancelled', { id: eventId, cityId: 1 }, eventId)
    const block = (blocker: Member, blocked: Member, on = true) =>
      h.announce(
        on ? 'chat.persona.blocked' : 'chat.persona.unblocked',
        { blocker: { type: 'user', id: blocker.userId }, blocked: { type: 'user', id: blocked.userId } },
        blocker.userId,
      )
    const follow = (follower: Member, member: Member) =>
      h.announce(
        'social.user.followed',
        { followerId: follower.userId, userId: member.userId },
        member.userId,
      )
    const grant = (member: Member, persona: { type: string; id: number }, on = true) =>
      h.announce(
        on ? 'accounts.persona.granted' : 'accounts.persona.revoked',
        { userId: member.userId, ...persona },
        member.userId,
      )
    const chatTo = (chatId: number, author: Member, recipients: unknown[]) =>
      h.announce(
        'chat.message.posted',
        {
          chatId,
          messageId: chatId * 10,
          seq: 1,
          authorUserId: author.userId,
          persona: { type: 'user', id: author.userId },
          recipients,
        },
        chatId,
      )
    const kinds = async (member: Member) =>
      (await h.bell(member)).map((n: { kind: string; actorCount: number }) => [n.kind, n.actorCount])

    test('a cancelled event tells each member going once, linking the event; not those who stopped going', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const eventId = 4242
      await going(ava, eventId)
      await going(ben, eventId)
      await going(cai, eventId)
      await going(cai, eventId, false)
      await cancel(eventId)
      await cancel(eventId)
      for (const member of [ava, ben]) {
        const bell = await h.bell(member)
        assert.equal(bell.length, 1)
        assert.equal(bell[0].kind, 'event_cancelled')
        assert.equal(bell[0].seen, false)
        assert.deepEqual(
          bell[0].actors.map((a: { type: string; id: number }) => [a.type, a.id]),
          [['event', eventId]],
        )
        const { data } = await h.call('{ notifications { notifications { event { id } } } }', member.viewer)
        assert.deepEqual(data.notifications.notifications[0].event, { id: eventId })
      }
      assert.deepEqual(await h.bell(cai), [])
      await cancel(9999)
      assert.equal((await h.bell(ava)).length, 1)
    })

    test("a chat to a designer tells the designer's managers, until the grant is revoked", async () => {
      const olga = await h.newMember()
      const pia = await h.newMember()
      const ava = await h.newMember()
      const designer = { type: 'designer', id: 311 }
      await grant(olga, designer)
      await grant(pia, designer)
      await chatTo(71, ava, [{ ...designer, unread: 2 }])
      for (const manager of [olga, pia]) {
        const bell = await h.bell(manager)
        assert.deepEqual(
          bell.map((n: { kind: string; chatId: number; messageCount: number }) => [
            n.kind,
            n.chatId,
            n.messageCount,
          ]),
          [['chat_message', 71, 2]],
        )
      }
      // a manager writing as themself is not told about their own message
      await chatTo(72, olga, [{ ...designer, unread: 1 }])
      assert.equal((await h.bell(olga)).length, 1)
      assert.equal((await h.bell(pia)).length, 2)
      await grant(pia, designer, false)
      await chatTo(73, ava, [{ ...designer, unread: 1 }])
      assert.equal((await h.bell(pia)).length, 2)
      assert.equal((await h.bell(olga)).length, 2)
      assert.deepEqual(await h.bell(ava), [])
    })

    test('a block takes the blocked member out of the bell, counts included, and keeps them out', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const dan = await h.newMember()
      const avasComment = await h.comment({ author: ava })
      const dansComment = await h.comment({ author: dan })
      await h.like(avasComment, ava, ben)
      await h.like(avasComment, ava, cai)
      await follow(ben, ava)
      await h.like(dansComment, dan, ben)
      assert.deepEqual(await kinds(ava), [
        ['user_follow', 1],
        ['comment_like', 2],
      ])
      await block(ava, ben)
      assert.deepEqual(await kinds(ava), [['comment_like', 1]])
      // nothing of ben's reaches ava any more; dan, who did not block him, keeps his
      await follow(ben, ava)
      await h.comment({ author: ben, replyToId: avasComment })
      await h.comment({ author: ben, mentions: [ava.username] })
      assert.deepEqual(await kinds(ava), [['comment_like', 1]])
      assert.deepEqual(await kinds(dan), [['comment_like', 1]])
      // a repeated block changes nothing; after unblocking, new things notify again
      const before = await h.snapshot()
      await block(ava, ben)
      assert.deepEqual(await h.snapshot(), before)
      await block(ava, ben, false)
      await h.comment({ author: ben, mentions: [ava.username] })
      assert.deepEqual(await kinds(ava), [
        ['comment_mention', 1],
        ['comment_like', 1],
      ])
    })

    test("a deleted member leaves everyone's bell, counts included", async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const avasComment = await h.comment({ author: ava })
      await h.like(avasComment, ava, ben)
      await h.like(avasComment, ava, cai)
      await follow(ben, ava)
      await h.announce('accounts.user.deleted', { userId: ben.userId }, ben.userId)
      const bell = await h.bell(ava)
      assert.deepEqual(
        bell.map((n: { kind: string; actorCount: number; actors: Array<{ id: number }> }) => [
          n.kind,
          n.actorCount,
          n.actors.map((a) => a.id),
        ]),
        [['comment_like', 1, [cai.userId]]],
      )
    })
  })
}
