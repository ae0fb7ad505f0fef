import { afterEach, describe, expect, it } from '@jest/globals'
import { setLocale } from '@showroom/i18n'
import { act, render, screen, within } from '@testing-library/react'
import '../../messages.ts'
import './calendar.messages.ts'
import { eventsByDay } from './calendar.api.ts'
import { CalendarGrid } from './CalendarGrid.tsx'

const events = [
  {
    event_id: 1,
    event_name_en: 'Winter sample sale',
    event_name_zh: '冬季样品特卖',
    detail_url: '/london/event/winter-sample-sale/',
    type_id: 1,
    open_dates: ['2026-12-05', '2026-12-06'],
  },
]

function renderGrid(more: Record<string, number>, locale: 'en' | 'zh' = 'en') {
  return render(
    <CalendarGrid
      month={{ year: 2026, month: 12 }}
      byDay={eventsByDay(events)}
      more={more}
      dayPagesBase="/london/events/"
      typeColors={new Map([[1, '#e4572e']])}
      locale={locale}
      intlLocale={locale === 'zh' ? 'zh-CN' : 'en-GB'}
      today="2026-12-01"
    />,
  )
}

const cell = (container: HTMLElement, day: string) =>
  container.querySelector(`[data-date="${day}"]`) as HTMLElement

afterEach(async () => {
  await act(() => setLocale('en'))
})

describe('the calendar grid’s more link', () => {
  it('shows +N more on a day the server cut short, linking to that day’s events page', () => {
    const { container } = renderGrid({ '2026-12-05': 12 })
    const more = within(cell(container, '2026-12-05')).getByTestId('calendar-more')
    expect(more.textContent).toBe('+12 more')
    expect(more.getAttribute('href')).toBe('/london/events/2026-12-05/')
    expect(more.getAttribute('aria-label')).toBe('+12 more events on Saturday 5 December')
    expect(within(cell(container, '2026-12-05')).getByText('Winter sample sale')).toBeTruthy()
  })

  it('shows no more link on days that were not cut short', () => {
    const { container } = renderGrid({ '2026-12-05': 3 })
    expect(within(cell(container, '2026-12-06')).queryByTestId('calendar-more')).toBeNull()
    expect(screen.getAllByTestId('calendar-more')).toHaveLength(1)
  })

  it('says it in Chinese on Chinese pages', async () => {
    await act(() => setLocale('zh'))
    const { container } = renderGrid({ '2026-12-06': 4 }, 'zh')
    const more = within(cell(container, '2026-12-06')).getByTestId('calendar-more')
    expect(more.textContent).toBe('+4 项')
    expect(more.getAttribute('href')).toBe('/london/events/2026-12-06/')
    expect(within(cell(container, '2026-12-06')).getByText('冬季样品特卖')).toBeTruthy()
  })
})
