import { type Bus, bus as pageBus, type OverlayState, type StateObservable } from '@showroom/bus'
import type { OverlayName, Session } from '@showroom/contracts'
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Observable } from 'rxjs'

function isState<T>(source: Observable<T>): source is StateObservable<T> {
  return typeof (source as Partial<StateObservable<T>>).getValue === 'function'
}

// the latest value of an observable; a bus state (BehaviorSubject) needs no initial value
export function useObservable<T>(source: StateObservable<T>): T
export function useObservable<T>(source: Observable<T>, initial: T): T
export function useObservable<T>(source: Observable<T>, initial?: T): T {
  // the initial value only matters before the first emission
  const firstValue = useRef(initial as T)
  const store = useMemo(() => {
    let current = firstValue.current
    return {
      subscribe(onChange: () => void) {
        const subscription = source.subscribe((value) => {
          current = value
          onChange()
        })
        return () => subscription.unsubscribe()
      },
      snapshot: () => (isState(source) ? source.getValue() : current),
    }
  }, [source])
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
}

export function useSession(bus: Bus = pageBus): Session | null {
  return useObservable(bus.session$)
}

export interface OverlayHandle<P = unknown> {
  open: boolean
  params: P | undefined
  close(): void
}

// whether the named overlay holds the page's single overlay slot, and its params
export function useOverlay<P = unknown>(name: OverlayName, bus: Bus = pageBus): OverlayHandle<P> {
  const state: OverlayState | null = useObservable(bus.overlay$)
  const open = state?.name === name
  const close = useCallback(() => bus.closeOverlay(name), [bus, name])
  return { open, params: open ? (state.params as P | undefined) : undefined, close }
}
