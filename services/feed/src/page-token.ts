// a position in a feed: the (created_at, id) of an item, as an opaque token. Milliseconds are what
// items store, so a token names exactly one place, and the next page starts right after it
export interface Position {
  createdMs: number
  id: number
}

const TOKEN = /^([0-9a-z]{1,11})\.([0-9a-z]{1,7})$/
// 2 ** 31 - 1: ids are GraphQL Ints
const MAX_ID = 2_147_483_647
// year 9999 in milliseconds, under 36 ** 11
const MAX_MS = 253_402_300_799_999

export function encodePageToken(position: Position): string {
  return `${position.createdMs.toString(36)}.${position.id.toString(36)}`
}

// null for anything this feed never gave out
export function decodePageToken(token: string): Position | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const createdMs = Number.parseInt(match[1] as string, 36)
  const id = Number.parseInt(match[2] as string, 36)
  if (createdMs > MAX_MS || id < 1 || id > MAX_ID) return null
  return { createdMs, id }
}
