import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createBatchLoader } from './batch-loader.ts'

function countingLoader(fail = () => false) {
  const asked: number[][] = []
  const loadMany = async (keys: readonly number[]) => {
    asked.push([...keys])
    if (fail()) throw new Error('the database is away')
    return new Map(keys.filter((key) => key > 0).map((key) => [key, `row ${key}`]))
  }
  return { asked, loadMany }
}

describe('a batch loader', () => {
  test('asks once for the keys of one tick, each key once, and answers null for a missing one', async () => {
    const { asked, loadMany } = countingLoader()
    const load = createBatchLoader(loadMany)
    assert.deepEqual(await Promise.all([load(1), load(2), load(1), load(-3)]), [
      'row 1',
      'row 2',
      'row 1',
      null,
    ])
    assert.deepEqual(asked, [[1, 2, -3]])
  })

  test('asks again in a later tick unless told to keep its answers', async () => {
    const plain = countingLoader()
    const load = createBatchLoader(plain.loadMany)
    await load(1)
    assert.equal(await load(1), 'row 1')
    assert.deepEqual(plain.asked, [[1], [1]])

    const keeping = countingLoader()
    const keep = createBatchLoader(keeping.loadMany, { keep: true })
    await Promise.all([keep(1), keep(2)])
    assert.deepEqual(await Promise.all([keep(2), keep(1), keep(4)]), ['row 2', 'row 1', 'row 4'])
    assert.deepEqual(keeping.asked, [[1, 2], [4]])
  })

  test('keeps no failure: a key whose load failed is asked again', async () => {
    let down = true
    const { asked, loadMany } = countingLoader(() => down)
    const keep = createBatchLoader(loadMany, { keep: true })
    await assert.rejects(keep(1), /the database is away/)
    down = false
    assert.equal(await keep(1), 'row 1')
    assert.deepEqual(asked, [[1], [1]])
  })
})
