import assert from 'node:assert/strict'
import { test } from 'node:test'
import { largestFirst } from './test-order.ts'

test('a step starts its largest test files first, and files of one size by name', () => {
  assert.deepEqual(
    largestFirst([
      { file: 'a.test.ts', bytes: 10 },
      { file: 'c.test.ts', bytes: 30 },
      { file: 'b.test.ts', bytes: 30 },
      { file: 'd.test.ts', bytes: 20 },
    ]),
    ['b.test.ts', 'c.test.ts', 'd.test.ts', 'a.test.ts'],
  )
})
