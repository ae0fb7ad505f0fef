import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { CALENDAR_PER_DAY, calendarGrid, perDayOf } from './calendar-grid.ts'
import type { CalendarRow } from './calendar.query.ts'

const row = (eventId: number, day: string, openThatDay: number): CalendarRow => ({
  event_id: eventId,
  slug: `event-${eventId}`,
  name_en: `Event ${eventId}`,
  name_zh: null,
  type_id: 1,
  day,
  rank: 1,
  open_that_day: openThatDay,
})

describe('the calendar grid', () => {
  it('takes eight a day by default and refuses anything but 1 to 20', () => {
    assert.equal(perDayOf(undefined), CALENDAR_PER_DAY)
    assert.equal(perDayOf(null), 8)
    assert.equal(perDayOf(1), 1)
    assert.equal(perDayOf(20), 20)
    for (const bad of [0, -3, 21, 2.5, Number.NaN]) {
      assert.throws(() => perDayOf(bad), {
        extensions: { code: 'DISCOVERY_ERR_BAD_PER_DAY', field: 'per_day', http: 400 },
      })
    }
  })

  it('lists each event once with its chosen days and counts what each full day left out', () => {
    const grid = calendarGrid(
      [row(7, '2027-01-01', 3), row(5, '2027-01-01', 3), row(5, '2027-01-02', 2), row(9, '2027-01-02', 2)],
      'london',
      2,
    )
    assert.deepEqual(
      grid.events.map((e) => [e.eventId, e.detailUrl, e.openDates]),
      [
        [7, '/london/event/event-7/', ['2027-01-01']],
        [5, '/london/event/event-5/', ['2027-01-01', '2027-01-02']],
        [9, '/london/event/event-9/', ['2027-01-02']],
      ],
    )
    assert.deepEqual(grid.more, [{ date: '2027-01-01', count: 1 }])
  })
})
