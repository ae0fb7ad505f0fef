import { createHash, randomBytes } from 'node:crypto'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
// sessionViewer runs on every request; writing last_seen_at each time would turn reads into writes
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000

// the token is both the web cookie and the legacy user_token; only its digest is stored
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sessionTokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

// a quick shape check so garbage never costs a database round trip
export function looksLikeSessionToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}
