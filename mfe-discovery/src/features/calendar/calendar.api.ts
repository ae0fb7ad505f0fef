import { calendarSaleEntry, saleOpenDates, saleWindow } from '@showroom/contracts'
import { keptText } from '../shared/dates.ts'
import type { CalendarData, CalendarVariables } from './calendar.graphql.ts'
import { type CalendarMonth, calendarRange } from './calendar-month.ts'

// values.events and lookups.event_types of calendar_in_city (spec parts 3 and 7)
export interface CalendarEntry {
  // null for a sale (include_flash_sales=1), which flash_sale_id names instead
  event_id: number | null
  flash_sale_id?: number
  is_flash_sale?: boolean
  event_name_en: string
  event_name_zh?: string | null
  detail_url: string
  type_id?: number | null
  open_dates?: string[]
}

// events and sales share the calendar: one key for both
export const calendarEntryKey = (entry: CalendarEntry) =>
  entry.flash_sale_id != null ? `sale-${entry.flash_sale_id}` : `event-${entry.event_id}`

export interface CalendarEventType {
  id: number
  key?: string
  name_en: string
  name_zh?: string | null
  color: string
}

// lookups.more: yyyy-mm-dd → how many events open that day the server left out
export type CalendarMore = Readonly<Record<string, number>>

// the query's variables for a month; `types` null asks for every type
export function calendarVariables(
  cityId: number,
  month: CalendarMonth,
  types: readonly number[] | null,
): CalendarVariables {
  // spec part 7: date_from is the month's first day, date_to the next month's, as yyyy/mm/dd
  const { date_from: from, date_to: to } = calendarRange(month)
  const window = saleWindow(from, to)
  return {
    cityId,
    from,
    to,
    types: types ? [...types] : null,
    saleFrom: window?.from ?? from,
    saleTo: window?.to ?? to,
  }
}

// calendar_in_city's values.events, lookups.more and lookups.event_types from the graph's answer:
// the events, then the sales open in the month, each on the days it is open in the city's time zone
export function calendarFromData(data: CalendarData, variables: CalendarVariables) {
  const timeZone = data.city?.timezone ?? 'UTC'
  const sales: CalendarEntry[] = []
  for (const sale of data.flashSalesBetween ?? []) {
    // the server's days where it drew the first view: no date formatter while the page is taken over
    const days = keptText(
      `saleDays|${timeZone}|${variables.from}|${variables.to}|${sale.startsAt}|${sale.endsAt}`,
      () => saleOpenDates(sale, timeZone, variables.from, variables.to).join(' '),
    )
    const openDates = days.split(' ').filter(Boolean)
    if (openDates.length > 0) sales.push(calendarSaleEntry(sale, openDates, true))
  }
  const events: CalendarEntry[] = [
    ...data.calendarGrid.events.map((event) => ({
      event_id: event.eventId,
      event_name_en: event.nameEn,
      event_name_zh: event.nameZh,
      detail_url: event.detailUrl,
      type_id: event.typeId,
      open_dates: event.openDates,
    })),
    ...sales,
  ]
  const more: Record<string, number> = {}
  for (const day of data.calendarGrid.more) more[day.date] = day.count
  const eventTypes: CalendarEventType[] = (data.eventTypes ?? []).map((type) => ({
    id: type.id,
    key: type.key,
    name_en: type.nameEn,
    name_zh: type.nameZh,
    color: type.color,
  }))
  return { events, more, eventTypes }
}

// the events open on each day, keyed yyyy-mm-dd
export function eventsByDay(events: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>()
  for (const event of events) {
    for (const day of event.open_dates ?? []) {
      const list = byDay.get(day)
      if (list) list.push(event)
      else byDay.set(day, [event])
    }
  }
  return byDay
}

// the event's name in the page's language, English when there is no translation
export const calendarEventName = (event: CalendarEntry, locale: string) =>
  (locale === 'zh' ? event.event_name_zh : null) || event.event_name_en
