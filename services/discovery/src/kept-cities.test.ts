import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { keptCities } from './kept-cities.ts'

const city = (id: number) => ({
  id,
  slug: `city-${id}`,
  name_en: `City ${id}`,
  name_zh: null,
  timezone: 'Europe/London',
  currency: 'GBP',
  position: id,
})

// a table of cities whose reads are counted, with the ids each read asked for
function table(ids: number[]) {
  const rows = new Map(ids.map((id) => [id, city(id)]))
  const asked: number[][] = []
  return {
    rows,
    asked,
    read: async (wanted: readonly number[]) => {
      asked.push([...wanted])
      return wanted.flatMap((id) => (rows.has(id) ? [rows.get(id) as ReturnType<typeof city>] : []))
    },
  }
}

describe('cities kept across requests', () => {
  it('reads a city once, then answers it from what it kept, reading only the ids it lacks', async () => {
    const cities = table([1, 2, 3])
    const kept = keptCities(cities.read)
    assert.deepEqual([...(await kept([1, 2])).keys()], [1, 2])
    const again = await kept([2, 3])
    assert.equal(again.get(2)?.name_en, 'City 2')
    assert.equal(again.get(3)?.name_en, 'City 3')
    assert.deepEqual(cities.asked, [[1, 2], [3]])
  })

  it('does not keep an id it did not find, so a city added since is found on the next read', async () => {
    const cities = table([1])
    const kept = keptCities(cities.read)
    assert.equal((await kept([9])).has(9), false)
    cities.rows.set(9, city(9))
    assert.equal((await kept([9])).get(9)?.slug, 'city-9')
    assert.deepEqual(cities.asked, [[9], [9]])
  })

  it('reads a city again once its minute is over', async () => {
    let clock = 0
    const cities = table([1])
    const kept = keptCities(cities.read, { keptMs: 60_000, now: () => clock })
    await kept([1])
    clock = 59_999
    await kept([1])
    assert.equal(cities.asked.length, 1)
    clock = 60_000
    await kept([1])
    assert.equal(cities.asked.length, 2)
  })

  it('hands every request the same frozen row, so no request can change another one’s city', async () => {
    const cities = table([1])
    const kept = keptCities(cities.read)
    const row = (await kept([1])).get(1)
    assert.ok(row && Object.isFrozen(row))
    assert.throws(() => {
      ;(row as { name_en: string }).name_en = 'Changed'
    }, TypeError)
    assert.equal((await kept([1])).get(1)?.name_en, 'City 1')
  })

  it('keeps at most its bound, starting afresh past it', async () => {
    const cities = table([1, 2, 3])
    const kept = keptCities(cities.read, { maxEntries: 2 })
    await kept([1, 2])
    await kept([3])
    await kept([1])
    assert.deepEqual(cities.asked, [[1, 2], [3], [1]])
  })
})
