import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type AnswerCache, createAnswerCache, KEPT_MS, type Versioned } from './answer-cache.ts'

const at = <T>(value: T, version: string | null): Promise<Versioned<T>> => Promise.resolve({ value, version })

// what kept-answers.ts does with a cache: a kept answer if it was read at this version, else a read
async function ask<T>(cache: AnswerCache, key: string, version: string, read: () => Promise<Versioned<T>>) {
  if (cache.holds(key)) {
    const kept = await cache.lookup<T>(key, version)
    if (kept.found) return kept.value
  }
  const answer = read()
  cache.keep(key, answer)
  return (await answer).value
}

function counting<T>(value: T, version: string | null) {
  let calls = 0
  return {
    read: () => {
      calls++
      return at(value, version)
    },
    calls: () => calls,
  }
}

describe('the answers kept in the process', () => {
  it('gives a kept answer to a request that read its version, and reads anew for any other', async () => {
    const cache = createAnswerCache()
    const first = counting([1, 2], '7')
    assert.deepEqual(await ask(cache, 'k', '7', first.read), [1, 2])
    assert.deepEqual(await ask(cache, 'k', '7', first.read), [1, 2])
    assert.equal(first.calls(), 1)
    const moved = counting([3], '8')
    assert.deepEqual(await ask(cache, 'k', '8', moved.read), [3])
    assert.deepEqual(await ask(cache, 'k', '8', moved.read), [3])
    assert.equal(moved.calls(), 1)
    assert.deepEqual(cache.stats(), { hits: 2, misses: 2, size: 1 })
  })

  it('needs no version for a question it holds no answer to', () => {
    const cache = createAnswerCache()
    assert.equal(cache.holds('k'), false)
    cache.keep('k', at('answer', '1'))
    assert.equal(cache.holds('k'), true)
  })

  it('keeps an answer for KEPT_MS at most, whatever the version', async () => {
    let clock = 1_000
    const cache = createAnswerCache(() => clock)
    const search = counting(['Atelier Nord'], '1')
    await ask(cache, 'k', '1', search.read)
    clock += KEPT_MS - 1
    await ask(cache, 'k', '1', search.read)
    assert.equal(search.calls(), 1)
    clock += 1
    assert.equal(cache.holds('k'), false)
    await ask(cache, 'k', '1', search.read)
    assert.equal(search.calls(), 2)
  })

  it('lets a request wait for an answer still being read, if it is of its version', async () => {
    const cache = createAnswerCache()
    let release: (answer: Versioned<number[]>) => void = () => {}
    cache.keep('k', new Promise<Versioned<number[]>>((resolve) => (release = resolve)))
    const same = cache.lookup<number[]>('k', '4')
    const older = cache.lookup<number[]>('k', '3')
    release({ value: [5], version: '4' })
    assert.deepEqual(await same, { found: true, value: [5] })
    assert.deepEqual(await older, { found: false })
  })

  it('does not keep an answer that failed, or one read with no version', async () => {
    const cache = createAnswerCache()
    const failed = Promise.reject(new Error('connection lost'))
    cache.keep('k', failed)
    await assert.rejects(failed, /connection lost/)
    assert.equal(cache.holds('k'), false)
    const unversioned = at([], null)
    cache.keep('empty', unversioned)
    await unversioned
    assert.equal(cache.holds('empty'), false)
  })

  it('forgets the least recently used answer past its size', async () => {
    const cache = createAnswerCache(Date.now, 2)
    const a = counting('a', '1')
    const b = counting('b', '1')
    const c = counting('c', '1')
    await ask(cache, 'a', '1', a.read)
    await ask(cache, 'b', '1', b.read)
    await ask(cache, 'a', '1', a.read) // a is now the most recent
    await ask(cache, 'c', '1', c.read) // b goes
    assert.equal(cache.stats().size, 2)
    await ask(cache, 'a', '1', a.read)
    await ask(cache, 'b', '1', b.read)
    assert.equal(a.calls(), 1)
    assert.equal(b.calls(), 2)
  })
})
