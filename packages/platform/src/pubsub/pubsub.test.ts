import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { testRedisUrl, within } from '@showroom/testkit'
import { createPubSub, type PubSub } from './pubsub.ts'

async function withPubSubs(
  count: number,
  redisUrl: string | undefined,
  run: (pubsubs: PubSub[]) => Promise<void>,
) {
  const pubsubs = Array.from({ length: count }, () => createPubSub(redisUrl ? { redisUrl } : {}))
  try {
    await run(pubsubs)
  } finally {
    await Promise.all(pubsubs.map((pubsub) => pubsub.close()))
  }
}

describe('the in-process pubsub', () => {
  test('hands a published message to every subscriber of its topic, in order', async () => {
    await withPubSubs(1, undefined, async ([pubsub]) => {
      const first = pubsub!.subscribe('chat.42')
      const second = pubsub!.subscribe('chat.42')
      const elsewhere = pubsub!.subscribe('chat.43')
      await Promise.all([first.ready, second.ready, elsewhere.ready])

      await pubsub!.publish('chat.42', { text: 'hi' })
      await pubsub!.publish('chat.42', { text: 'there' })

      assert.deepEqual(await first.next(), { value: { text: 'hi' }, done: false })
      assert.deepEqual(await first.next(), { value: { text: 'there' }, done: false })
      assert.deepEqual(await second.next(), { value: { text: 'hi' }, done: false })
      await elsewhere.return()
      assert.deepEqual(await elsewhere.next(), { value: undefined, done: true })
    })
  })

  test('ends a for-await loop cleanly when the consumer breaks out, and stops listening', async () => {
    await withPubSubs(1, undefined, async ([pubsub]) => {
      const subscription = pubsub!.subscribe('presence.7')
      await subscription.ready
      const consumed: unknown[] = []
      const loop = (async () => {
        for await (const message of subscription) {
          consumed.push(message)
          if (consumed.length === 2) break
        }
      })()
      await pubsub!.publish('presence.7', 1)
      await pubsub!.publish('presence.7', 2)
      await loop
      await pubsub!.publish('presence.7', 3)
      assert.deepEqual(consumed, [1, 2])
      assert.deepEqual(await subscription.next(), { value: undefined, done: true })
    })
  })

  test('resolves a waiting next() with done when the pubsub closes', async () => {
    const pubsub = createPubSub()
    const subscription = pubsub.subscribe('unread.1')
    await subscription.ready
    const waiting = subscription.next()
    await pubsub.close()
    assert.deepEqual(await waiting, { value: undefined, done: true })
    await assert.rejects(pubsub.publish('unread.1', 1), /closed/)
  })

  test('exposes an emitter that speaks the { topic, payload } messages mercurius uses', async () => {
    await withPubSubs(1, undefined, async ([pubsub]) => {
      const subscription = pubsub!.subscribe('basket.3')
      await subscription.ready
      await new Promise<void>((resolve, reject) =>
        pubsub!.emitter.emit({ topic: 'basket.3', payload: { items: 2 } }, (error) =>
          error ? reject(error) : resolve(),
        ),
      )
      assert.deepEqual(await subscription.next(), { value: { items: 2 }, done: false })
    })
  })
})

describe('the Redis pubsub', () => {
  test('carries a message published in one process to a subscriber in another', async () => {
    await withPubSubs(2, testRedisUrl(), async ([gatewayA, gatewayB]) => {
      const topic = `chat.${randomUUID()}`
      const subscription = gatewayB!.subscribe(topic)
      await subscription.ready

      await gatewayA!.publish(topic, { from: 'ada', text: 'see you at the show', at: '2026-11-22T10:00:00Z' })

      const received = await within(subscription.next(), 5000, 'the message from the other process')
      assert.deepEqual(received, {
        value: { from: 'ada', text: 'see you at the show', at: '2026-11-22T10:00:00Z' },
        done: false,
      })
      await subscription.return()
    })
  })

  test('does not hand a message to a subscriber that already returned', async () => {
    await withPubSubs(2, testRedisUrl(), async ([one, two]) => {
      const topic = `feed.${randomUUID()}`
      const leaving = two!.subscribe(topic)
      const staying = two!.subscribe(topic)
      await Promise.all([leaving.ready, staying.ready])
      await leaving.return()

      await one!.publish(topic, 'hello')
      assert.deepEqual(await staying.next(), { value: 'hello', done: false })
      assert.deepEqual(await leaving.next(), { value: undefined, done: true })
    })
  })
})
