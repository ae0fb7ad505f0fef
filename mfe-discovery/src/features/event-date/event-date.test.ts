import { describe, expect, it } from '@jest/globals'
import { datePickerBase, eventDateUrl, isCalendarDay, shiftDay } from './event-date.ts'

describe('the event date page', () => {
  it('links to the base url plus year-month-day plus a trailing slash', () => {
    expect(eventDateUrl(datePickerBase('/london'), '2026-12-05')).toBe('/london/events/2026-12-05/')
    expect(datePickerBase('/new-york/')).toBe('/new-york/events/')
  })

  it('moves a day back and forward across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
    expect(isCalendarDay('2026-2-3')).toBe(false)
  })
})
