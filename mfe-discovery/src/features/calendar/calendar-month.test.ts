import { describe, expect, it } from '@jest/globals'
import { calendarPayload, eventsByDay } from './calendar.api.ts'
import {
  calendarRange,
  monthFromParam,
  monthParam,
  monthTitle,
  monthWeeks,
  shiftMonth,
  weekdayLabels,
} from './calendar-month.ts'

describe('the calendar month', () => {
  it('starts its weeks on Sunday', () => {
    // 1 March 2026 is a Sunday, 1 April 2026 a Wednesday
    expect(monthWeeks({ year: 2026, month: 3 })[0]?.[0]).toBe('2026-03-01')
    const april = monthWeeks({ year: 2026, month: 4 })
    expect(april[0]).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04'])
    expect(april.every((week) => week.length === 7)).toBe(true)
    expect(april.flat().filter(Boolean)).toHaveLength(30)
  })

  it('knows leap years', () => {
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean).at(-1)).toBe('2028-02-29')
    expect(monthWeeks({ year: 2026, month: 2 }).flat().filter(Boolean).at(-1)).toBe('2026-02-28')
  })

  it('asks for the month start to the next month start as yyyy/mm/dd', () => {
    expect(calendarRange({ year: 2026, month: 3 })).toEqual({
      date_from: '2026/03/01',
      date_to: '2026/04/01',
    })
    expect(calendarRange({ year: 2026, month: 12 })).toEqual({
      date_from: '2026/12/01',
      date_to: '2027/01/01',
    })
  })

  it('moves back and forward across year ends', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2026, month: 5 }, 14)).toEqual({ year: 2027, month: 7 })
  })

  it('reads ?month=yyyy-mm and falls back to this month for anything else', () => {
    const today = new Date(2026, 10, 22)
    expect(monthFromParam('2027-02', today)).toEqual({ year: 2027, month: 2 })
    expect(monthFromParam('2027-13', today)).toEqual({ year: 2026, month: 11 })
    expect(monthFromParam('february', today)).toEqual({ year: 2026, month: 11 })
    expect(monthFromParam(null, today)).toEqual({ year: 2026, month: 11 })
    expect(monthParam({ year: 2027, month: 2 })).toBe('2027-02')
  })

  it('labels days and months in English or Chinese, Sunday first', () => {
    expect(weekdayLabels('en-GB', 'short')[0]).toBe('Sun')
    expect(weekdayLabels('en-GB', 'long')[6]).toBe('Saturday')
    expect(weekdayLabels('zh-CN', 'long')[0]).toBe('星期日')
    expect(monthTitle({ year: 2026, month: 3 }, 'en-GB')).toBe('March 2026')
    expect(monthTitle({ year: 2026, month: 3 }, 'zh-CN')).toBe('2026年3月')
  })
})

describe('the calendar call', () => {
  it('sends the spec part 7 parameters', () => {
    expect(calendarPayload(4, { year: 2026, month: 11 }, [1, 3])).toEqual({
      include_open_dates: 1,
      include_flash_sales: 1,
      include_expired: 1,
      city_id: 4,
      date_from: '2026/11/01',
      date_to: '2026/12/01',
      types: '1,3',
      icon: 1,
    })
    expect(calendarPayload(1, { year: 2026, month: 11 }, null)).not.toHaveProperty('types')
  })

  it('lists each event on every one of its open dates', () => {
    const byDay = eventsByDay([
      {
        event_id: 1,
        event_name_en: 'A',
        detail_url: '/london/event/a/',
        open_dates: ['2026-11-02', '2026-11-03'],
      },
      { event_id: 2, event_name_en: 'B', detail_url: '/london/event/b/', open_dates: ['2026-11-03'] },
    ])
    expect(byDay.get('2026-11-02')?.map((e) => e.event_id)).toEqual([1])
    expect(byDay.get('2026-11-03')?.map((e) => e.event_id)).toEqual([1, 2])
  })
})
