import { LIMITS } from '@showroom/contracts'
import { createRefresher } from './refresher.ts'
import { createState, type Timers } from './timers.ts'

export interface CountUpdate {
  unseenCount: number
  latestSeq: number
}

// the notificationCountChanged subscription: the count at once, then on every change
export interface LiveCount {
  // down: the socket could not open or dropped (the 10 s refresh goes on regardless)
  subscribe(next: (update: CountUpdate) => void, down: () => void): () => void
}

export interface BellState {
  count: number
  // the counter is in its dimmed half of a blink
  dim: boolean
}

// the header bell (spec part 9): the unseen count asked every 10 s while signed in and pushed live
// by the subscription; while there is something unseen the counter blinks every 2 s, dimming for
// 400 ms each time
export function createBell(deps: {
  unseenCount(): Promise<number | null>
  live: LiveCount | null
  timers: Timers
  onCount?(count: number): void
}) {
  const store = createState<BellState>({ count: 0, dim: false })
  let stopped = false
  let stopBlink: (() => void) | null = null
  let stopUndim: (() => void) | null = null

  const blink = (on: boolean) => {
    if (on && !stopBlink) {
      stopBlink = deps.timers.every(LIMITS.bellBlinkMs, () => {
        store.set({ dim: true })
        stopUndim?.()
        stopUndim = deps.timers.after(LIMITS.headerCounterDimMs, () => store.set({ dim: false }))
      })
    } else if (!on && stopBlink) {
      stopBlink()
      stopUndim?.()
      stopBlink = null
      stopUndim = null
      store.set({ dim: false })
    }
  }

  const publish = (count: number) => {
    if (stopped || !Number.isInteger(count) || count < 0) return
    blink(count > 0)
    if (count === store.get().count) return
    store.set({ count })
    deps.onCount?.(count)
  }

  const refresh = createRefresher(async () => {
    const count = await deps.unseenCount().catch(() => null)
    if (count !== null) publish(count)
  })

  const stopPolling = deps.timers.every(LIMITS.notificationRefreshMs, () => void refresh())
  const stopLive = deps.live?.subscribe(
    (update) => publish(update.unseenCount),
    () => void refresh(),
  )
  void refresh()

  return {
    getState: store.get,
    subscribe: store.subscribe,
    refresh,
    // the panel marked them seen and the server answered the count left
    setCount: publish,
    stop() {
      stopped = true
      stopPolling()
      stopLive?.()
      blink(false)
    },
  }
}

export type BellController = ReturnType<typeof createBell>
