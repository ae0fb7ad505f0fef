import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { addDays, dateLabel, parseDay, parseRange, todayIn } from './event-dates.ts'

describe('event dates', () => {
  it('reads days written with dashes or slashes and refuses days that do not exist', () => {
    assert.equal(parseDay('2026/12/05'), '2026-12-05')
    assert.equal(parseDay('2026-12-05'), '2026-12-05')
    assert.equal(parseDay('2026-02-30'), null)
    assert.equal(parseDay('05/12/2026'), null)
    assert.equal(parseDay('tomorrow'), null)
  })

  it('accepts a month and refuses an empty, reversed or over-long range on date_to', () => {
    assert.deepEqual(parseRange('2026/12/01', '2027/01/01'), { from: '2026-12-01', to: '2027-01-01' })
    for (const [from, to] of [
      ['2026-12-01', '2026-12-01'],
      ['2026-12-02', '2026-12-01'],
      ['2026-01-01', '2026-03-05'],
    ]) {
      assert.throws(
        () => parseRange(from as string, to as string),
        (error: { extensions: { code: string; field: string; http: number } }) =>
          error.extensions.code === 'DISCOVERY_ERR_BAD_RANGE' &&
          error.extensions.field === 'date_to' &&
          error.extensions.http === 400,
      )
    }
    assert.throws(() => parseRange('2026-13-01', '2026-12-01'), /yyyy-mm-dd/)
  })

  it('moves across month ends when adding days', () => {
    assert.equal(addDays('2026-12-30', 3), '2027-01-02')
  })

  it('labels one day, a weekend and a range across months in the city timezone', () => {
    const london = 'Europe/London'
    assert.equal(
      dateLabel(new Date('2026-12-05T10:00:00Z'), new Date('2026-12-05T18:00:00Z'), london),
      'Sat 5 Dec 2026',
    )
    assert.equal(
      dateLabel(new Date('2026-12-05T10:00:00Z'), new Date('2026-12-06T18:00:00Z'), london),
      'Sat 5 - Sun 6 Dec 2026',
    )
    assert.equal(
      dateLabel(new Date('2026-11-30T10:00:00Z'), new Date('2026-12-01T18:00:00Z'), london),
      'Mon 30 Nov - Tue 1 Dec 2026',
    )
    // 23:00 UTC on Friday is already Saturday in Hong Kong
    assert.equal(
      dateLabel(new Date('2026-12-04T23:00:00Z'), new Date('2026-12-05T09:00:00Z'), 'Asia/Hong_Kong'),
      'Sat 5 Dec 2026',
    )
    assert.equal(todayIn('Asia/Hong_Kong', new Date('2026-12-04T23:00:00Z')), '2026-12-05')
  })
})
