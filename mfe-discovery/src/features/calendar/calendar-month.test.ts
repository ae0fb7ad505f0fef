import { describe, expect, it } from '@jest/globals'
import { calendarFromData, calendarVariables, eventsByDay } from './calendar.api.ts'
import {
  calendarRange,
  monthFromParam,
  monthParam,
  monthTitle,
  monthWeeks,
  shiftMonth,
  weekdayLabels,
} from './calendar-month.ts'
import { askedTypes } from './use-calendar.ts'

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
  it('asks for the spec part 7 month and the sales a day wider on each side', () => {
    expect(calendarVariables(4, { year: 2026, month: 11 }, [1, 3])).toEqual({
      cityId: 4,
      from: '2026/11/01',
      to: '2026/12/01',
      types: [1, 3],
      saleFrom: '2026-10-31T00:00:00.000Z',
      saleTo: '2026-12-02T00:00:00.000Z',
    })
    expect(calendarVariables(1, { year: 2026, month: 12 }, null)).toMatchObject({
      from: '2026/12/01',
      to: '2027/01/01',
      types: null,
    })
  })

  it('maps the answer to calendar_in_city’s entries, sales on the days they are open in the city', () => {
    const variables = calendarVariables(4, { year: 2026, month: 11 }, null)
    const calendar = calendarFromData(
      {
        calendarGrid: {
          events: [
            {
              eventId: 7,
              nameEn: 'Open studio',
              nameZh: '开放工作室',
              detailUrl: '/hong-kong/event/open-studio-7/',
              typeId: 2,
              openDates: ['2026-11-03'],
            },
          ],
          more: [{ date: '2026-11-03', count: 2 }],
        },
        eventTypes: [{ id: 2, key: 'show', nameEn: 'Show', nameZh: '秀', color: '#123456' }],
        // 23:00 UTC on the 4th is the 5th in Hong Kong; ending at local midnight leaves the 6th out
        flashSalesBetween: [
          {
            id: 9,
            name: 'Silk sale',
            storeUrl: '/flash/silk-sale-9/',
            startsAt: '2026-11-04T23:00:00.000Z',
            endsAt: '2026-11-05T16:00:00.000Z',
          },
          // over before the month: left out
          {
            id: 10,
            name: 'Old sale',
            storeUrl: '/flash/old-sale-10/',
            startsAt: '2026-10-01T00:00:00.000Z',
            endsAt: '2026-10-02T00:00:00.000Z',
          },
        ],
        city: { id: 4, timezone: 'Asia/Hong_Kong' },
      },
      variables,
    )
    expect(calendar.events).toEqual([
      {
        event_id: 7,
        event_name_en: 'Open studio',
        event_name_zh: '开放工作室',
        detail_url: '/hong-kong/event/open-studio-7/',
        type_id: 2,
        open_dates: ['2026-11-03'],
      },
      {
        event_id: null,
        flash_sale_id: 9,
        event_name_en: 'Silk sale',
        event_name_zh: null,
        detail_url: '/flash/silk-sale-9/',
        type_id: null,
        is_flash_sale: true,
        open_dates: ['2026-11-05'],
      },
    ])
    expect(calendar.more).toEqual({ '2026-11-03': 2 })
    expect(calendar.eventTypes).toEqual([
      { id: 2, key: 'show', name_en: 'Show', name_zh: '秀', color: '#123456' },
    ])
  })

  it('asks for every type while every known type is ticked, and for the ticked ones otherwise', () => {
    const types = [
      { id: 1, name_en: 'A', color: 'red' },
      { id: 2, name_en: 'B', color: 'blue' },
    ]
    expect(askedTypes(null, types)).toBeNull()
    expect(askedTypes(new Set([2, 1]), types)).toBeNull()
    expect(askedTypes(new Set([2]), types)).toEqual([2])
    expect(askedTypes(new Set(), types)).toEqual([])
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
