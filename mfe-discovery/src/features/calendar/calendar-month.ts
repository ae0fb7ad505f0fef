// month arithmetic for the calendar page; months are { year, month } with month 1-12, no time zones
import { keptText } from '../shared/dates.ts'

export interface CalendarMonth {
  year: number
  month: number
}

const MONTH_PARAM = /^(\d{4})-(\d{2})$/

const pad = (value: number) => String(value).padStart(2, '0')

// `?month=yyyy-mm`; anything else (missing, malformed, month 13) means the month of `today`
export function monthFromParam(param: string | null | undefined, today: Date = new Date()): CalendarMonth {
  const match = MONTH_PARAM.exec(param ?? '')
  if (match) {
    const year = Number(match[1])
    const month = Number(match[2])
    if (month >= 1 && month <= 12) return { year, month }
  }
  return { year: today.getFullYear(), month: today.getMonth() + 1 }
}

export const monthParam = ({ year, month }: CalendarMonth) => `${year}-${pad(month)}`

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

// spec part 7: date_from is the month's first day, date_to the next month's first day, as yyyy/mm/dd
export function calendarRange(current: CalendarMonth): { date_from: string; date_to: string } {
  const next = shiftMonth(current, 1)
  return {
    date_from: `${current.year}/${pad(current.month)}/01`,
    date_to: `${next.year}/${pad(next.month)}/01`,
  }
}

export const daysInMonth = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate()

// 0 for Sunday
export const weekdayOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay()

export const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

// the month's weeks, Sunday first; days outside the month are null
export function monthWeeks(current: CalendarMonth): (string | null)[][] {
  const lead = weekdayOf(current.year, current.month, 1)
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= daysInMonth(current); day++) cells.push(isoDate(current.year, current.month, day))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}

// the Intl locale of the page's language
export const intlLocaleOf = (locale: string) => (locale === 'zh' ? 'zh-CN' : 'en-GB')

// weekday names for the table header, Sunday first, in the page's language
export function weekdayLabels(locale: string, width: 'short' | 'long'): string[] {
  // one formatter for the names the first view's texts do not hold, made only if one is missing
  let format: Intl.DateTimeFormat | undefined
  // 2023-01-01 was a Sunday
  return Array.from({ length: 7 }, (_, day) =>
    keptText(`weekday|${locale}|${width}|${day}`, () => {
      format ??= new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' })
      return format.format(new Date(Date.UTC(2023, 0, 1 + day)))
    }),
  )
}

export function monthTitle(current: CalendarMonth, locale: string): string {
  return keptText(`month|${locale}|${current.year}-${current.month}`, () =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(current.year, current.month - 1, 1)),
    ),
  )
}

export function dayLabel(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return keptText(`dayLabel|${locale}|${iso}`, () =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1))),
  )
}
