// Answers of one kind kept in the process, each with the version of the data it was read at
// (kept-answers.ts reads the versions). An answer is given again only to a request that read that
// same version, and for KEPT_MS at most: what time alone changes (an event that has ended, news
// whose day has come) shows that much later.
export const KEPT_MS = 10_000
export const MAX_KEPT = 2_000

// an answer and the version its statement saw; null: not to be kept
export interface Versioned<T> {
  value: T
  version: string | null
}

interface Kept {
  until: number
  answer: Promise<Versioned<unknown>>
}

export interface AnswerCacheStats {
  hits: number
  misses: number
  size: number
}

export type Lookup<T> = { found: true; value: T } | { found: false }

export interface AnswerCache {
  // whether an answer is kept for key at all: if not, no version needs reading
  holds(key: string): boolean
  // the kept answer if it was read at this version (an answer still being read is waited for)
  lookup<T>(key: string, version: string): Promise<Lookup<T>>
  // keeps an answer being read, in place of any older one
  keep<T>(key: string, answer: Promise<Versioned<T>>): void
  stats(): AnswerCacheStats
}

export function createAnswerCache(now: () => number = Date.now, maxKept = MAX_KEPT): AnswerCache {
  // a Map keeps insertion order: a hit moves its entry to the end, so the first is the least recent
  const kept = new Map<string, Kept>()
  let hits = 0
  let misses = 0
  const fresh = (key: string) => {
    const entry = kept.get(key)
    if (entry && entry.until <= now()) kept.delete(key)
    return entry && entry.until > now() ? entry : undefined
  }
  return {
    holds: (key) => fresh(key) !== undefined,
    async lookup<T>(key: string, version: string): Promise<Lookup<T>> {
      const entry = fresh(key)
      const answer = entry ? await entry.answer.catch(() => null) : null
      if (entry && answer?.version === version) {
        hits++
        if (kept.get(key) === entry) {
          kept.delete(key)
          kept.set(key, entry)
        }
        return { found: true, value: answer.value as T }
      }
      return { found: false }
    },
    keep<T>(key: string, answer: Promise<Versioned<T>>) {
      misses++
      const entry: Kept = { until: now() + KEPT_MS, answer }
      kept.delete(key)
      kept.set(key, entry)
      // a failed answer, or one not to be kept, goes
      answer.then(
        (settled) => {
          if (settled.version === null && kept.get(key) === entry) kept.delete(key)
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key)
        },
      )
      while (kept.size > maxKept) kept.delete(kept.keys().next().value as string)
    },
    stats: () => ({ hits, misses, size: kept.size }),
  }
}
