import { type Locale, localeOf, TITLE_WORDS } from './title-words.ts'

const UNITS = [
  [365 * 24 * 3600, 'year'],
  [30 * 24 * 3600, 'month'],
  [7 * 24 * 3600, 'week'],
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
] as const

// an item's age as people say it ('Just now', '5 minutes ago'), as comments says it, in the page's
// language
export function describeSince(at: Date, now: Date, locale: Locale = 'en'): string {
  const words = TITLE_WORDS[localeOf(locale)]
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000))
  for (const [size, unit] of UNITS) {
    if (seconds >= size) return words.ago[unit](Math.floor(seconds / size))
  }
  return words.justNow
}
