import type { Viewer } from '@showroom/platform'

// what the cache needs of the pub/sub's emitter: a listener called with each { topic, payload }
export interface ViewerChanges {
  on(
    topic: string,
    listener: (message: { topic: string; payload?: unknown }, done: () => void) => void,
  ): unknown
}

export interface ViewerCacheOptions {
  // where accounts announces a change to a member's viewer ({ userId })
  changes: ViewerChanges
  topic: string
  // how long a token's viewer is kept at most; an announced change ends it at once
  ttlMs: number
  maxEntries?: number
  now?: () => number
}

interface Entry {
  viewer: Viewer | null
  expiresAt: number
}

const DEFAULT_MAX_ENTRIES = 10_000

// a copy per request: a resolver that changes its context's viewer cannot change the next request's
const copyOf = (viewer: Viewer | null): Viewer | null =>
  viewer && { ...viewer, persona: { ...viewer.persona }, roles: [...viewer.roles] }

// token -> viewer for a few seconds. An announcement forgets the member's tokens, and bumps a
// generation: a read that started before it is handed to its requests but never kept, so a viewer
// read before a sign-out or a role change cannot be stored after the change was announced
export function createViewerCache(options: ViewerCacheOptions) {
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
  const entries = new Map<string, Entry>()
  const tokensOf = new Map<number, Set<string>>()
  const reading = new Map<string, Promise<Viewer | null>>()
  let generation = 0

  const forget = (token: string) => {
    const entry = entries.get(token)
    if (!entry) return
    entries.delete(token)
    if (!entry.viewer) return
    const tokens = tokensOf.get(entry.viewer.userId)
    tokens?.delete(token)
    if (tokens?.size === 0) tokensOf.delete(entry.viewer.userId)
  }

  const keep = (token: string, viewer: Viewer | null) => {
    // the oldest entry goes first (a Map iterates in insertion order)
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      forget(oldest)
    }
    entries.set(token, { viewer, expiresAt: now() + options.ttlMs })
    if (!viewer) return
    const tokens = tokensOf.get(viewer.userId) ?? new Set<string>()
    tokens.add(token)
    tokensOf.set(viewer.userId, tokens)
  }

  // synchronous: by the time accounts' publish has returned, the member's viewers are gone
  options.changes.on(options.topic, (message, done) => {
    generation++
    reading.clear()
    const userId = (message.payload as { userId?: unknown } | undefined)?.userId
    if (typeof userId === 'number') {
      for (const token of tokensOf.get(userId) ?? []) entries.delete(token)
      tokensOf.delete(userId)
    } else {
      entries.clear()
      tokensOf.clear()
    }
    done()
  })

  return {
    async resolve(token: string, read: () => Promise<Viewer | null>): Promise<Viewer | null> {
      const entry = entries.get(token)
      if (entry && entry.expiresAt > now()) return copyOf(entry.viewer)
      if (entry) forget(token)
      let pending = reading.get(token)
      if (!pending) {
        const startedAt = generation
        pending = read().then(
          (viewer) => {
            if (reading.get(token) === pending) reading.delete(token)
            if (generation === startedAt) keep(token, viewer)
            return viewer
          },
          (error: unknown) => {
            if (reading.get(token) === pending) reading.delete(token)
            throw error
          },
        )
        reading.set(token, pending)
      }
      return copyOf(await pending)
    },
    get size() {
      return entries.size
    },
  }
}
