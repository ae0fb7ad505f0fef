// text that arrives from outside is checked once, at the edge: /api/* payloads and GraphQL strings

// the longest text any row accepts is a comment (20,000 characters); five times that leaves room
// for a future long field while keeping one string far below the 1 MB body limit
export const MAX_TEXT_LENGTH = 100_000

export type TextProblem = 'control-character' | 'lone-surrogate' | 'too-long'

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

// PostgreSQL cannot store NUL, and other C0 controls (except tab, newline and carriage return) have
// no place in user text; a lone UTF-16 surrogate cannot be encoded as UTF-8 at all
export function textProblem(value: string): TextProblem | null {
  if (value.length > MAX_TEXT_LENGTH) return 'too-long'
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN)
      return 'control-character'
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'lone-surrogate'
      index++
    } else if (code >= 0xdc00 && code <= 0xdfff) return 'lone-surrogate'
  }
  return null
}

export function describeTextProblem(field: string, problem: TextProblem): string {
  switch (problem) {
    case 'too-long':
      return `${field} must be at most ${MAX_TEXT_LENGTH} characters`
    case 'control-character':
      return `${field} must not contain control characters`
    case 'lone-surrogate':
      return `${field} must be valid Unicode text`
  }
}

export interface BadText {
  // the path to the string: payload keys and array indexes
  path: (string | number)[]
  problem: TextProblem
}

// deeper structures than this are not walked; nothing legitimate nests that far
const MAX_WALK_DEPTH = 64

// the first bad string anywhere in a JSON-like value (object keys included), or null
export function findBadText(value: unknown, path: (string | number)[] = [], depth = 0): BadText | null {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem ? { path, problem } : null
  }
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return null
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findBadText(value[index], [...path, index], depth + 1)
      if (found) return found
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key)
    if (keyProblem) return { path: [...path, key], problem: keyProblem }
    const found = findBadText(item, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}

export function pathText(path: readonly (string | number)[], fallback: string): string {
  return path.length ? path.map(String).join('.') : fallback
}
