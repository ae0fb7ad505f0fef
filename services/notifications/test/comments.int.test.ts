import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createNotificationsHarness,
  type NotificationsHarness,
  reserveId,
} from './support/notifications-harness.ts'

const summary = (n: { kind: string; actorCount: number; comment: { id: number } | null; seen: boolean }) => ({
  kind: n.kind,
  actorCount: n.actorCount,
  commentId: n.comment?.id ?? null,
  seen: n.seen,
})

for (const kind of testDatabaseKinds()) {
  describe(`notifications from comments (${kind})`, () => {
    let h: NotificationsHarness
    before(async () => {
      h = await createNotificationsHarness(kind)
    })
    after(() => h.close())

    test('a reply tells the author of the comment replied to, and nobody else', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const root = await h.comment({ author: ava })
      await h.comment({ author: ben, replyToId: root })
      assert.deepEqual((await h.bell(ava)).map(summary), [
        { kind: 'comment_reply', actorCount: 1, commentId: root, seen: false },
      ])
      assert.deepEqual(await h.bell(ben), [])
    })

    test('a reply delivered before the comment it answers tells the author once that comment arrives', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const root = reserveId()
      await h.comment({ author: ben, replyToId: root })
      await h.comment({ author: ava, replyToId: root })
      await h.comment({ author: cai, replyToId: root, persona: { type: 'venue', id: 9 } })
      assert.deepEqual(await h.bell(ava), [])
      await h.comment({ id: root, author: ava })
      const [n, ...rest] = await h.bell(ava)
      assert.equal(rest.length, 0)
      assert.deepEqual(summary(n), { kind: 'comment_reply', actorCount: 2, commentId: root, seen: false })
      assert.deepEqual(n.actors.map((a: { type: string; id: number }) => `${a.type}:${a.id}`).sort(), [
        `user:${ben.userId}`,
        'venue:9',
      ])
    })

    test('replying to your own comment notifies nobody', async () => {
      const ava = await h.newMember()
      const root = await h.comment({ author: ava })
      await h.comment({ author: ava, replyToId: root })
      assert.deepEqual(await h.bell(ava), [])
    })

    test('replies from four people are one notification, each person counted once, newest first', async () => {
      const ava = await h.newMember()
      const [ben, cai, dee, eve] = [
        await h.newMember(),
        await h.newMember(),
        await h.newMember(),
        await h.newMember(),
      ]
      const root = await h.comment({ author: ava })
      for (const replier of [ben, cai, ben, dee, eve]) await h.comment({ author: replier, replyToId: root })
      const [only, ...rest] = await h.bell(ava)
      assert.equal(rest.length, 0)
      assert.equal(only.kind, 'comment_reply')
      assert.equal(only.actorCount, 4)
      assert.deepEqual(
        only.actors.map((a: { id: number }) => a.id),
        [eve.userId, dee.userId],
      )
      assert.equal(only.actors[0].user.id, eve.userId)
    })

    test('likes group by comment; a like repeated changes nothing', async () => {
      const ava = await h.newMember()
      const likers = [await h.newMember(), await h.newMember(), await h.newMember(), await h.newMember()]
      const root = await h.comment({ author: ava })
      for (const liker of likers) await h.like(root, ava, liker)
      const before = await h.bell(ava)
      assert.deepEqual(before.map(summary), [
        { kind: 'comment_like', actorCount: 4, commentId: root, seen: false },
      ])
      await h.like(root, ava, likers[0]!)
      assert.deepEqual(await h.bell(ava), before)
      await h.like(root, ava, ava)
      assert.deepEqual(await h.bell(ava), before)
    })

    test('a mention tells each member named once, whatever the case, but not the author or unknown names', async () => {
      const ava = await h.newMember('AvaMention')
      const ben = await h.newMember()
      const cai = await h.newMember()
      const id = await h.comment({
        author: cai,
        mentions: ['avamention', ben.username, cai.username, 'nobody_here'],
      })
      assert.deepEqual((await h.bell(ava)).map(summary), [
        { kind: 'comment_mention', actorCount: 1, commentId: id, seen: false },
      ])
      assert.deepEqual((await h.bell(ben)).map(summary), [
        { kind: 'comment_mention', actorCount: 1, commentId: id, seen: false },
      ])
      assert.deepEqual(await h.bell(cai), [])
    })

    test('a reply that also names the author it answers tells them once, as a reply', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const root = await h.comment({ author: ava })
      await h.comment({ author: ben, replyToId: root, mentions: [ava.username] })
      assert.deepEqual(
        (await h.bell(ava)).map((n: { kind: string }) => n.kind),
        ['comment_reply'],
      )
    })

    test('a comment shown as a designer names the designer as the actor', async () => {
      const ava = await h.newMember()
      const olga = await h.newMember()
      const root = await h.comment({ author: ava })
      await h.comment({ author: olga, replyToId: root, persona: { type: 'designer', id: 12 } })
      const [n] = await h.bell(ava)
      assert.deepEqual(n.actors, [
        { type: 'designer', id: 12, user: null, designer: { id: 12 }, venue: null },
      ])
    })

    test('comments in a chat notify nobody here (chat messages notify through chat)', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      await h.comment({
        author: ben,
        commentType: 'universal',
        eventId: null,
        sourceType: 'chat',
        sourceId: 3,
        mentions: [ava.username],
      })
      assert.deepEqual(await h.bell(ava), [])
    })

    test('the comment a notification leads to says where it lives', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const onEvent = await h.comment({ author: ava, eventId: 31 })
      const onProfile = await h.comment({
        author: ava,
        commentType: 'universal',
        eventId: null,
        sourceType: 'user',
        sourceId: ben.userId,
      })
      await h.like(onEvent, ava, ben)
      await h.like(onProfile, ava, ben)
      const comments = (await h.bell(ava)).map((n: { comment: unknown }) => n.comment)
      assert.deepEqual(comments, [
        {
          id: onProfile,
          type: 'universal',
          eventId: null,
          sourceType: 'user',
          sourceId: ben.userId,
          event: null,
          sourceUser: { id: ben.userId },
        },
        {
          id: onEvent,
          type: 'event',
          eventId: 31,
          sourceType: null,
          sourceId: null,
          event: { id: 31 },
          sourceUser: null,
        },
      ])
    })

    test('hiding a reply takes it out of the group, counts included; hiding the last takes the notification', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const root = await h.comment({ author: ava })
      const fromBen = await h.comment({ author: ben, replyToId: root })
      const fromCai = await h.comment({ author: cai, replyToId: root })
      assert.equal((await h.bell(ava))[0].actorCount, 2)
      await h.hide(fromCai)
      const [left] = await h.bell(ava)
      assert.equal(left.actorCount, 1)
      assert.deepEqual(
        left.actors.map((a: { id: number }) => a.id),
        [ben.userId],
      )
      assert.equal((await h.call('{ unseenNotificationCount }', ava.viewer)).data.unseenNotificationCount, 1)
      await h.hide(fromBen)
      assert.deepEqual(await h.bell(ava), [])
      assert.equal((await h.call('{ unseenNotificationCount }', ava.viewer)).data.unseenNotificationCount, 0)
    })

    test('a hidden comment takes its likes, its mentions and everything its replies caused', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const dee = await h.newMember()
      const root = await h.comment({ author: ava, mentions: [dee.username] })
      await h.like(root, ava, ben)
      await h.comment({ author: ben, replyToId: root, mentions: [cai.username] })
      assert.equal((await h.bell(ava)).length, 2)
      assert.equal((await h.bell(cai)).length, 1)
      assert.equal((await h.bell(dee)).length, 1)
      await h.hide(root)
      for (const member of [ava, cai, dee]) assert.deepEqual(await h.bell(member), [])
    })

    test('a deleted comment takes what it caused, as a hidden one does', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const root = await h.comment({ author: ava })
      const reply = await h.comment({ author: ben, replyToId: root, mentions: [ava.username] })
      await h.like(reply, ben, ava)
      await h.remove(reply)
      assert.deepEqual(await h.bell(ava), [])
      assert.deepEqual(await h.bell(ben), [])
    })

    test('a shadow-banned comment never notifies: late replies and likes to it tell nobody', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const root = await h.comment({ author: ava })
      await h.hide(root)
      // a reply written before the ban but delivered after it, and a like from the same moment
      await h.comment({ author: ben, replyToId: root })
      await h.like(root, ava, ben)
      assert.deepEqual(await h.bell(ava), [])
    })

    test('an unshadowed comment notifies again for its reply and mentions', async () => {
      const ava = await h.newMember()
      const ben = await h.newMember()
      const cai = await h.newMember()
      const root = await h.comment({ author: ava })
      const payload = {
        id: 0,
        commentType: 'event',
        eventId: 77,
        flashSaleId: null,
        sourceType: null,
        sourceId: null,
        cityId: 1,
        userId: ben.userId,
        persona: { type: 'user', id: ben.userId },
        replyToId: root,
        mentions: [cai.username],
        photoIds: [],
        isGlobal: false,
        isAllCities: false,
        createdAt: new Date().toISOString(),
      }
      const reply = await h.comment({ author: ben, replyToId: root, mentions: [cai.username] })
      await h.hide(reply)
      assert.deepEqual(await h.bell(ava), [])
      await h.announce('comments.comment.shown', { ...payload, id: reply }, reply)
      assert.deepEqual(
        (await h.bell(ava)).map((n: { kind: string }) => n.kind),
        ['comment_reply'],
      )
      assert.deepEqual(
        (await h.bell(cai)).map((n: { kind: string }) => n.kind),
        ['comment_mention'],
      )
    })

    test('a payload missing what it needs is passed over and stores nothing', async () => {
      const ava = await h.newMember()
      const before = await h.snapshot()
      await h.announce('comments.comment.liked', { commentId: 'x', userId: ava.userId }, 1)
      await h.announce('comments.comment.created', { id: -1 }, 1)
      await h.announce('social.user.followed', { followerId: ava.userId }, 1)
      assert.deepEqual(await h.snapshot(), before)
      // handled (not left to retry or dead-lettered)
      const pending = await h.database.db
        .selectFrom('platform.event_deliveries')
        .select('id')
        .where('subscriber', '=', 'notifications')
        .execute()
      assert.deepEqual(pending, [])
    })
  })
}
