import assert from 'node:assert/strict'
import { describe, test } from '@jest/globals'
import { calendarSaleEntries, saleOpenDates, saleWindow } from './calendar-sales.ts'

const sale = (startsAt: string, endsAt: string) => ({
  id: 4,
  name: 'Nord sale',
  storeUrl: '/flash/nord-sale-trade-4/',
  startsAt,
  endsAt,
})

describe('sales as calendar entries', () => {
  test("a sale's open days are counted in the city's time zone and kept inside the asked days", () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Shanghai; a sale ending at midnight is not open that day
    const s = sale('2026-11-30T23:30:00Z', '2026-12-03T00:00:00Z')
    assert.deepEqual(saleOpenDates(s, 'Europe/London', '2026/12/01', '2027/01/01'), [
      '2026-12-01',
      '2026-12-02',
    ])
    assert.deepEqual(saleOpenDates(s, 'Asia/Shanghai', '2026/12/01', '2027/01/01'), [
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ])
    assert.deepEqual(saleOpenDates(s, 'Europe/London', '2026/11/01', '2026/12/01'), ['2026-11-30'])
  })

  test('entries carry the spec fields, open_dates only when asked, and no sale outside the days', () => {
    const input = { date_from: '2026/12/01', date_to: '2027/01/01', include_open_dates: false }
    const entries = calendarSaleEntries(
      [
        sale('2026-12-05T10:00:00Z', '2026-12-06T10:00:00Z'),
        sale('2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z'),
      ],
      'Europe/London',
      input,
    )
    assert.deepEqual(entries, [
      {
        event_id: null,
        flash_sale_id: 4,
        event_name_en: 'Nord sale',
        event_name_zh: null,
        detail_url: '/flash/nord-sale-trade-4/',
        type_id: null,
        is_flash_sale: true,
      },
    ])
  })

  test('commerce is asked a day wider on each side, and not at all for dates that are not dates', () => {
    assert.deepEqual(saleWindow('2026/12/01', '2027/01/01'), {
      from: '2026-11-30T00:00:00.000Z',
      to: '2027-01-02T00:00:00.000Z',
    })
    assert.equal(saleWindow('tomorrow', '2027/01/01'), null)
    assert.equal(saleWindow('2027/01/01', '2026/12/01'), null)
  })
})
