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

export interface AnswerCache {
  // the answer kept for key if it was read at the version versionNow gives, else read's answer, kept
  // in its place. versionNow is only asked when an answer is kept for key; an answer still being
  // read is waited for
  answer<T>(key: string, versionNow: () => Promise<string>, read: () => Promise<Versioned<T>>): Promise<T>
  stats(): AnswerCacheStats
}

export function createAnswerCache(now: () => number = Date.now, maxKept = MAX_KEPT): AnswerCache {
  // a Map keeps insertion order: a hit moves its entry to the end, so the first is the least recent
  const kept = new Map<string, Kept>()
  let hits = 0
  let misses = 0

  const fresh = (key: string) => {
    const entry = kept.get(key)
    if (!entry || entry.until > now()) return entry
    kept.delete(key)
    return undefined
  }

  const keep = (key: string, answer: Promise<Versioned<unknown>>) => {
    const entry: Kept = { until: now() + KEPT_MS, answer }
    kept.delete(key)
    kept.set(key, entry)
    // a failed answer, or one not to be kept, goes
    const forget = () => {
      if (kept.get(key) === entry) kept.delete(key)
    }
    answer.then((settled) => settled.version === null && forget(), forget)
    while (kept.size > maxKept) kept.delete(kept.keys().next().value as string)
  }

  return {
    async answer<T>(key: string, versionNow: () => Promise<string>, read: () => Promise<Versioned<T>>) {
      const entry = fresh(key)
      if (entry) {
        const [version, settled] = await Promise.all([versionNow(), entry.answer.catch(() => null)])
        if (settled?.version === version) {
          hits++
          if (kept.get(key) === entry) {
            kept.delete(key)
            kept.set(key, entry)
          }
          return settled.value as T
        }
      }
      misses++
      const answer = read()
      keep(key, answer)
      return (await answer).value
    },
    stats: () => ({ hits, misses, size: kept.size }),
  }
}
