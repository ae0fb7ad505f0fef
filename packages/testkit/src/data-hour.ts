import { CITIES } from '@showroom/demo'
import { currentHourStamp } from './source-fingerprint.ts'

// older than this, the run's start no longer names the data (prepared-data.ts removes data three
// hours old)
const LONGEST_RUN_MS = 2 * 3_600_000

const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

// the hour prepared data is named by. npm test gives the moment it started (TEST_DATA_SINCE), so the
// data prepared before its test files serves the whole run instead of being prepared again by every
// kind of test gateway after the next full hour; not once a demo city's date has changed since, as
// the demo data's dates count from each city's today. Without it, the current hour
export function preparedDataHour(now = new Date()): string {
  const since = Date.parse(process.env.TEST_DATA_SINCE ?? '')
  const age = now.getTime() - since
  if (Number.isNaN(since) || age < 0 || age > LONGEST_RUN_MS) return currentHourStamp(now)
  const start = new Date(since)
  const sameDates = CITIES.every((city) => dayIn(city.timezone, start) === dayIn(city.timezone, now))
  return currentHourStamp(sameDates ? start : now)
}
