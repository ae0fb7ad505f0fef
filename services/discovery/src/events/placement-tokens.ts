import { createHmac, timingSafeEqual } from 'node:crypto'

const DAY_MS = 24 * 60 * 60 * 1000
const PURPOSE = 'event-view-placement'

export interface PlacementTokens {
  // for the links of an event's paid placement; the same all day, so pages stay cacheable
  issue(eventId: number): string
  // true only for a token this site issued for this event that has not expired
  verify(eventId: number, token: string | null | undefined): boolean
}

// a view is paid only when it arrives through a link the site itself put on a paid placement:
// expiry.mac, an HMAC of the event and the expiry (end of the next UTC day) under the secret
export function createPlacementTokens(secret: string, now: () => Date = () => new Date()): PlacementTokens {
  const mac = (eventId: number, expires: number) =>
    createHmac('sha256', secret).update(`${PURPOSE}|${eventId}|${expires}`).digest().subarray(0, 16)

  return {
    issue(eventId) {
      const expires = (Math.floor(now().getTime() / DAY_MS) + 2) * DAY_MS
      return `${expires.toString(36)}.${mac(eventId, expires).toString('base64url')}`
    },
    verify(eventId, token) {
      if (!token || token.length > 64) return false
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token)
      if (!match) return false
      const expires = Number.parseInt(match[1]!, 36)
      if (!Number.isSafeInteger(expires) || expires <= now().getTime()) return false
      const given = Buffer.from(match[2]!, 'base64url')
      return given.length === 16 && timingSafeEqual(given, mac(eventId, expires))
    },
  }
}
