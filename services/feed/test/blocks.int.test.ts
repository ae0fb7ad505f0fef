import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createFeedHarness,
  FEED,
  type FeedHarness,
  type Json,
  type Member,
  MEDIA,
  photoId,
  read,
} from './support/feed-harness.ts'

const ids = (items: Json[]) => items.map((item) => item.sourceId)

// chat's blocks reach feeds already built: the blocker stops seeing what the blocked posted or
// shared, counts included; everyone else reads on as before
for (const kind of testDatabaseKinds()) {
  describe(`blocks in the feeds (${kind})`, () => {
    let h: FeedHarness
    let city = 700
    before(async () => {
      h = await createFeedHarness(kind)
    })
    after(() => h.close())

    const block = (blocker: Member, blocked: { type: string; id: number }, on = true) =>
      h.announce(
        on ? 'chat.persona.blocked' : 'chat.persona.unblocked',
        { blocker: { type: 'user', id: blocker.userId }, blocked },
        blocker.userId,
      )
    const feed = async (variables: Json, viewer: Member | null) =>
      (await read(h, FEED, viewer?.viewer ?? null, variables)).activityFeed

    test('a blocked member leaves the city, profile and media feeds the blocker reads, and only theirs', async () => {
      const cityId = city++
      const ava = h.newMember()
      const ben = h.newMember()
      const cai = h.newMember()
      const start = Date.now() - 10_000
      const at = (i: number) => new Date(start + i * 1000)
      const avas = await h.post({ author: ava, cityId, createdAt: at(0) })
      const bens = await h.post({ author: ben, cityId, createdAt: at(1), photoIds: [photoId()] })
      const caisAsDesigner = await h.post({
        author: cai,
        cityId,
        createdAt: at(2),
        persona: { type: 'designer', id: 51 },
      })
      assert.deepEqual(ids((await feed({ cityId }, ava)).items), [caisAsDesigner, bens, avas])

      await block(ava, { type: 'user', id: ben.userId })
      assert.deepEqual(ids((await feed({ cityId }, ava)).items), [caisAsDesigner, avas])
      assert.deepEqual((await feed({ userId: ben.userId }, ava)).items, [])
      assert.deepEqual((await read(h, MEDIA, ava.viewer, { cityId })).mediaFeed.items, [])
      // others, visitors included, still read ben
      assert.deepEqual(ids((await feed({ cityId }, cai)).items), [caisAsDesigner, bens, avas])
      assert.deepEqual(ids((await feed({ cityId }, null)).items), [caisAsDesigner, bens, avas])
      assert.equal((await read(h, MEDIA, null, { cityId })).mediaFeed.items.length, 1)

      // a designer blocked: its posts go, whoever manages it
      await block(ava, { type: 'designer', id: 51 })
      assert.deepEqual(ids((await feed({ cityId }, ava)).items), [avas])

      // unblocking brings them back
      await block(ava, { type: 'user', id: ben.userId }, false)
      await block(ava, { type: 'designer', id: 51 }, false)
      assert.deepEqual(ids((await feed({ cityId }, ava)).items), [caisAsDesigner, bens, avas])
    })

    test('the gap that load newer counts leaves the blocked out', async () => {
      const cityId = city++
      const ava = h.newMember()
      const ben = h.newMember()
      const cai = h.newMember()
      const start = Date.now() - 100_000
      await h.post({ author: ava, cityId, createdAt: new Date(start) })
      const top = (await feed({ cityId, first: 1 }, ava)).firstPageToken
      for (let i = 1; i <= 4; i++)
        await h.post({ author: i % 2 ? ben : ava, cityId, createdAt: new Date(start + i * 1000) })
      await block(ava, { type: 'user', id: ben.userId })
      const newer = (viewer: Member) =>
        feed({ cityId, pageToken: top, direction: 'previous', first: 2 }, viewer)
      // ava's two newer posts fit the page: nothing in between once ben's are left out
      const forAva = await newer(ava)
      assert.equal(forAva.items.length, 2)
      assert.equal(forAva.hasMore, false)
      assert.equal(forAva.gap, null)
      // cai, who blocked nobody, has two more newer posts than fit
      const forCai = await newer(cai)
      assert.equal(forCai.items.length, 2)
      assert.equal(forCai.gap.count, 2)
    })
  })
}
