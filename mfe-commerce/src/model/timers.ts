// the clock the controllers run on: the browser's, or a hand-driven one in tests
export interface Timers {
  every(ms: number, tick: () => void): () => void
  after(ms: number, done: () => void): () => void
  now(): number
}

export const browserTimers: Timers = {
  every(ms, tick) {
    const id = setInterval(tick, ms)
    return () => clearInterval(id)
  },
  after(ms, done) {
    const id = setTimeout(done, ms)
    return () => clearTimeout(id)
  },
  now: () => Date.now(),
}

// a small store: state plus listeners, for controllers that live outside React
export function createState<S>(initial: S) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next: Partial<S>) {
      state = { ...state, ...next }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type Store<S> = ReturnType<typeof createState<S>>
