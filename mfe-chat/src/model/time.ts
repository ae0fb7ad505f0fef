import type { Locale } from '@showroom/contracts'

const DAY_MS = 24 * 60 * 60 * 1000

const intlLocale = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-GB')

// a list item's time: the clock today, the weekday within a week, else the date
export function listTime(unixSeconds: number, locale: Locale, now: Date = new Date()): string {
  if (!Number.isFinite(unixSeconds) || unixSeconds <= 0) return ''
  const at = new Date(unixSeconds * 1000)
  const sameDay = at.toDateString() === now.toDateString()
  if (sameDay)
    return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(at)
  if (now.getTime() - at.getTime() < 6 * DAY_MS)
    return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short' }).format(at)
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(at)
}

// a message's time: the clock, with the date when it is not today
export function messageTime(iso: string | null, locale: Locale, now: Date = new Date()): string {
  if (!iso) return ''
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }
  if (at.toDateString() === now.toDateString())
    return new Intl.DateTimeFormat(intlLocale(locale), clock).format(at)
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', ...clock }).format(at)
}
