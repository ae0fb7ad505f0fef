// the same ranges as search_cjk_grams() in migration 0003
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g
const MAX_TERM = 100

export interface SearchTerms {
  // lower-cased non-Chinese words, matched with pg_trgm word similarity
  latin: string
  // Chinese pairs (or the single character of a one-character run), all must be present
  cjkGrams: string[]
  // the trimmed term as typed
  text: string
}

// splits a search term into the part pg_trgm matches and the Chinese grams the array index matches
export function parseSearchTerm(term: string): SearchTerms {
  const text = term.trim().slice(0, MAX_TERM)
  const grams = new Set<string>()
  for (const run of text.match(CJK_RUN) ?? []) {
    const chars = [...run]
    if (chars.length === 1) grams.add(run)
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!)
  }
  const latin = text
    .replace(CJK_RUN, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return { latin, cjkGrams: [...grams], text }
}

export const hasTerms = (terms: SearchTerms) => terms.latin.length > 0 || terms.cjkGrams.length > 0
