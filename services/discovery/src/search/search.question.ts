import type { SearchTerms } from './search-terms.ts'

// what a search asks, worked out from the term before any statement is built: the shape a
// statement's text depends on, and the values it takes. the statements (search.queries.ts) branch
// on the shape only, so the values may be a prepared statement's slots (search.store.ts)

export type SearchKind = 'event' | 'designer' | 'venue' | 'news'

export interface SearchTables {
  search_documents: {
    kind: string
    ref_id: number
    source: string
    city_id: number | null
    type_id: number | null
    title_en: string
    title_zh: string | null
    words: string
    cjk_grams: string[]
    starts_at: Date | null
    ends_at: Date | null
  }
  // the words the documents hold, for correcting a term's (search-corrections.ts)
  search_words: {
    word: string
    documents: number
    deletes: string[]
  }
}

export interface SearchOptions {
  cityId: number | null
  limit: number
}

// what a statement's text depends on, decided from the term and the options before any value is
// used: one prepared statement per shape (search.store.ts)
export interface SearchShape {
  // latin words to match with pg_trgm, Chinese grams to match with the array index
  latin: boolean
  cjk: boolean
  // the words as typed can narrow the trigram index (the exact pass first), else the typo pass alone
  exact: boolean
  // several words: the exact pass can read the events' phrase index (migration 0012)
  phrase: boolean
  // several words of two characters or more: when no document holds them side by side, the words
  // pass looks for them in that order, apart, before any typo
  inOrder: boolean
  city: boolean
}

// the values a statement takes, or the slots of a prepared statement standing for them
export type SearchValues = {
  latin: string
  // latin inside the words, and at the start of a title: LIKE patterns
  contains: string
  // the same, the spaces written as '0': what the phrase index holds of the words
  phrase: string
  // the words in the order typed, anything between them, each after the first at a word's start
  inOrder: string
  startsWith: string
  cjkGrams: string[]
  cityId: number
  limit: number
}

export interface Question {
  shape: SearchShape
  values: SearchValues
}

// a LIKE pattern needs a word of three characters for the trigram index to narrow it
const canMatchExactly = (terms: SearchTerms) => terms.latin.split(' ').some((word) => [...word].length >= 3)

// a word of one character starts nearly every document's words somewhere; one of two is a word
// being typed ('hem lo' on the way to 'hem loft'), so every word after the first is looked for at a
// word's start. some word must narrow the trigram index
const wordsCanMatchApart = (terms: SearchTerms) => {
  const words = terms.latin.split(' ')
  return words.length > 1 && words.every((word) => [...word].length >= 2) && canMatchExactly(terms)
}

// '%hem% lo%': the first word anywhere (as the exact pass takes it), then each next one starting a word
export const inOrderPattern = (latin: string) => `%${latin.replaceAll(' ', '% ')}%`

export const shapeOf = (terms: SearchTerms, options: SearchOptions): SearchShape => ({
  latin: terms.latin.length > 0,
  cjk: terms.cjkGrams.length > 0,
  exact: canMatchExactly(terms),
  phrase: terms.latin.includes(' '),
  inOrder: wordsCanMatchApart(terms),
  city: options.cityId !== null,
})

// latin holds letters, digits and single spaces only: nothing to escape in the patterns
export const valuesOf = (terms: SearchTerms, options: SearchOptions): SearchValues => ({
  latin: terms.latin,
  contains: `%${terms.latin}%`,
  phrase: `%${terms.latin.replaceAll(' ', '0')}%`,
  inOrder: inOrderPattern(terms.latin),
  startsWith: `${terms.latin}%`,
  cjkGrams: terms.cjkGrams,
  cityId: options.cityId ?? 0,
  limit: options.limit,
})

export const questionOf = (terms: SearchTerms, options: SearchOptions): Question => ({
  shape: shapeOf(terms, options),
  values: valuesOf(terms, options),
})

// 'exact': the words as typed, somewhere in the document; 'words': the same words in that order with
// anything between them; 'typo': pg_trgm word similarity. the first two read the trigram index with
// every trigram of each word required, which finds few rows even in a large table, and recheck a
// LIKE; the typo pass needs only most of the trigrams, so common ones bring in thousands of rows that
// each cost a word_similarity() recheck. each pass runs only when the one before found nothing
export type Pass = 'exact' | 'words' | 'typo'
