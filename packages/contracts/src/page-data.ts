import type { Locale } from './page.ts'

// what the gateway writes into a page for the shell to read at its start, as JSON in
// <script type="application/json"> elements at the end of the body

// the cities the header and menus list, in the page's language: { locale, cities }
export const SHELL_CITIES_ID = 'sr-shell-cities'
// `true` on a page asked for without a session cookie: the page is a visitor's (ADR 61)
export const NO_SESSION_ID = 'sr-no-session'

export interface ShellCity {
  id: number
  name: string
  url: string
  slug: string
}

export interface ShellCities {
  locale: Locale
  cities: ShellCity[]
}

export function isShellCity(value: unknown): value is ShellCity {
  const city = value as Partial<ShellCity> | null
  return (
    typeof city?.id === 'number' &&
    typeof city.name === 'string' &&
    typeof city.url === 'string' &&
    typeof city.slug === 'string'
  )
}
