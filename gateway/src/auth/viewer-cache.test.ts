import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { createPubSub, type Viewer } from '@showroom/platform'
import { createViewerCache } from './viewer-cache.ts'

const TOPIC = 'accounts.viewer.changed'
const TTL_MS = 5000

const viewerOf = (userId: number): Viewer => ({
  userId,
  sessionId: `session-${userId}`,
  persona: { type: 'user', id: userId },
  roles: [],
  isPro: false,
  isTeam: false,
  points: 0,
})

describe('the viewer cache', () => {
  const pubsub = createPubSub()
  after(() => pubsub.close())

  function setup() {
    let clock = 1_000_000
    const reads: string[] = []
    const members = new Map<string, Viewer | null>([
      ['token-ava', viewerOf(1)],
      ['token-ava-phone', viewerOf(1)],
      ['token-ben', viewerOf(2)],
    ])
    const cache = createViewerCache({
      changes: pubsub.emitter,
      topic: TOPIC,
      ttlMs: TTL_MS,
      maxEntries: 3,
      now: () => clock,
    })
    const resolve = (token: string) =>
      cache.resolve(token, async () => {
        reads.push(token)
        return members.get(token) ?? null
      })
    return { cache, reads, members, resolve, advance: (ms: number) => (clock += ms) }
  }

  it('reads a token once while it is kept, and again once it expired', async () => {
    const { reads, resolve, advance } = setup()
    assert.equal((await resolve('token-ava'))?.userId, 1)
    assert.equal((await resolve('token-ava'))?.userId, 1)
    assert.deepEqual(reads, ['token-ava'])
    advance(TTL_MS)
    assert.equal((await resolve('token-ava'))?.userId, 1)
    assert.deepEqual(reads, ['token-ava', 'token-ava'])
  })

  it('forgets every token of the member a change is announced for, and only theirs, at once', async () => {
    const { reads, members, resolve } = setup()
    await resolve('token-ava')
    await resolve('token-ava-phone')
    await resolve('token-ben')
    members.set('token-ava', null)
    await pubsub.publish(TOPIC, { userId: 1 })
    assert.equal(await resolve('token-ava'), null)
    assert.equal((await resolve('token-ava-phone'))?.userId, 1)
    assert.equal((await resolve('token-ben'))?.userId, 2)
    assert.deepEqual(reads, ['token-ava', 'token-ava-phone', 'token-ben', 'token-ava', 'token-ava-phone'])
  })

  it('does not keep a viewer read before a change that was announced while it was read', async () => {
    const { cache, reads } = setup()
    let finish: (viewer: Viewer) => void = () => {}
    const first = cache.resolve('token-ava', () => {
      reads.push('slow')
      return new Promise<Viewer>((resolve) => {
        finish = resolve
      })
    })
    await pubsub.publish(TOPIC, { userId: 1 })
    finish(viewerOf(1))
    assert.equal((await first)?.userId, 1)
    assert.equal(cache.size, 0)
    const again = await cache.resolve('token-ava', async () => {
      reads.push('fresh')
      return null
    })
    assert.equal(again, null)
    assert.deepEqual(reads, ['slow', 'fresh'])
  })

  it('shares one read between requests that arrive together', async () => {
    const { reads, resolve } = setup()
    const viewers = await Promise.all([resolve('token-ben'), resolve('token-ben'), resolve('token-ben')])
    assert.deepEqual(
      viewers.map((v) => v?.userId),
      [2, 2, 2],
    )
    assert.deepEqual(reads, ['token-ben'])
  })

  it('keeps unknown tokens too, and drops the oldest entry past its size', async () => {
    const { cache, reads, resolve } = setup()
    assert.equal(await resolve('token-unknown'), null)
    assert.equal(await resolve('token-unknown'), null)
    await resolve('token-ava')
    await resolve('token-ben')
    await resolve('token-ava-phone')
    assert.equal(cache.size, 3)
    await resolve('token-unknown')
    assert.deepEqual(reads, ['token-unknown', 'token-ava', 'token-ben', 'token-ava-phone', 'token-unknown'])
  })

  it('hands each request its own copy of the viewer', async () => {
    const { resolve } = setup()
    const first = await resolve('token-ava')
    assert.ok(first)
    first.roles.push('moderator')
    first.persona.id = 99
    const second = await resolve('token-ava')
    assert.deepEqual(second?.roles, [])
    assert.equal(second?.persona.id, 1)
  })

  it('does not keep a failed read', async () => {
    const { cache } = setup()
    await assert.rejects(
      cache.resolve('token-ava', () => Promise.reject(new Error('database down'))),
      /database down/,
    )
    assert.equal(cache.size, 0)
    assert.equal((await cache.resolve('token-ava', async () => viewerOf(1)))?.userId, 1)
  })
})
