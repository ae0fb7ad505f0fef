import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mergeSuggestions } from './suggestions-merge.ts'

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`)

describe('search_autocomplete suggestions with sale names merged in', () => {
  test('a full list from discovery still leaves five places for sales', () => {
    const merged = mergeSuggestions(names('Event', 15), names('Sale', 8), 15)
    assert.equal(merged.length, 15)
    assert.deepEqual(merged.slice(10), names('Sale', 5))
  })

  test('sales fill what discovery leaves, and discovery what sales leave', () => {
    assert.deepEqual(mergeSuggestions(['Event 1'], names('Sale', 20), 15).length, 15)
    assert.deepEqual(mergeSuggestions(names('Event', 14), ['Sale 1'], 15), [...names('Event', 14), 'Sale 1'])
  })

  test('a name in both lists shows once, whatever its case; no sales answer leaves discovery as it was', () => {
    assert.deepEqual(mergeSuggestions(['Atelier Nord'], ['atelier nord', 'Nord sale'], 15), [
      'Atelier Nord',
      'Nord sale',
    ])
    assert.deepEqual(mergeSuggestions(['A', 'B'], null, 15), ['A', 'B'])
  })
})
