import { discoveryErrors } from '../discovery.errors.ts'

// the calendar asks for a month at most: a longer range is a client bug or a scraper
export const MAX_RANGE_DAYS = 62
const DAY_MS = 86_400_000

// 'yyyy-mm-dd' or 'yyyy/mm/dd' (calendar_in_city) → 'yyyy-mm-dd', or null when it is no real day
export function parseDay(text: string): string | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(text.trim())
  if (!match) return null
  const [, y, m, d] = match
  const day = `${y}-${m}-${d}`
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS

// a half-open range [from, to) of days, checked the same way for every caller
export function parseRange(from: string, to: string, fields = { from: 'date_from', to: 'date_to' }) {
  const fromDay = parseDay(from)
  if (!fromDay) throw discoveryErrors.badDate(fields.from)
  const toDay = parseDay(to)
  if (!toDay) throw discoveryErrors.badDate(fields.to)
  const days = daysBetween(fromDay, toDay)
  if (days <= 0) throw discoveryErrors.badRange('The end date must be after the start date.')
  if (days > MAX_RANGE_DAYS) {
    throw discoveryErrors.badRange(`Please ask for at most ${MAX_RANGE_DAYS} days at a time.`)
  }
  return { from: fromDay, to: toDay }
}

// today's date where the city is, as yyyy-mm-dd
// building an Intl.DateTimeFormat costs far more than formatting with one: one per time zone is
// kept (cities are few), and a page of events no longer builds two per event
function formatterCache(options: Intl.DateTimeFormatOptions, locale: string) {
  const kept = new Map<string, Intl.DateTimeFormat>()
  return (timezone: string) => {
    let format = kept.get(timezone)
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone })
      kept.set(timezone, format)
    }
    return format
  }
}

const dayFormat = formatterCache({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA')
const partsFormat = formatterCache(
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  'en-GB',
)

export function todayIn(timezone: string, now: Date): string {
  return dayFormat(timezone).format(now)
}

interface DayParts {
  weekday: string
  day: string
  month: string
  year: string
}

function partsIn(timezone: string, at: Date): DayParts {
  const parts = partsFormat(timezone).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { weekday: get('weekday'), day: get('day'), month: get('month'), year: get('year') }
}

// 'Sat 5 Dec 2026', 'Sat 5 - Sun 6 Dec 2026', 'Mon 30 Nov - Tue 1 Dec 2026' in the city's timezone
export function dateLabel(startsAt: Date, endsAt: Date, timezone: string): string {
  const start = partsIn(timezone, startsAt)
  // an event ending at midnight belongs to the day before
  const end = partsIn(timezone, new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1)))
  const full = (p: DayParts) => `${p.weekday} ${p.day} ${p.month} ${p.year}`
  if (start.year !== end.year) return `${full(start)} - ${full(end)}`
  if (start.month !== end.month) {
    return `${start.weekday} ${start.day} ${start.month} - ${end.weekday} ${end.day} ${end.month} ${end.year}`
  }
  if (start.day !== end.day) return `${start.weekday} ${start.day} - ${full(end)}`
  return full(start)
}
