import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createFeedHarness,
  FEED,
  type FeedHarness,
  type Json,
  type Member,
  read,
} from './support/feed-harness.ts'

// a small deterministic generator: FEED_PAGING_SEED=<n> replays a failing run
function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
  return { next, int: (below: number) => Math.floor(next() * below) }
}

const SEED = Number(process.env.FEED_PAGING_SEED ?? Date.now() % 1_000_000)
const INITIAL = 120
const ROUNDS = 3

interface Post {
  commentId: number
  createdMs: number
}

// the order a feed promises: newest first, the higher item id first within one millisecond
const byPosition = (a: Json, b: Json) => b.createdMs - a.createdMs || b.id - a.id

for (const kind of testDatabaseKinds()) {
  describe(`paging a feed while others post and delete (${kind}, seed ${SEED})`, () => {
    let h: FeedHarness
    let author: Member
    before(async () => {
      h = await createFeedHarness(kind)
      author = h.newMember()
    })
    after(() => h.close())

    for (let round = 0; round < ROUNDS; round++) {
      test(`round ${round}: walking down and loading newer shows every item that stayed, each once`, async (t) => {
        const random = randomFrom(SEED + round)
        t.diagnostic(`seed ${SEED + round}`)
        const cityId = 500 + round
        const base = Date.UTC(2026, 0, 1) + round * 86_400_000
        // whole seconds, so many posts share a millisecond and the id breaks the tie
        const at = (second: number) => base + second * 1000
        const live = new Map<number, Post>()
        const removed = new Set<number>()
        const post = async (createdMs: number) => {
          const commentId = await h.post({ author, cityId, createdAt: new Date(createdMs) })
          live.set(commentId, { commentId, createdMs })
          return commentId
        }
        const removeOne = async () => {
          const ids = [...live.keys()]
          const victim = ids[random.int(ids.length)] as number
          live.delete(victim)
          removed.add(victim)
          if (random.next() < 0.5) await h.remove(victim)
          else await h.hide(victim)
        }
        const initial = Array.from({ length: INITIAL }, () => at(random.int(200)))
        const made = await h.postMany(initial.map((ms) => ({ author, cityId, createdAt: new Date(ms) })))
        for (const [i, commentId] of made.entries())
          live.set(commentId, { commentId, createdMs: initial[i] as number })
        const atStart = new Set(live.keys())

        // walk down with pages of 3 to 12, while posts arrive above and below and others go
        const seen: Json[] = []
        let token: string | null = null
        let topToken: string | null = null
        let top: Json | null = null
        for (;;) {
          const page: Json = (
            await read(h, FEED, null, {
              cityId,
              pageToken: token,
              direction: 'next',
              first: 3 + random.int(10),
            })
          ).activityFeed
          if (!topToken) {
            topToken = page.firstPageToken
            top = page.items[0]
          }
          seen.push(...page.items)
          token = page.pageToken
          if (!page.hasMore) break
          const changes = random.int(4)
          for (let c = 0; c < changes; c++) {
            const roll = random.next()
            if (roll < 0.4) await post(at(200 + random.int(100)))
            else if (roll < 0.7) await post(at(random.int(200)))
            else await removeOne()
          }
        }
        const walked = seen.map((item) => item.sourceId)
        assert.equal(new Set(walked).size, walked.length, 'no item is shown twice')
        const positions = seen.map((item) => ({ id: item.id, createdMs: Date.parse(item.createdAt) }))
        assert.deepEqual(positions, [...positions].sort(byPosition), 'newest first, always')
        const stayed = [...atStart].filter((id) => !removed.has(id))
        const missing = stayed.filter((id) => !walked.includes(id))
        assert.deepEqual(missing, [], 'every item there from start to end was walked past')

        // newer posts arrive above the top seen; load newer, then fill the gap it reports downwards
        const newer = 1 + random.int(45)
        const times = Array.from({ length: newer }, () => at(400 + random.int(60)))
        const arrived = await h.postMany(times.map((ms) => ({ author, cityId, createdAt: new Date(ms) })))
        for (const [i, commentId] of arrived.entries())
          live.set(commentId, { commentId, createdMs: times[i] as number })
        if (random.next() < 0.5) await removeOne()
        const size = 5 + random.int(10)
        const fresh = (
          await read(h, FEED, null, { cityId, pageToken: topToken, direction: 'previous', first: size })
        ).activityFeed
        const topPosition = { id: top.id, createdMs: Date.parse(top.createdAt) }
        const aboveTop = (item: Json) =>
          byPosition({ id: item.id, createdMs: Date.parse(item.createdAt) }, topPosition) < 0
        const loaded: Json[] = [...fresh.items]
        if (fresh.gap) {
          assert.equal(fresh.hasMore, true)
          let fill: string = fresh.gap.pageToken
          let filled = 0
          for (;;) {
            const page: Json = (await read(h, FEED, null, { cityId, pageToken: fill, first: size }))
              .activityFeed
            const inGap = page.items.filter(aboveTop)
            loaded.push(...inGap)
            filled += inGap.length
            if (inGap.length < page.items.length || !page.hasMore) break
            fill = page.pageToken
          }
          assert.equal(filled, fresh.gap.count, 'the gap held as many items as it said')
        } else {
          assert.equal(fresh.hasMore, false)
        }
        const loadedIds = loaded.map((item) => item.sourceId)
        assert.equal(new Set(loadedIds).size, loadedIds.length, 'load newer shows no item twice')
        // everything above the old top, read afresh from the top down
        const above: number[] = []
        let from: string | null = null
        for (;;) {
          const page: Json = (await read(h, FEED, null, { cityId, pageToken: from, first: 50 })).activityFeed
          const inGap = page.items.filter(aboveTop)
          above.push(...inGap.map((item: Json) => item.sourceId))
          if (inGap.length < page.items.length || !page.hasMore) break
          from = page.pageToken
        }
        assert.deepEqual(
          [...loadedIds].sort(),
          [...above].sort(),
          'load newer and its gap are everything above',
        )
        for (const id of arrived.filter((id) => live.has(id)))
          assert.ok(loadedIds.includes(id), `the new post ${id} is loaded`)
      })
    }
  })
}
