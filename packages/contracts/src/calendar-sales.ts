// calendar_in_city with include_flash_sales=1: the city's and the online sales, as calendar entries
// with the spec's fields (ADR 0034). Sales are few, so they are not counted in per_day or `more`

// the graph's calendarGrid and eventTypes, as calendar_in_city and the calendar page ask for them
export interface CalendarGridAnswer {
  events: Array<{
    eventId: number
    nameEn: string
    nameZh: string | null
    detailUrl: string
    typeId: number
    openDates: string[]
  }>
  more: Array<{ date: string; count: number }>
}

export interface CalendarEventTypeAnswer {
  id: number
  key: string
  nameEn: string
  nameZh: string | null
  color: string
}

export interface CalendarSale {
  id: number
  name: string
  storeUrl: string
  startsAt: string
  endsAt: string
}

const DAY_MS = 86_400_000
const DATE = /^(\d{4})[/-](\d{2})[/-](\d{2})$/

const dayOf = (value: string): number | null => {
  const match = DATE.exec(value.trim())
  if (!match) return null
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(at) ? null : at
}
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

// the times commerce is asked about: the calendar's days a day wider on each side, whatever the
// city's time zone; null when the dates are not dates (discovery refuses the call then)
export function saleWindow(dateFrom: string, dateTo: string): { from: string; to: string } | null {
  const from = dayOf(dateFrom)
  const to = dayOf(dateTo)
  if (from === null || to === null || to <= from) return null
  return { from: new Date(from - DAY_MS).toISOString(), to: new Date(to + DAY_MS).toISOString() }
}

// one formatter per time zone: making one is the costly part
const dayFormats = new Map<string, Intl.DateTimeFormat>()

function localDay(iso: string, timeZone: string): number {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return dayOf(format.format(new Date(iso))) ?? Date.parse(iso)
}

// the days of [dateFrom, dateTo) on which the sale is open in the city's time zone
export function saleOpenDates(
  sale: CalendarSale,
  timeZone: string,
  dateFrom: string,
  dateTo: string,
): string[] {
  const from = dayOf(dateFrom)
  const to = dayOf(dateTo)
  if (from === null || to === null) return []
  const first = Math.max(localDay(sale.startsAt, timeZone), from)
  // a sale ending at midnight is not open that day
  const last = localDay(new Date(Date.parse(sale.endsAt) - 1).toISOString(), timeZone)
  const days: string[] = []
  for (let day = first; day <= last && day < to; day += DAY_MS) days.push(isoDay(day))
  return days
}

// a sale open on `openDates` as a calendar entry (calendar_in_city's fields)
export function calendarSaleEntry(sale: CalendarSale, openDates: string[], includeOpenDates: boolean) {
  return {
    // a sale is no event: event_id stays null and flash_sale_id names it
    event_id: null,
    flash_sale_id: sale.id,
    event_name_en: sale.name,
    event_name_zh: null,
    detail_url: sale.storeUrl,
    type_id: null,
    is_flash_sale: true as const,
    ...(includeOpenDates ? { open_dates: openDates } : {}),
  }
}

export function calendarSaleEntries(
  sales: readonly CalendarSale[] | null | undefined,
  timeZone: string,
  input: { date_from: string; date_to: string; include_open_dates: boolean },
) {
  const entries = []
  for (const sale of sales ?? []) {
    const openDates = saleOpenDates(sale, timeZone, input.date_from, input.date_to)
    if (openDates.length > 0) entries.push(calendarSaleEntry(sale, openDates, input.include_open_dates))
  }
  return entries
}
