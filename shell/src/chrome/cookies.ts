import type { CookieSpec } from '@showroom/contracts'

const DAY_SECONDS = 24 * 60 * 60

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split(';')) {
    const entry = part.trim()
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length))
  }
  return null
}

// spec part 9: a year, except the pro notice's half day
export function writeCookie(spec: CookieSpec, value: string): void {
  const maxAge = spec.days === null ? '' : `; max-age=${Math.round(spec.days * DAY_SECONDS)}`
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers
  document.cookie = `${encodeURIComponent(spec.name)}=${encodeURIComponent(value)}; path=/${maxAge}; samesite=lax`
}
