import { LIMITS } from '@showroom/contracts'

export interface TrimmedText {
  text: string
  // the text was cut: a 'more' link shows the rest
  trimmed: boolean
}

// spec parts 4 and 9: text of 150 characters or more shows about its first 100, cut at a word
// boundary when one is near, with a 'more' link; shorter text shows whole
export function trimText(
  text: string,
  atChars: number = LIMITS.feedTrimAtChars,
  toChars: number = LIMITS.feedTrimToChars,
): TrimmedText {
  const chars = [...text]
  if (chars.length < atChars) return { text, trimmed: false }
  const head = chars.slice(0, toChars).join('')
  // a space in the last fifth keeps whole words; a long unbroken run is cut where it is
  const space = head.search(/\s\S*$/)
  const cut = space >= toChars * 0.8 ? head.slice(0, space) : head
  return { text: `${cut.replace(/[\s,.;:!?-]+$/u, '')}…`, trimmed: true }
}
