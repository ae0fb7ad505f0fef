import type { OverlayName } from '@showroom/contracts'
import { BehaviorSubject, distinctUntilChanged, map, type Observable, Subject } from 'rxjs'
import type { HeaderMarker, OverlayState } from './bus.types.ts'

// anonymous users get the signup overlay instead of these (spec parts 2 and 5)
const SIGNED_IN_OVERLAYS: ReadonlySet<OverlayName> = new Set([
  'chat',
  'chat-list',
  'personas',
  'profile-menu',
])

const CHAT_OVERLAYS: ReadonlySet<OverlayName> = new Set(['chat', 'chat-list'])

export interface OverlayGate {
  isSignedIn(): boolean
  promptSignup(reason: OverlayName): void
}

export function createOverlayState(gate: OverlayGate) {
  const overlay$ = new BehaviorSubject<OverlayState | null>(null)
  const closed$ = new Subject<OverlayName>()

  // one slot: whatever was open closes when something else opens
  function set(next: OverlayState | null): void {
    const previous = overlay$.value
    overlay$.next(next)
    if (previous && previous.name !== next?.name) closed$.next(previous.name)
  }

  function open(name: OverlayName, params?: unknown): boolean {
    if (SIGNED_IN_OVERLAYS.has(name) && !gate.isSignedIn()) {
      gate.promptSignup(name)
      return false
    }
    set(params === undefined ? { name } : { name, params })
    return true
  }

  function close(name?: OverlayName): void {
    const current = overlay$.value
    if (!current || (name && current.name !== name)) return
    set(null)
  }

  function toggle(name: OverlayName, params?: unknown): boolean {
    const current = overlay$.value
    const isOpen = current?.name === name || (name === 'chat-list' && current?.name === 'chat')
    if (isOpen) {
      close()
      return false
    }
    return open(name, params)
  }

  const headerMarker$: Observable<HeaderMarker> = overlay$.pipe(
    map((state) => {
      if (state?.name === 'personas') return 'personas'
      if (state && CHAT_OVERLAYS.has(state.name)) return 'chat'
      return null
    }),
    distinctUntilChanged(),
  )

  return {
    overlay$,
    overlayClosed$: closed$.asObservable(),
    headerMarker$,
    open,
    close,
    toggle,
    complete() {
      overlay$.complete()
      closed$.complete()
    },
  }
}
