import { apiCall } from '@showroom/graphql-client'
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

export type CalendarLoad =
  | { ok: true; events: CalendarEntry[]; eventTypes: CalendarEventType[]; more: CalendarMore }
  | { ok: false; aborted: boolean; message: string | undefined }

// spec part 7 verbatim; `types` null asks for every type (the first load, before the types are known)
export function calendarPayload(cityId: number, month: CalendarMonth, types: readonly number[] | null) {
  return {
    include_open_dates: 1,
    include_flash_sales: 1,
    include_expired: 1,
    city_id: cityId,
    ...calendarRange(month),
    ...(types ? { types: types.join(',') } : {}),
    icon: 1,
  }
}

export async function loadCalendar(
  cityId: number,
  month: CalendarMonth,
  types: readonly number[] | null,
  signal?: AbortSignal,
): Promise<CalendarLoad> {
  const result = await apiCall<{ events?: CalendarEntry[] }>(
    'calendar_in_city',
    calendarPayload(cityId, month, types),
    { method: 'GET', signal },
  )
  if (!result.valid) return { ok: false, aborted: result.aborted, message: result.message }
  const lookups = result.envelope.lookups as { event_types?: CalendarEventType[]; more?: CalendarMore }
  return {
    ok: true,
    events: result.envelope.values.events ?? [],
    eventTypes: lookups.event_types ?? [],
    more: lookups.more ?? {},
  }
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
