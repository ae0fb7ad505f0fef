import { LIMITS } from '@showroom/contracts'

export interface MentionQuery {
  // where the @ sits in the text
  start: number
  // the word characters typed after it
  term: string
}

// the @mention being typed at the caret: @ at the start or after a space, then word characters
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret)
  const match = /(^|\s)@(\w+)$/.exec(before)
  if (!match) return null
  const term = match[2] ?? ''
  return { start: caret - term.length - 1, term }
}

// puts the chosen username in place of the partial mention, followed by a space
export function applyMention(
  text: string,
  caret: number,
  mention: MentionQuery,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `
  const next = text.slice(0, mention.start) + inserted + text.slice(caret).replace(/^\s/, '')
  return { text: next, caret: mention.start + inserted.length }
}

export function limitSuggestions<T>(entries: T[]): T[] {
  return entries.slice(0, LIMITS.mentionSuggestionsMax)
}
