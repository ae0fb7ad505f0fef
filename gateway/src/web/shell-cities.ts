import { isShellCity, SHELL_CITIES_ID, type ShellCities, type ShellCity } from '@showroom/contracts'
import { scriptSafeJson } from './first-view.html.ts'
import type { ExecuteQuery, Locale } from './page-meta.lookup.ts'

// the question the shell would ask, so the list in the page is the list it would have read
export const SHELL_CITIES_QUERY = 'query ShellCities { cities { id name url slug } }'

export type ShellCitiesLookup = (locale: Locale) => Promise<ShellCity[] | null>

export interface ShellCitiesOptions {
  execute: ExecuteQuery
  // cities are only ever added (ADR 60): a list kept a minute shows a new one a minute late at most
  ttlMs?: number
  now?: () => number
}

// the cities in a language, kept a minute; null when they could not be read (the shell then asks)
export function createShellCities(options: ShellCitiesOptions): ShellCitiesLookup {
  const ttlMs = options.ttlMs ?? 60_000
  const now = options.now ?? Date.now
  const kept = new Map<Locale, { list: ShellCity[]; until: number }>()
  const reading = new Map<Locale, Promise<ShellCity[] | null>>()
  const read = async (locale: Locale): Promise<ShellCity[] | null> => {
    try {
      const result = await options.execute(SHELL_CITIES_QUERY, {}, locale)
      const list = (result.data as { cities?: unknown } | null | undefined)?.cities
      if (result.errors?.length || !Array.isArray(list) || !list.every(isShellCity)) return null
      const cities = list.map(({ id, name, url, slug }) => ({ id, name, url, slug }))
      kept.set(locale, { list: cities, until: now() + ttlMs })
      return cities
    } catch {
      return null
    } finally {
      reading.delete(locale)
    }
  }
  return (locale) => {
    const entry = kept.get(locale)
    if (entry && entry.until > now()) return Promise.resolve(entry.list)
    let pending = reading.get(locale)
    if (!pending) {
      pending = read(locale)
      reading.set(locale, pending)
    }
    return pending
  }
}

// the cities at the end of the page's body, named in its language: the header names the page's city
// at its first paint, and the shell does not ask for them again
export function withShellCities(html: string, locale: Locale, cities: ShellCity[]): string {
  const data: ShellCities = { locale, cities }
  const element = `<script type="application/json" id="${SHELL_CITIES_ID}">${scriptSafeJson(data)}</script>`
  return html.replace(/<\/body>/i, () => `${element}</body>`)
}
