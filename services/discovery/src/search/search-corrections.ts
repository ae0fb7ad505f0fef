import { prepared } from '@showroom/platform'
import { type Kysely, sql } from 'kysely'
import {
  type RowSetsRow,
  rowSetsAtVersionQuery,
  rowSetsOf,
  type Versioned,
} from '../kept-answers/kept-answers.ts'
import type { SearchTerms } from './search-terms.ts'
import type { SearchTables } from './search.question.ts'

// a term the documents do not hold, corrected word by word against the words they do (ADR 62):
// 'linne at' is searched as 'linen at', 'atelier nrod' as 'atelier nord'. a word is corrected by one
// letter left out, added, changed, or two neighbours swapped; among the words that near, the one
// the most documents hold. the search then reads the corrected words through the passes of words as
// typed, which stop at a bounded number of matches, where the typo pass rechecks every candidate

// a word shorter than this is left as typed: too many words are one letter from it
const SHORTEST_CORRECTED = 3

const characters = (word: string) => [...word]

// every way of leaving out one character: as search_word_deletes() in migration 0013
export function deletesOf(word: string): string[] {
  const chars = characters(word)
  return [...new Set(chars.map((_, index) => [...chars.slice(0, index), ...chars.slice(index + 1)].join('')))]
}

// the edits from a to b, a swap of neighbours counting one (the optimal string alignment distance)
export function editDistance(a: string, b: string): number {
  const x = characters(a)
  const y = characters(b)
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      const row = rows[i] as number[]
      const above = rows[i - 1] as number[]
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1)
      row[j] = best
    }
  }
  return (rows[x.length] as number[])[y.length] as number
}

export interface KnownWord {
  word: string
  documents: number
}

// what the word list says of a term's words
export interface WordsNear {
  // the listed words one edit or less from a word to correct (a superset: deletes shared by two
  // words two edits apart bring those in too)
  near: KnownWord[]
  // some listed word starts with the term's last word: a word still being typed, not a typo
  lastStarted: boolean
}

// the words of a term that may be corrected: long enough, and for the last one, perhaps typed whole
const correctable = (word: string) => characters(word).length >= SHORTEST_CORRECTED

// the term with each correctable word the list does not hold replaced by its nearest listed word
// that is long enough to narrow the trigram index itself, or null when no word changes
export function correctedLatin(latin: string, { near, lastStarted }: WordsNear): string | null {
  const words = latin.split(' ')
  const known = new Set(near.map((listed) => listed.word))
  let changed = false
  const corrected = words.map((word, index) => {
    if (!correctable(word) || known.has(word)) return word
    if (index === words.length - 1 && lastStarted) return word
    const nearest = near
      .filter((listed) => correctable(listed.word) && editDistance(word, listed.word) === 1)
      .sort((a, b) => b.documents - a.documents || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))[0]
    if (!nearest) return word
    changed = true
    return nearest.word
  })
  return changed ? corrected.join(' ') : null
}

interface LookupValues extends Record<string, unknown> {
  // the words to correct and every deletion of each
  keys: string[]
  // the words that start with the last one sort from it until it followed by the last character
  // there is ("C" order, so a range on the primary key, whatever plan the statement keeps). both ''
  // when the last word is not to be corrected
  from: string
  until: string
}

const LAST_CHARACTER = String.fromCodePoint(0x10ffff)

// one statement: the listed words near the term's, and whether a listed word starts with its last
const lookup = prepared<LookupValues, RowSetsRow, SearchTables>((db, slot) =>
  rowSetsAtVersionQuery(
    db,
    'search',
    [
      db
        .selectFrom('search_words')
        .select(['word', 'documents'])
        .where(sql<boolean>`word = any(${slot('keys')}::text[]) or deletes && ${slot('keys')}::text[]`),
      db
        .selectFrom('search_words')
        .select('word')
        .where(sql<boolean>`word >= ${slot('from')} and word < ${slot('until')}`)
        .limit(1),
    ],
    sql`q.word`,
  ),
)

export function createSearchCorrections(db: Kysely<SearchTables>) {
  return {
    // the term corrected, read at the search version the corrections came from; null when the list
    // holds every word or has nothing near those it lacks
    async correct(terms: SearchTerms): Promise<Versioned<SearchTerms | null>> {
      const words = terms.latin.split(' ')
      const last = words.at(-1) ?? ''
      const keys = [...new Set(words.filter(correctable).flatMap((word) => [word, ...deletesOf(word)]))]
      const typedWhole = correctable(last)
      const [row] = await lookup(db, {
        keys,
        from: typedWhole ? last : '',
        until: typedWhole ? `${last}${LAST_CHARACTER}` : '',
      })
      if (!row) throw new Error('a search returned no row')
      const { value, version } = rowSetsOf<KnownWord>(row, 2)
      const [near = [], started = []] = value
      const latin = correctedLatin(terms.latin, { near, lastStarted: started.length > 0 })
      return { value: latin === null ? null : { ...terms, latin }, version }
    },
  }
}

export type SearchCorrections = ReturnType<typeof createSearchCorrections>
