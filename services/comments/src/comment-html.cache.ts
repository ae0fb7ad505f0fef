import { renderCommentHtml } from './markdown.ts'

export interface CommentHtmlLimits {
  // texts kept, and their characters with their HTML's, whichever fills first
  entries: number
  characters: number
}

const DEFAULT_LIMITS: CommentHtmlLimits = { entries: 5_000, characters: 4_000_000 }

export type CommentHtml = (text: string) => string

// A comment's HTML depends on its text alone, and every read of a thread rendered each comment's
// again (several regular-expression passes a text). The last texts rendered are kept, keyed by the
// text itself: a new or changed text is always rendered afresh, and a deleted comment's entry is
// never asked for again and leaves with the oldest. Least recently used goes first.
export function createCommentHtml(
  limits: CommentHtmlLimits = DEFAULT_LIMITS,
  render: (text: string) => string = renderCommentHtml,
): CommentHtml {
  const kept = new Map<string, string>()
  let characters = 0
  return (text) => {
    const found = kept.get(text)
    if (found !== undefined) {
      kept.delete(text)
      kept.set(text, found)
      return found
    }
    const html = render(text)
    const size = text.length + html.length
    if (size > limits.characters) return html
    kept.set(text, html)
    characters += size
    for (const [oldest, oldHtml] of kept) {
      if (kept.size <= limits.entries && characters <= limits.characters) break
      kept.delete(oldest)
      characters -= oldest.length + oldHtml.length
    }
    return html
  }
}
