import assert from 'node:assert/strict'
import { afterEach, describe, test } from 'node:test'
import { preparedDataHour } from './data-hour.ts'

describe('the hour prepared data is named by', () => {
  const saved = process.env.TEST_DATA_SINCE
  afterEach(() => {
    if (saved === undefined) delete process.env.TEST_DATA_SINCE
    else process.env.TEST_DATA_SINCE = saved
  })

  test('is the current hour outside a run', () => {
    delete process.env.TEST_DATA_SINCE
    assert.equal(preparedDataHour(new Date('2026-11-24T07:40:00Z')), '2026112407')
  })

  test("stays the run's first hour while every demo city keeps its date", () => {
    process.env.TEST_DATA_SINCE = '2026-11-24T06:50:00Z'
    assert.equal(preparedDataHour(new Date('2026-11-24T07:40:00Z')), '2026112406')
  })

  test("moves on once a demo city's date changed (Los Angeles at 08:00 UTC in November)", () => {
    process.env.TEST_DATA_SINCE = '2026-11-24T07:50:00Z'
    assert.equal(preparedDataHour(new Date('2026-11-24T08:10:00Z')), '2026112408')
  })

  test('moves on after two hours, and ignores a start in the future or no date at all', () => {
    process.env.TEST_DATA_SINCE = '2026-11-24T08:30:00Z'
    assert.equal(preparedDataHour(new Date('2026-11-24T10:40:00Z')), '2026112410')
    assert.equal(preparedDataHour(new Date('2026-11-24T08:20:00Z')), '2026112408')
    process.env.TEST_DATA_SINCE = 'soon'
    assert.equal(preparedDataHour(new Date('2026-11-24T08:20:00Z')), '2026112408')
  })
})
