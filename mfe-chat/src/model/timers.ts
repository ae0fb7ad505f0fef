// the clock the controllers run on: the browser's, or a hand-driven one in tests
export interface Timers {
  every(ms: number, tick: () => void): () => void
}

export const browserTimers: Timers = {
  every(ms, tick) {
    const id = setInterval(tick, ms)
    return () => clearInterval(id)
  },
}

// whether the reader is looking: read positions move only then (no_focus='yes' otherwise)
export interface Attention {
  hasFocus(): boolean
  // called each time the window gets the focus back; returns the unsubscribe
  onFocus(listener: () => void): () => void
}

export const windowAttention: Attention = {
  hasFocus: () => typeof document !== 'undefined' && document.hasFocus(),
  onFocus(listener) {
    window.addEventListener('focus', listener)
    return () => window.removeEventListener('focus', listener)
  },
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
