// calendar days as 'yyyy-mm-dd' strings; demo dates are relative to the day the data is loaded
const DAY_MS = 24 * 60 * 60 * 1000

export function todayIn(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

// 0 Sunday ... 6 Saturday
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

// formatters are slow to make and the generators ask thousands of times
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timezone, formatter)
  }
  return formatter
}

// minutes the zone is ahead of UTC at an instant
function offsetMinutes(timezone: string, instant: Date): number {
  const parts = formatterFor(timezone).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return Math.round((asUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000)
}

// the instant a local wall-clock time happens in a city
export function zonedInstant(day: string, time: string, timezone: string): Date {
  const naive = new Date(`${day}T${time}:00Z`)
  const first = new Date(naive.getTime() - offsetMinutes(timezone, naive) * 60000)
  return new Date(naive.getTime() - offsetMinutes(timezone, first) * 60000)
}
