const DAY_MS = 86_400_000
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// a real calendar day in yyyy-mm-dd (2026-02-30 is not one)
export function isCalendarDay(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

export function shiftDay(day: string, days: number): string {
  const start = Date.parse(`${day}T00:00:00Z`)
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10)
}

// the date picker's base url: `/{city}/events/`
export function datePickerBase(cityUrl: string): string {
  return `${cityUrl.replace(/\/$/, '')}/events/`
}

// spec part 2: the date picker's base url plus year-month-day plus a trailing slash
export function eventDateUrl(base: string, day: string): string {
  return `${base}${day}/`
}
