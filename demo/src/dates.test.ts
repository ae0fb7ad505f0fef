import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { addDays, todayIn, weekdayOf, zonedInstant } from './dates.ts'

describe('demo dates', () => {
  test('local wall-clock times become the right instants, summer and winter', () => {
    assert.equal(
      zonedInstant('2026-07-01', '10:00', 'Europe/London').toISOString(),
      '2026-07-01T09:00:00.000Z',
    )
    assert.equal(
      zonedInstant('2026-12-01', '10:00', 'Europe/London').toISOString(),
      '2026-12-01T10:00:00.000Z',
    )
    assert.equal(
      zonedInstant('2026-12-01', '18:30', 'America/Los_Angeles').toISOString(),
      '2026-12-02T02:30:00.000Z',
    )
    assert.equal(
      zonedInstant('2026-12-01', '09:00', 'Asia/Hong_Kong').toISOString(),
      '2026-12-01T01:00:00.000Z',
    )
  })

  test('days add across months and know their weekday and local date', () => {
    assert.equal(addDays('2026-12-30', 3), '2027-01-02')
    assert.equal(addDays('2026-03-01', -1), '2026-02-28')
    assert.equal(weekdayOf('2026-11-23'), 1)
    const instant = new Date('2026-11-22T20:00:00Z')
    assert.equal(todayIn('Asia/Hong_Kong', instant), '2026-11-23')
    assert.equal(todayIn('America/New_York', instant), '2026-11-22')
  })
})
