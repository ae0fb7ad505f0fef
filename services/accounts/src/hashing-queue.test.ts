import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { GraphQLError } from 'graphql'
import { createHashingQueue, queuedHasher } from './hashing-queue.ts'
import type { PasswordHasher } from './passwords.ts'

// a hasher whose every call waits until the test lets it finish
function slowHasher() {
  const started: string[] = []
  const pending: (() => void)[] = []
  const wait = (what: string) =>
    new Promise<void>((resolve) => {
      started.push(what)
      pending.push(resolve)
    })
  const hasher: PasswordHasher = {
    hash: async (password) => {
      await wait(`hash ${password}`)
      return `hashed ${password}`
    },
    verify: async (password) => {
      await wait(`verify ${password}`)
      return true
    },
    burn: async (password) => {
      await wait(`burn ${password}`)
    },
    needsRehash: () => false,
    admit: () => {},
  }
  const finishOne = () => pending.shift()?.()
  return { hasher, started, finishOne }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

function busyCode(error: unknown): unknown {
  return error instanceof GraphQLError ? error.extensions.code : error
}

describe('hashing queue', () => {
  it('runs no more hashes at once than its concurrency and starts the next when one ends', async () => {
    const slow = slowHasher()
    const hasher = queuedHasher(slow.hasher, createHashingQueue({ concurrency: 2, queueLength: 5 }))
    const results = ['a', 'b', 'c'].map((p) => hasher.hash(p))
    await settle()
    assert.deepEqual(slow.started, ['hash a', 'hash b'])
    slow.finishOne()
    await settle()
    assert.deepEqual(slow.started, ['hash a', 'hash b', 'hash c'])
    slow.finishOne()
    slow.finishOne()
    assert.deepEqual(await Promise.all(results), ['hashed a', 'hashed b', 'hashed c'])
  })

  it('refuses at once with ACCOUNTS_ERR_BUSY when the queue is full, without hashing', async () => {
    const slow = slowHasher()
    const queue = createHashingQueue({ concurrency: 1, queueLength: 1 })
    const hasher = queuedHasher(slow.hasher, queue)
    const running = hasher.verify('first', 'stored')
    const waiting = hasher.hash('second')
    await settle()
    await assert.rejects(hasher.burn('third'), (error) => busyCode(error) === 'ACCOUNTS_ERR_BUSY')
    await assert.rejects(hasher.hash('fourth'), (error) => busyCode(error) === 'ACCOUNTS_ERR_BUSY')
    assert.throws(
      () => hasher.admit(),
      (error) => busyCode(error) === 'ACCOUNTS_ERR_BUSY',
    )
    assert.deepEqual(slow.started, ['verify first'])
    assert.deepEqual(queue.stats(), { running: 1, waiting: 1 })
    slow.finishOne()
    await settle()
    slow.finishOne()
    assert.equal(await running, true)
    assert.equal(await waiting, 'hashed second')
    assert.deepEqual(slow.started, ['verify first', 'hash second'])
    assert.deepEqual(queue.stats(), { running: 0, waiting: 0 })
    assert.doesNotThrow(() => hasher.admit(), 'a free queue admits again')
  })

  it('frees the slot of a hash that failed', async () => {
    const queue = createHashingQueue({ concurrency: 1, queueLength: 0 })
    await assert.rejects(
      queue.run(async () => {
        throw new Error('broken')
      }),
      /broken/,
    )
    assert.equal(await queue.run(async () => 'next'), 'next')
    assert.deepEqual(queue.stats(), { running: 0, waiting: 0 })
  })

  it('refuses limits that could never run a hash', () => {
    assert.throws(() => createHashingQueue({ concurrency: 0, queueLength: 1 }), RangeError)
    assert.throws(() => createHashingQueue({ concurrency: 1, queueLength: -1 }), RangeError)
  })
})
