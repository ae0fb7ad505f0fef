import { discoveryErrors } from '../discovery.errors.ts'
import type { CalendarRow } from './calendar.query.ts'
import { eventDetailUrl } from './event.shape.ts'

// a month grid shows a few events a day; the rest are counted and linked to the day's page
export const CALENDAR_PER_DAY = 8
export const MAX_CALENDAR_PER_DAY = 20

export interface CalendarEntry {
  eventId: number
  nameEn: string
  nameZh: string | null
  detailUrl: string
  typeId: number
  // the days inside the range on which the event was chosen
  openDates: string[]
}

export interface CalendarGrid {
  events: CalendarEntry[]
  // days with more open events than were returned: how many were left out
  more: { date: string; count: number }[]
}

export const emptyCalendarGrid = (): CalendarGrid => ({ events: [], more: [] })

// absent means the default; anything but a whole number from 1 to the maximum is refused
export function perDayOf(value: number | null | undefined): number {
  if (value === null || value === undefined) return CALENDAR_PER_DAY
  if (!Number.isInteger(value) || value < 1 || value > MAX_CALENDAR_PER_DAY) throw discoveryErrors.badPerDay()
  return value
}

// rows come by day then rank: each event once, in the order it first shows, with its chosen days
export function calendarGrid(rows: readonly CalendarRow[], citySlug: string, perDay: number): CalendarGrid {
  const byEvent = new Map<number, CalendarEntry>()
  const more: CalendarGrid['more'] = []
  for (const row of rows) {
    const entry = byEvent.get(row.event_id)
    if (entry) entry.openDates.push(row.day)
    else {
      byEvent.set(row.event_id, {
        eventId: row.event_id,
        nameEn: row.name_en,
        nameZh: row.name_zh,
        detailUrl: eventDetailUrl(citySlug, row.slug),
        typeId: row.type_id,
        openDates: [row.day],
      })
    }
    if (row.open_that_day > perDay && more.at(-1)?.date !== row.day) {
      more.push({ date: row.day, count: row.open_that_day - perDay })
    }
  }
  return { events: [...byEvent.values()], more }
}
