import { Cron } from 'croner'
import type { Frequency } from '../alerts.tables.ts'

// digests leave at 08:00 in each city's own time zone: before the working day, after the night
export const DIGEST_PATTERN = '0 8 * * *'

// the next digest time of a city strictly after `after`; croner knows the IANA zones and their
// daylight-saving changes (08:00 is never inside a change, so no day is skipped or doubled)
export function nextDigestRun(timeZone: string, after: Date, pattern = DIGEST_PATTERN): Date {
  const cron = new Cron(pattern, { timezone: timeZone, paused: true })
  const next = cron.nextRun(after)
  cron.stop()
  if (!next) throw new Error(`no next run for ${pattern} in ${timeZone}`)
  return next
}

// yyyy-mm-dd of a moment in a time zone
export function localDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

// ISO weekday (1 Monday .. 7 Sunday) of a local date
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

// a period is a local date of the city (daily) or the Monday of its ISO week (weekly): one digest per
// subscriber and period, whatever the clock did
export const periodOf = (frequency: Frequency, date: string) =>
  `${frequency}:${frequency === 'weekly' ? addDays(date, 1 - weekdayOf(date)) : date}`

export function parsePeriod(period: string): { frequency: Frequency; date: string } | null {
  const match = /^(daily|weekly):(\d{4}-\d{2}-\d{2})$/.exec(period)
  return match ? { frequency: match[1] as Frequency, date: match[2] as string } : null
}

// the days a digest looks ahead: daily covers the coming week, weekly the coming fortnight
export const lookAheadDays = (frequency: Frequency) => (frequency === 'daily' ? 7 : 14)
// "starts soon" for events the subscriber is going to
export const soonDays = (frequency: Frequency) => (frequency === 'daily' ? 2 : 7)
// a cancellation is news for one period
export const periodDays = (frequency: Frequency) => (frequency === 'daily' ? 1 : 7)

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
