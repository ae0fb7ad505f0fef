import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createFeedHarness,
  FEED,
  type FeedHarness,
  type Json,
  MEDIA,
  photoId,
  read,
  viewerOf,
} from './support/feed-harness.ts'

const ids = (items: Json[]) => items.map((item) => item.sourceId)

for (const kind of testDatabaseKinds()) {
  describe(`feed items learnt from events (${kind})`, () => {
    let h: FeedHarness
    // each test posts in a city of its own, so feeds never mix
    let city = 100
    before(async () => {
      h = await createFeedHarness(kind)
    })
    after(() => h.close())

    const cityFeed = async (cityId: number, viewer: Json = null) =>
      (await read(h, FEED, viewer, { cityId })).activityFeed
    const profileFeed = async (userId: number, viewer: Json = null) =>
      (await read(h, FEED, viewer, { userId })).activityFeed
    const mediaFeed = async (variables: Json, viewer: Json = null) =>
      (await read(h, MEDIA, viewer, variables)).mediaFeed

    test('an event comment becomes an item of its city and of its author, newest first', async () => {
      const cityId = city++
      const ava = h.newMember()
      const first = await h.post({ author: ava, cityId, eventId: 31 })
      const second = await h.post({ author: ava, cityId, eventId: 32 })
      const feed = await cityFeed(cityId)
      assert.deepEqual(ids(feed.items), [second, first])
      const [item] = feed.items
      assert.equal(item.sourceType, 'event_comment')
      assert.deepEqual(item.entity, {
        type: 'user',
        id: ava.userId,
        user: { id: ava.userId },
        designer: null,
        venue: null,
      })
      assert.deepEqual(item.target, { type: 'event', id: 32, event: { id: 32 }, designer: null, user: null })
      assert.deepEqual(item.comment, { id: second })
      assert.equal(item.cityId, cityId)
      assert.equal(item.isHidden, null)
      assert.equal(feed.hasMore, false)
      assert.equal(feed.layout, 'summary')
      assert.equal(feed.firstId, item.id)
      assert.equal(feed.firstPageToken, item.pageToken)
      assert.deepEqual(ids((await profileFeed(ava.userId)).items), [second, first])
    })

    test('flash sale and profile comments name their targets; stories and gossip stand alone', async () => {
      const cityId = city++
      const ava = h.newMember()
      const ben = h.newMember()
      await h.post({ author: ava, cityId, commentType: 'flash', flashSaleId: 9 })
      await h.post({
        author: ava,
        cityId,
        commentType: 'universal',
        sourceType: 'user',
        sourceId: ben.userId,
      })
      await h.post({ author: ava, cityId, commentType: 'universal', sourceType: 'gossip', sourceId: 4 })
      const items = (await cityFeed(cityId)).items
      assert.deepEqual(
        items.map((item: Json) => [item.sourceType, item.targetType, item.targetId]),
        [
          ['universal_comment', null, null],
          ['universal_comment', 'user', ben.userId],
          ['flash_sale_comment', 'flash_sale', 9],
        ],
      )
    })

    test('a chat message, a reply and a redelivered event make no item', async () => {
      const cityId = city++
      const ava = h.newMember()
      const root = await h.post({ author: ava, cityId })
      await h.post({ author: ava, cityId, replyToId: root })
      await h.post({ author: ava, cityId: null, commentType: 'universal', sourceType: 'chat', sourceId: 3 })
      await h.show(root)
      assert.deepEqual(ids((await cityFeed(cityId)).items), [root])
      assert.deepEqual(ids((await profileFeed(ava.userId)).items), [root])
    })

    test('a comment shown as a designer is the designer speaking: on the city feed, not the profile', async () => {
      const cityId = city++
      const olga = h.newMember()
      const id = await h.post({ author: olga, cityId, persona: { type: 'designer', id: 12 } })
      const [item] = (await cityFeed(cityId)).items
      assert.equal(item.sourceId, id)
      assert.deepEqual(item.entity, {
        type: 'designer',
        id: 12,
        user: null,
        designer: { id: 12 },
        venue: null,
      })
      assert.deepEqual((await profileFeed(olga.userId)).items, [])
    })

    test('photos make media items, newest post first and each post in its own order', async () => {
      const cityId = city++
      const ava = h.newMember()
      const [p1, p2, p3] = [photoId(), photoId(), photoId()]
      const first = await h.post({ author: ava, cityId, photoIds: [p1, p2] })
      const second = await h.post({ author: ava, cityId, photoIds: [p3] })
      const media = await mediaFeed({ cityId })
      assert.deepEqual(ids(media.items), [p3, p2, p1])
      assert.deepEqual(
        media.items.map((item: Json) => [item.sourceType, item.comment.id, item.media.id]),
        [
          ['media', second, p3],
          ['media', first, p2],
          ['media', first, p1],
        ],
      )
      // the activity feed shows the posts, carrying their photos
      assert.deepEqual(ids((await cityFeed(cityId)).items), [second, first])
      assert.deepEqual(ids((await mediaFeed({ userId: ava.userId })).items), [p3, p2, p1])
    })

    test('a shadow-banned comment leaves every feed but its author still sees it, until it is shown again', async () => {
      const cityId = city++
      const ava = h.newMember()
      const ben = h.newMember()
      const kept = await h.post({ author: ben, cityId })
      const banned = await h.post({ author: ava, cityId, photoIds: [photoId()] })
      await h.hide(banned)
      assert.deepEqual(ids((await cityFeed(cityId)).items), [kept])
      assert.deepEqual(ids((await cityFeed(cityId, ben.viewer)).items), [kept])
      assert.deepEqual((await profileFeed(ava.userId)).items, [])
      assert.deepEqual((await mediaFeed({ cityId })).items, [])
      const own = await cityFeed(cityId, ava.viewer)
      assert.deepEqual(ids(own.items), [banned, kept])
      assert.equal(own.items[0].isHidden, true)
      const moderator = viewerOf(h.newMember().userId, { roles: ['member', 'moderator'] })
      assert.deepEqual(ids((await cityFeed(cityId, moderator)).items), [banned, kept])
      await h.show(banned)
      assert.deepEqual(ids((await cityFeed(cityId)).items), [banned, kept])
      assert.equal((await mediaFeed({ cityId })).items.length, 1)
    })

    test('a deleted comment leaves every feed, its photos and the author’s view included', async () => {
      const cityId = city++
      const ava = h.newMember()
      const gone = await h.post({ author: ava, cityId, photoIds: [photoId()] })
      await h.remove(gone)
      assert.deepEqual((await cityFeed(cityId, ava.viewer)).items, [])
      assert.deepEqual((await profileFeed(ava.userId, ava.viewer)).items, [])
      assert.deepEqual((await mediaFeed({ cityId }, ava.viewer)).items, [])
    })

    test('a deleted member disappears from every feed, and a late comment of theirs brings nothing back', async () => {
      const cityId = city++
      const ava = h.newMember()
      const ben = h.newMember()
      await h.post({ author: ava, cityId, photoIds: [photoId()] })
      const bens = await h.post({ author: ben, cityId })
      await h.deleteMember(ava)
      await h.post({ author: ava, cityId })
      assert.deepEqual(ids((await cityFeed(cityId)).items), [bens])
      assert.deepEqual((await profileFeed(ava.userId)).items, [])
      assert.deepEqual((await mediaFeed({ cityId })).items, [])
    })

    test('an item arriving late takes its place by when it was posted', async () => {
      const cityId = city++
      const ava = h.newMember()
      const now = Date.now()
      const newest = await h.post({ author: ava, cityId, createdAt: new Date(now) })
      const oldest = await h.post({ author: ava, cityId, createdAt: new Date(now - 60_000) })
      const middle = await h.post({ author: ava, cityId, createdAt: new Date(now - 30_000) })
      assert.deepEqual(ids((await cityFeed(cityId)).items), [newest, middle, oldest])
    })

    test('an event without what an item needs is passed over', async () => {
      const before = await h.snapshot()
      await h.announce('comments.comment.created', { id: 'x', commentType: 'event' }, 1)
      await h.announce('comments.comment.hidden', {}, 1)
      assert.deepEqual(await h.snapshot(), before)
    })
  })
}
