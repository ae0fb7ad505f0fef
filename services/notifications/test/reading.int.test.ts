import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds, within } from '@showroom/testkit'
import { type ExecutionResult, parse, subscribe } from 'graphql'
import {
  COUNT,
  createNotificationsHarness,
  type Json,
  LIST,
  MARK_SEEN,
  type Member,
  type NotificationsHarness,
  refusalOf,
  viewerOf,
} from './support/notifications-harness.ts'

const COUNT_CHANGED = 'subscription { notificationCountChanged { unseenCount latestSeq } }'
const NOT_SIGNED_IN = { code: 'NOTIFICATIONS_ERR_NOT_SIGNED_IN', http: 401 }
const INVALID = { code: 'NOTIFICATIONS_ERR_INVALID_INPUT', http: 400 }

for (const kind of testDatabaseKinds()) {
  describe(`reading notifications (${kind})`, () => {
    let h: NotificationsHarness
    let ava: Member
    let ben: Member
    let likedIds: number[]
    before(async () => {
      h = await createNotificationsHarness(kind)
      ava = await h.newMember()
      ben = await h.newMember()
      // twenty comments of Ava's, each liked by Ben: twenty notifications
      likedIds = []
      for (let i = 0; i < 20; i++) {
        const id = await h.comment({ author: ava })
        await h.like(id, ava, ben)
        likedIds.push(id)
      }
    })
    after(() => h.close())

    const page = async (viewer: Json, variables: Record<string, unknown>) => {
      const result = await h.call(LIST, viewer, variables)
      if (result.errors?.length) throw result.errors[0]
      return result.data.notifications
    }

    test('pages of nine, newest first, each notification once, with has_more until the last', async () => {
      const first = await page(ava.viewer, { from: 0 })
      const second = await page(ava.viewer, { from: 9 })
      const third = await page(ava.viewer, { from: 18 })
      assert.deepEqual(
        [first.notifications.length, second.notifications.length, third.notifications.length],
        [9, 9, 2],
      )
      assert.deepEqual([first.hasMore, second.hasMore, third.hasMore], [true, true, false])
      const commentIds = [...first.notifications, ...second.notifications, ...third.notifications].map(
        (n: { comment: { id: number } }) => n.comment.id,
      )
      assert.deepEqual(commentIds, [...likedIds].reverse())
      assert.equal(first.unseenCount, 20)
      assert.equal(first.latestSeq, first.notifications[0].seq)
      const beyond = await page(ava.viewer, { from: 1_000_000 })
      assert.deepEqual([beyond.notifications, beyond.hasMore], [[], false])
    })

    test('a visitor is refused every read, write and subscription', async () => {
      const before = await h.snapshot()
      for (const [source, variables] of [
        [LIST, {}],
        [COUNT, {}],
        [MARK_SEEN, { upToSeq: 1000 }],
      ] as const) {
        assert.deepEqual(refusalOf(await h.call(source, null, variables)), NOT_SIGNED_IN)
      }
      const refused = (await subscribe({
        schema: h.service.schema,
        document: parse(COUNT_CHANGED),
        contextValue: { viewer: null, requestId: 't', authToken: null, locale: 'en', clientIp: null },
      })) as ExecutionResult
      assert.deepEqual(refusalOf(refused), NOT_SIGNED_IN)
      assert.deepEqual(await h.snapshot(), before)
    })

    test('members and moderators see only their own; marking seen never reaches anyone else', async () => {
      const before = await page(ava.viewer, { limit: 50 })
      assert.deepEqual((await page(ben.viewer, { limit: 50 })).notifications, [])
      const moderator = { ...viewerOf(ben.userId + 100_000), roles: ['moderator' as const] }
      assert.deepEqual((await page(moderator, { limit: 50 })).notifications, [])
      // guessed positions and sequence numbers belong to the caller's own list
      const marked = await h.call(MARK_SEEN, ben.viewer, { upToSeq: 2_000_000_000 })
      assert.deepEqual(marked.data.markNotificationsSeen, { unseenCount: 0, latestSeq: 0 })
      await h.call(MARK_SEEN, moderator, {})
      assert.deepEqual(await page(ava.viewer, { limit: 50 }), before)
    })

    test('bad positions, limits and sequence numbers are refused and change nothing', async () => {
      const before = await h.snapshot()
      for (const variables of [{ from: -1 }, { limit: 0 }, { limit: 51 }]) {
        assert.deepEqual(refusalOf(await h.call(LIST, ava.viewer, variables)), INVALID)
      }
      assert.deepEqual(refusalOf(await h.call(MARK_SEEN, ava.viewer, { upToSeq: -1 })), INVALID)
      assert.deepEqual(await h.snapshot(), before)
    })

    test('marking seen up to a number leaves newer ones unseen, and the count follows', async () => {
      const cai = await h.newMember()
      const first = await h.comment({ author: cai })
      await h.like(first, cai, ben)
      const second = await h.comment({ author: cai })
      await h.like(second, cai, ben)
      const [newest, older] = (await page(cai.viewer, {})).notifications
      const marked = await h.call(MARK_SEEN, cai.viewer, { upToSeq: older.seq })
      assert.deepEqual(marked.data.markNotificationsSeen, { unseenCount: 1, latestSeq: newest.seq })
      assert.deepEqual(
        (await page(cai.viewer, {})).notifications.map((n: { seen: boolean }) => n.seen),
        [false, true],
      )
      assert.equal((await h.call(COUNT, cai.viewer)).data.unseenNotificationCount, 1)
    })

    test('the count subscription answers at once, then on every change, for its member only', async () => {
      const dee = await h.newMember()
      const stream = (await subscribe({
        schema: h.service.schema,
        document: parse(COUNT_CHANGED),
        contextValue: { viewer: dee.viewer, requestId: 't', authToken: null, locale: 'en', clientIp: null },
      })) as AsyncIterableIterator<ExecutionResult<Json>>
      const next = async () => ({
        ...(await within(stream.next(), 20_000, 'a count')).value.data.notificationCountChanged,
      })
      try {
        assert.deepEqual(await next(), { unseenCount: 0, latestSeq: 0 })
        // someone else's notification does not wake Dee's stream; Dee's own does
        const other = await h.comment({ author: ava })
        await h.like(other, ava, dee)
        const mine = await h.comment({ author: dee })
        await h.like(mine, dee, ben)
        assert.deepEqual(await next(), { unseenCount: 1, latestSeq: 1 })
        await h.call(MARK_SEEN, dee.viewer, {})
        assert.deepEqual(await next(), { unseenCount: 0, latestSeq: 1 })
      } finally {
        await stream.return?.()
      }
    })
  })
}
