import { describe, expect, it } from '@jest/globals'
import { render, within } from '@testing-library/react'
import '../../messages.ts'
import './calendar.messages.ts'
import { type CalendarEntry, eventsByDay } from './calendar.api.ts'
import { CalendarGrid } from './CalendarGrid.tsx'

const entries: CalendarEntry[] = [
  {
    event_id: 1,
    event_name_en: 'Winter sample sale',
    detail_url: '/london/event/winter-sample-sale/',
    type_id: 1,
    open_dates: ['2026-12-05'],
  },
  ...[7, 8].map((id) => ({
    event_id: null,
    flash_sale_id: id,
    is_flash_sale: true,
    event_name_en: `Online sale ${id}`,
    event_name_zh: null,
    detail_url: `/flash/online-sale-${id}-trade-${id}/`,
    type_id: null,
    open_dates: ['2026-12-05'],
  })),
]

describe('sales in the calendar grid', () => {
  it('shows each sale of a day beside its events, linking to the sale’s store link', () => {
    const { container } = render(
      <CalendarGrid
        month={{ year: 2026, month: 12 }}
        byDay={eventsByDay(entries)}
        more={{}}
        dayPagesBase="/london/events/"
        typeColors={new Map([[1, '#e4572e']])}
        locale="en"
        intlLocale="en-GB"
        today="2026-12-01"
      />,
    )
    const day = within(container.querySelector('[data-date="2026-12-05"]') as HTMLElement)
    expect(day.getByText('Winter sample sale').getAttribute('data-event-id')).toBe('1')
    for (const id of [7, 8]) {
      const link = day.getByText(`Online sale ${id}`)
      expect(link.getAttribute('href')).toBe(`/flash/online-sale-${id}-trade-${id}/`)
      expect(link.getAttribute('data-flash-sale-id')).toBe(String(id))
      expect(link.getAttribute('data-event-id')).toBeNull()
      expect(link.closest('li')?.className).toContain('sr-calendar__event--sale')
    }
  })
})
