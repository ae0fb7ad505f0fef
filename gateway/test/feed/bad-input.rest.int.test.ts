import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { MAX_TEXT_LENGTH } from '../../src/edge/text-input.ts'
import { type FeedSite, type Json, openFeedSite, type Person } from './support/feed-site.ts'

type Role = 'visitor' | 'member' | 'other member' | 'moderator'
const ROLES: Role[] = ['visitor', 'member', 'other member', 'moderator']

// every /api row of the feed and the bell, called by everyone with what a careless or hostile client
// sends: wrong types, NUL bytes, oversize text. Each answer is a 4xx envelope (never a 5xx) and no
// feed item, share or notification changes; fields a row does not know are passed over
for (const kind of testDatabaseKinds()) {
  describe(`bad input to the feed and notification rows, by every caller (${kind})`, () => {
    let site: FeedSite
    let callers: Record<Role, Person | null>
    let itemId: number
    before(async () => {
      site = await openFeedSite(kind)
      const ava = await site.member()
      callers = {
        visitor: null,
        member: ava,
        'other member': await site.member({ isPro: true }),
        moderator: site.moderator,
      }
      await site.comment(ava, 'A post to share')
      itemId = (await site.api('activity_feed_get', { prefix: '/london' }, null, 'GET')).body.values.feed[0]
        .id
    })
    after(() => site?.close())

    const state = async () => {
      const db = site.gateway.platform.database.db
      const { rows: items } =
        await sql`select id, hidden, shared_from_id from feed.items order by id`.execute(db)
      const { rows: notes } =
        await sql`select id, seq, seen from notifications.notifications order by id`.execute(db)
      return { items, notes }
    }

    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1)
    // within the edge's address limit, so the row itself judges it (longer is the edge's 414)
    const longGet = 'x'.repeat(10_000)
    const reads: Array<[string, Json]> = [
      ['activity_feed_get', { prefix: '/lon\u0000don' }],
      ['activity_feed_get', { page_token: `a${'\u0000'}b` }],
      ['activity_feed_get', { page_token: longGet }],
      ['activity_feed_get', { item_ids: longGet }],
      ['activity_feed_get', { user_id: '1.5' }],
      ['activity_feed_get', { skip: '-1' }],
      ['activity_feed_get', { show_more: 'maybe' }],
      ['activity_media_feed_get', { after_id: '\u0000' }],
      ['activity_media_feed_get', { before_id: '-4' }],
      ['activity_media_feed_get', { prefix: longGet }],
    ]
    const writes: Array<[string, Json]> = [
      ['activity_feed_share', { item_id: 'one', city_id: 1 }],
      ['activity_feed_share', { item_id: [1], city_id: 1 }],
      ['activity_feed_share', { item_id: { id: 1 }, city_id: 1 }],
      ['activity_feed_share', { item_id: 1.5, city_id: 1 }],
      ['activity_feed_share', { item_id: '1\u0000', city_id: 1 }],
      ['activity_feed_share', { item_id: long, city_id: 1 }],
      ['activity_feed_share', { city_id: 1 }],
      ['user_notifications_list', { limit_from: '\u0000' }],
      ['user_notifications_list', { limit_from: long }],
      ['user_notifications_list', { limit_from: { $gt: 0 } }],
    ]

    for (const role of ROLES) {
      test(`${role}: every bad read and write is a 4xx envelope and changes nothing`, async () => {
        const caller = callers[role]
        const before = await state()
        for (const [name, payload] of [
          ...reads.map((r) => [...r, 'GET'] as const),
          ...writes.map((w) => [...w, 'POST'] as const),
        ]) {
          const answer = await site.api(
            name,
            payload,
            caller,
            name === 'activity_feed_share' || name === 'user_notifications_list' ? 'POST' : 'GET',
          )
          const what = `${role} ${name} ${JSON.stringify(payload).slice(0, 80)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
          assert.ok(answer.status >= 400 && answer.status < 500, what)
          assert.ok(answer.body.errors.length > 0, what)
          assert.deepEqual(answer.body.values, {}, what)
          assert.equal(answer.body.meta.login_ok, caller !== null, what)
        }
        // an address longer than the edge takes is refused before any row runs
        const tooLong = await site.api('activity_feed_get', { page_token: long }, caller, 'GET')
        assert.equal(tooLong.status, 414)
        assert.equal(tooLong.body.errors[0].code, 'EDGE_ERR_URI_TOO_LONG')
        assert.deepEqual(await state(), before)
      })
    }

    test('fields a row does not know are passed over, for readers and for the share', async () => {
      const read = await site.api(
        'activity_feed_get',
        { prefix: '/london', colour: 'red', __proto__x: 1 },
        null,
        'GET',
      )
      assert.equal(read.status, 200)
      assert.ok(read.body.values.feed.some((item: Json) => item.id === itemId))
      const list = await site.api('user_notifications_list', { limit_from: 0, extra: [1, 2] }, callers.member)
      assert.equal(list.status, 200)
      const share = await site.api(
        'activity_feed_share',
        { item_id: itemId, city_id: 1, also: 'this' },
        callers['other member'],
      )
      // London already shows the post: refused as the spec's 409, the unknown field changing nothing
      assert.equal(share.status, 409, JSON.stringify(share.body))
    })
  })
}
