import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createAnswerCache, KEPT_MS, type Versioned } from './answer-cache.ts'

const at = <T>(value: T, version: string | null): Promise<Versioned<T>> => Promise.resolve({ value, version })

// a read that counts how often it was made
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

// the version a request reads now, counting how often it was asked for
function versionNow(version: string) {
  let asked = 0
  return {
    now: async () => {
      asked++
      return version
    },
    asked: () => asked,
  }
}

const version = (v: string) => versionNow(v).now

describe('the answers kept in the process', () => {
  it('gives a kept answer to a request that read its version, and reads anew for any other', async () => {
    const cache = createAnswerCache()
    const first = counting([1, 2], '7')
    assert.deepEqual(await cache.answer('k', version('7'), first.read), [1, 2])
    assert.deepEqual(await cache.answer('k', version('7'), first.read), [1, 2])
    assert.equal(first.calls(), 1)
    const moved = counting([3], '8')
    assert.deepEqual(await cache.answer('k', version('8'), moved.read), [3])
    assert.deepEqual(await cache.answer('k', version('8'), moved.read), [3])
    assert.equal(moved.calls(), 1)
    assert.deepEqual(cache.stats(), { hits: 2, misses: 2, size: 1 })
  })

  it('needs no version for a question it holds no answer to', async () => {
    const cache = createAnswerCache()
    const v = versionNow('1')
    await cache.answer('k', v.now, () => at('answer', '1'))
    assert.equal(v.asked(), 0)
    await cache.answer('k', v.now, () => at('answer', '1'))
    assert.equal(v.asked(), 1)
  })

  it('keeps an answer for KEPT_MS at most, whatever the version', async () => {
    let clock = 1_000
    const cache = createAnswerCache(() => clock)
    const search = counting(['Atelier Nord'], '1')
    await cache.answer('k', version('1'), search.read)
    clock += KEPT_MS - 1
    await cache.answer('k', version('1'), search.read)
    assert.equal(search.calls(), 1)
    clock += 1
    const v = versionNow('1')
    await cache.answer('k', v.now, search.read)
    assert.equal(v.asked(), 0)
    assert.equal(search.calls(), 2)
  })

  it('lets a request wait for an answer still being read, if it is of its version', async () => {
    const cache = createAnswerCache()
    let release: (answer: Versioned<number[]>) => void = () => {}
    const first = cache.answer(
      'k',
      version('4'),
      () => new Promise<Versioned<number[]>>((resolve) => (release = resolve)),
    )
    const same = cache.answer('k', version('4'), () => at([6], '4'))
    const older = cache.answer('k', version('3'), () => at([7], '3'))
    release({ value: [5], version: '4' })
    assert.deepEqual(await Promise.all([first, same, older]), [[5], [5], [7]])
  })

  it('does not keep an answer that failed, or one read with no version', async () => {
    const cache = createAnswerCache()
    await assert.rejects(
      cache.answer('k', version('1'), () => Promise.reject(new Error('connection lost'))),
      /connection lost/,
    )
    const retried = counting([9], '1')
    assert.deepEqual(await cache.answer('k', version('1'), retried.read), [9])
    assert.equal(retried.calls(), 1)
    const unversioned = counting([], null)
    await cache.answer('empty', version('1'), unversioned.read)
    await cache.answer('empty', version('1'), unversioned.read)
    assert.equal(unversioned.calls(), 2)
  })

  it('forgets the least recently used answer past its size', async () => {
    const cache = createAnswerCache(Date.now, 2)
    const a = counting('a', '1')
    const b = counting('b', '1')
    const c = counting('c', '1')
    await cache.answer('a', version('1'), a.read)
    await cache.answer('b', version('1'), b.read)
    await cache.answer('a', version('1'), a.read) // a is now the most recent
    await cache.answer('c', version('1'), c.read) // b goes
    assert.equal(cache.stats().size, 2)
    await cache.answer('a', version('1'), a.read)
    await cache.answer('b', version('1'), b.read)
    assert.equal(a.calls(), 1)
    assert.equal(b.calls(), 2)
  })
})
