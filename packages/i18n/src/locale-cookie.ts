import { COOKIES, isLocale, type Locale } from '@showroom/contracts'

const DAY_SECONDS = 24 * 60 * 60

export function readLocaleCookie(): Locale | null {
  if (typeof document === 'undefined') return null
  const prefix = `${COOKIES.locale.name}=`
  for (const part of document.cookie.split(';')) {
    const entry = part.trim()
    if (entry.startsWith(prefix)) {
      const value = decodeURIComponent(entry.slice(prefix.length))
      return isLocale(value) ? value : null
    }
  }
  return null
}

export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return
  const maxAge = Math.round(COOKIES.locale.days * DAY_SECONDS)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers
  document.cookie = `${COOKIES.locale.name}=${locale}; path=/; max-age=${maxAge}; samesite=lax`
}
