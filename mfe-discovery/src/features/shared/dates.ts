import type { Locale } from '@showroom/contracts'
import * as graphqlClient from '@showroom/graphql-client'

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN' }

// making a formatter costs far more than formatting (it was the first view's largest cost on the
// server): one per language, zone and option set
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: Locale, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${timeZone ?? ''} ${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone })
    } catch {
      // an unknown time zone falls back to the browser's
      made = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options)
    }
    formatters.set(key, made)
  }
  return made
}

// the server's text where it drew this one for the first view (no formatter, no ICU start while the
// first view hydrates); a shell whose shared client predates it leaves every text to the browser
export function keptText(key: string, format: () => string): string {
  return graphqlClient.firstViewText ? graphqlClient.firstViewText(key, format) : format()
}

// ICU versions differ in the spaces they put in dates and ranges (thin and narrow no-break spaces in
// Node's, plain ones in Chromium's): one kind everywhere, so the server's first view and the browser's
// render of it are the same text
const spaced = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }

// 'Sat, 5 Dec 2026' or 'Sat, 5 Dec 2026 – Sun, 6 Dec 2026' (one day when both fall on it)
export function formatDateRange(startsAt: string, endsAt: string, locale: Locale, timeZone?: string): string {
  return keptText(`range|${locale}|${timeZone ?? ''}|${startsAt}|${endsAt}`, () =>
    drawDateRange(startsAt, endsAt, locale, timeZone),
  )
}

function drawDateRange(startsAt: string, endsAt: string, locale: Locale, timeZone?: string): string {
  const format = formatter(locale, timeZone, DAY)
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  if (Number.isNaN(start.getTime())) return ''
  if (Number.isNaN(end.getTime())) return spaced(format.format(start))
  const first = spaced(format.format(start))
  const last = spaced(format.format(end))
  return first === last ? first : spaced(format.formatRange(start, end))
}

// a yyyy-mm-dd open date in the viewer's words
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return keptText(`day|${locale}|${day}`, () =>
    spaced(
      formatter(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
        date,
      ),
    ),
  )
}

// the day a piece was published or written, the same on the server and in every visitor's browser
// (the browser's own zone would draw another day than the server's first view near midnight)
export function formatPublished(at: string, locale: Locale, timeZone = 'UTC'): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return ''
  return keptText(`published|${locale}|${timeZone}|${at}`, () =>
    spaced(formatter(locale, timeZone, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(date)),
  )
}

export function isUpcoming(startsAt: string, now: number = Date.now()): boolean {
  const start = Date.parse(startsAt)
  return Number.isFinite(start) && start > now
}
