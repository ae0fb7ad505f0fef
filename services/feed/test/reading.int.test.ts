import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import {
  createFeedHarness,
  FEED,
  type FeedHarness,
  ITEM,
  type Json,
  MEDIA,
  photoId,
  read,
  refusalOf,
  SHARE,
  viewerOf,
} from './support/feed-harness.ts'

const INVALID = { code: 'FEED_ERR_INVALID_INPUT', http: 400 }
const ids = (items: Json[]) => items.map((item) => item.sourceId)

for (const kind of testDatabaseKinds()) {
  describe(`reading and sharing feeds (${kind})`, () => {
    let h: FeedHarness
    let city = 300
    before(async () => {
      h = await createFeedHarness(kind)
    })
    after(() => h.close())

    // `count` posts a second apart in a city of their own, oldest first
    async function cityOf(count: number, photos = false) {
      const cityId = city++
      const author = h.newMember()
      const start = Date.now() - count * 1000
      const posts = await h.postMany(
        Array.from({ length: count }, (_, i) => ({
          author,
          cityId,
          createdAt: new Date(start + i * 1000),
          ...(photos ? { photoIds: [photoId()] } : {}),
        })),
      )
      return { cityId, author, posts }
    }
    const feed = async (variables: Json, viewer: Json = null) =>
      (await read(h, FEED, viewer, variables)).activityFeed

    test('pages of 20, or 40 with showMore, and skip skips from the position', async () => {
      const { cityId, posts } = await cityOf(45)
      const newestFirst = [...posts].reverse()
      assert.equal((await feed({ cityId })).items.length, 20)
      assert.equal((await feed({ cityId, showMore: true })).items.length, 40)
      const first = await feed({ cityId, first: 5 })
      const skipped = await feed({ cityId, first: 5, skip: 3, pageToken: first.pageToken })
      assert.deepEqual(ids(skipped.items), newestFirst.slice(8, 13))
    })

    test('load newer within one page answers every newer item and no gap', async () => {
      const { cityId, author } = await cityOf(3)
      const top = await feed({ cityId })
      const later = await h.post({ author, cityId })
      const fresh = await feed({ cityId, pageToken: top.firstPageToken, direction: 'previous' })
      assert.deepEqual(ids(fresh.items), [later])
      assert.deepEqual([fresh.hasMore, fresh.gap], [false, null])
      assert.equal(fresh.firstId, fresh.items[0].id)
      // nothing newer: an empty page that keeps the position
      const none = await feed({ cityId, pageToken: fresh.firstPageToken, direction: 'previous' })
      assert.deepEqual([none.items, none.pageToken, none.hasMore], [[], fresh.firstPageToken, false])
    })

    test('load newer with more than a page answers the newest page and counts the gap under it', async () => {
      const { cityId, author } = await cityOf(2)
      const top = await feed({ cityId })
      const start = Date.now() + 1000
      const newer = await h.postMany(
        Array.from({ length: 12 }, (_, i) => ({ author, cityId, createdAt: new Date(start + i * 1000) })),
      )
      const fresh = await feed({ cityId, pageToken: top.firstPageToken, direction: 'previous', first: 5 })
      assert.deepEqual(ids(fresh.items), [...newer].reverse().slice(0, 5))
      assert.equal(fresh.hasMore, true)
      assert.deepEqual([fresh.gap.count, fresh.gap.countCapped], [7, false])
      assert.equal(fresh.gap.pageToken, fresh.pageToken)
      const rest = await feed({ cityId, pageToken: fresh.gap.pageToken, first: 7 })
      assert.deepEqual(ids(rest.items), [...newer].reverse().slice(5))
    })

    test('item ids answer just those items the viewer may see, in feed order, laid out in full', async () => {
      const { cityId, author, posts } = await cityOf(4)
      const items = (await feed({ cityId })).items
      const byComment = new Map(items.map((item: Json) => [item.sourceId, item.id]))
      const [a, b, c] = posts.map((post) => byComment.get(post)) as number[]
      await h.hide(posts[1] as number)
      const asked = await feed({ itemIds: [a, b, c, 999_999] })
      assert.deepEqual(
        asked.items.map((item: Json) => item.id),
        [c, a],
      )
      assert.deepEqual([asked.layout, asked.hasMore], ['full', false])
      const own = await feed({ itemIds: [a, b, c] }, author.viewer)
      assert.deepEqual(
        own.items.map((item: Json) => item.id),
        [c, b, a],
      )
    })

    test('one item by id: null when gone, hidden from others, or never there', async () => {
      const { cityId, author, posts } = await cityOf(2)
      const [newest, oldest] = (await feed({ cityId })).items
      assert.equal((await read(h, ITEM, null, { id: newest.id })).activityItem.id, newest.id)
      await h.hide(posts[1] as number)
      assert.equal((await read(h, ITEM, null, { id: newest.id })).activityItem, null)
      assert.equal((await read(h, ITEM, h.newMember().viewer, { id: newest.id })).activityItem, null)
      assert.equal((await read(h, ITEM, author.viewer, { id: newest.id })).activityItem.isHidden, true)
      await h.remove(posts[0] as number)
      assert.equal((await read(h, ITEM, author.viewer, { id: oldest.id })).activityItem, null)
      assert.equal((await read(h, ITEM, null, { id: 2_000_000_000 })).activityItem, null)
    })

    test('the media feed pages down by id and answers the nearest newer items', async () => {
      const { cityId } = await cityOf(7, true)
      const media = async (variables: Json) =>
        (await read(h, MEDIA, null, { cityId, ...variables })).mediaFeed
      const all = (await media({ first: 7 })).items.map((item: Json) => item.id)
      const top = await media({ first: 3 })
      assert.deepEqual(
        top.items.map((item: Json) => item.id),
        all.slice(0, 3),
      )
      assert.equal(top.hasMore, true)
      const down = await media({ first: 3, olderThan: all[2] })
      assert.deepEqual(
        down.items.map((item: Json) => item.id),
        all.slice(3, 6),
      )
      const last = await media({ first: 3, olderThan: all[5] })
      assert.deepEqual([last.items.length, last.hasMore], [1, false])
      const up = await media({ first: 2, newerThan: all[5] })
      assert.deepEqual(
        up.items.map((item: Json) => item.id),
        [all[3], all[4]],
      )
      assert.equal(up.hasMore, true)
    })

    test('bad input is refused with the field named, never a crash', async () => {
      const cases: Array<[string, Json]> = [
        [FEED, { pageToken: 'not a token' }],
        [FEED, { pageToken: 'zzzzzzzzzzzz.1' }],
        [FEED, { first: 0 }],
        [FEED, { first: 51 }],
        [FEED, { skip: 101 }],
        [FEED, { skip: -1 }],
        [FEED, { cityId: 0 }],
        [FEED, { userId: -4 }],
        [FEED, { itemIds: Array.from({ length: 51 }, (_, i) => i + 1) }],
        [FEED, { itemIds: [0] }],
        [MEDIA, { olderThan: 5, newerThan: 6 }],
        [MEDIA, { olderThan: 0 }],
      ]
      for (const [source, variables] of cases) {
        const result = await h.call(source, null, variables)
        assert.deepEqual(refusalOf(result), INVALID, JSON.stringify(variables))
      }
    })

    describe('sharing to a community feed', () => {
      const pro = () => h.newMember({ isPro: true })
      const share = (viewer: Json, itemId: number, cityId: number) =>
        h.call(SHARE, viewer, { itemId, cityId })

      test('visitors, members without pro and moderators are refused, and nothing changes', async () => {
        const { cityId } = await cityOf(1)
        const other = (await cityOf(1)).cityId
        const [item] = (await feed({ cityId })).items
        const moderator = viewerOf(h.newMember().userId, { roles: ['member', 'moderator'] })
        const before = await h.snapshot()
        assert.deepEqual(refusalOf(await share(null, item.id, other)), {
          code: 'FEED_ERR_NOT_SIGNED_IN',
          http: 401,
        })
        assert.deepEqual(refusalOf(await share(h.newMember().viewer, item.id, other)), {
          code: 'FEED_ERR_NOT_TRUSTED',
          http: 403,
        })
        assert.deepEqual(refusalOf(await share(moderator, item.id, other)), {
          code: 'FEED_ERR_NOT_TRUSTED',
          http: 403,
        })
        assert.deepEqual(refusalOf(await share(h.newMember({ points: 200 }).viewer, item.id, other)), {
          code: 'FEED_ERR_NOT_TRUSTED',
          http: 403,
        })
        assert.deepEqual(await h.snapshot(), before)
      })

      test('a pro member, or one with over 200 points, puts a post into another city and onto their profile', async () => {
        const { cityId, posts } = await cityOf(1)
        const other = (await cityOf(1)).cityId
        const [item] = (await feed({ cityId })).items
        const cai = pro()
        const shared = (await read(h, SHARE, cai.viewer, { itemId: item.id, cityId: other })).shareToFeed
        assert.deepEqual(
          [shared.cityId, shared.sharedFromId, shared.sharedBy, shared.sourceId, shared.entity.id],
          [other, item.id, { id: cai.userId }, posts[0], item.entity.id],
        )
        assert.equal((await feed({ cityId: other })).items[0].id, shared.id)
        assert.deepEqual(
          (await feed({ userId: cai.userId })).items.map((i: Json) => i.id),
          [shared.id],
        )
        // again: the same share; a share of the share: the post itself
        const again = (await read(h, SHARE, cai.viewer, { itemId: item.id, cityId: other })).shareToFeed
        const onward = (await read(h, SHARE, cai.viewer, { itemId: shared.id, cityId: other })).shareToFeed
        assert.deepEqual([again.id, onward.id], [shared.id, shared.id])
        const trusted = h.newMember({ points: 201 })
        const byPoints = (await read(h, SHARE, trusted.viewer, { itemId: item.id, cityId: other }))
          .shareToFeed
        assert.equal(byPoints.sharedBy.id, trusted.userId)
        const { rows } =
          await sql<Json>`select type, payload from platform.events where type = 'feed.post.shared'
          and (payload->>'sharedBy')::int = ${cai.userId}`.execute(h.database.db)
        assert.deepEqual(rows, [
          {
            type: 'feed.post.shared',
            payload: {
              id: shared.id,
              sharedFromId: item.id,
              sharedBy: cai.userId,
              authorId: item.entity.id,
              commentId: posts[0],
              cityId: other,
            },
          },
        ])
      })

      test('a post already in that city, a city without a feed, or a post the member cannot see is refused', async () => {
        const { cityId, posts } = await cityOf(2)
        const other = (await cityOf(1)).cityId
        const [visible, hidden] = (await feed({ cityId })).items
        await h.hide(posts[0] as number)
        const cai = pro()
        const before = await h.snapshot()
        assert.deepEqual(refusalOf(await share(cai.viewer, visible.id, cityId)), {
          code: 'FEED_ERR_ALREADY_IN_FEED',
          http: 409,
        })
        assert.deepEqual(refusalOf(await share(cai.viewer, visible.id, 99_999)), {
          code: 'FEED_ERR_CITY_NOT_FOUND',
          http: 404,
        })
        assert.deepEqual(refusalOf(await share(cai.viewer, hidden.id, other)), {
          code: 'FEED_ERR_NOT_FOUND',
          http: 404,
        })
        assert.deepEqual(refusalOf(await share(cai.viewer, 2_000_000_000, other)), {
          code: 'FEED_ERR_NOT_FOUND',
          http: 404,
        })
        assert.deepEqual(await h.snapshot(), before)
      })

      test('a share goes when its post is hidden or deleted, or when its sharer leaves', async () => {
        const { cityId, posts } = await cityOf(3)
        const other = (await cityOf(1)).cityId
        const items = (await feed({ cityId })).items
        const [cai, dee] = [pro(), pro()]
        const shares = []
        for (const [i, item] of items.entries()) {
          const sharer = i === 2 ? dee : cai
          shares.push(
            (await read(h, SHARE, sharer.viewer, { itemId: item.id, cityId: other })).shareToFeed.id,
          )
        }
        const sharedIn = async () => (await feed({ cityId: other })).items.filter((i: Json) => i.sharedFromId)
        assert.equal((await sharedIn()).length, 3)
        await h.hide(posts[2] as number)
        await h.remove(posts[1] as number)
        assert.deepEqual(
          (await sharedIn()).map((i: Json) => i.id),
          [shares[2]],
        )
        await h.deleteMember(dee)
        assert.deepEqual(await sharedIn(), [])
      })
    })
  })
}
