import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { retryDelayMs } from './backoff.ts'

describe('the retry delay', () => {
  test('doubles after each failed attempt and stops at the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) =>
      retryDelayMs(attempt, { baseMs: 1000, maxMs: 60_000 }),
    )
    assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000])
  })

  test('stays finite for absurd attempt counts', () => {
    assert.equal(retryDelayMs(10_000, { baseMs: 1000, maxMs: 60_000 }), 60_000)
  })
})
