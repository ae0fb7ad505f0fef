import type {
  BusEventName,
  BusEvents,
  ChatStartPayload,
  OverlayName,
  OverlayParamsOf,
  PopupAlert,
  PopupConfirmation,
  Session,
  SignupPrompt,
} from '@showroom/contracts'
import type { Observable } from 'rxjs'
import type { ParcelHandle, ParcelHost, ParcelRequest } from './parcels.ts'

// a read-only view of a BehaviorSubject: subscribers get the current value at once
export interface StateObservable<T> extends Observable<T> {
  readonly value: T
  getValue(): T
}

// events whose payload may be undefined can be emitted without one
export type EmitArgs<K extends BusEventName> = undefined extends BusEvents[K]
  ? [payload?: BusEvents[K]]
  : [payload: BusEvents[K]]

export interface OverlayState {
  name: OverlayName
  params?: unknown
}

export type HeaderMarker = 'personas' | 'chat' | null

export type NativeMessage = { type: 'refresh' } | { type: 'scroll_top' } | { type: 'search'; term: string }

export interface Bus {
  emit<K extends BusEventName>(type: K, ...payload: EmitArgs<K>): void
  on<K extends BusEventName>(type: K): Observable<BusEvents[K]>
  // like `on`, but a late subscriber first gets the last payload emitted (for counts and selections)
  latest<K extends BusEventName>(type: K): Observable<BusEvents[K]>

  session$: StateObservable<Session | null>
  setSession(session: Session | null): void
  isSignedIn(): boolean
  isTrusted(): boolean
  requireSignIn(reason?: string): boolean
  requireTrusted(reason?: string): boolean

  overlay$: StateObservable<OverlayState | null>
  overlayClosed$: Observable<OverlayName>
  headerMarker$: Observable<HeaderMarker>
  openOverlay<N extends OverlayName>(name: N, params?: OverlayParamsOf<N>): boolean
  closeOverlay(name?: OverlayName): void
  toggleOverlay<N extends OverlayName>(name: N, params?: OverlayParamsOf<N>): boolean

  popup$: StateObservable<PopupConfirmation | null>
  showPopup(popup: PopupConfirmation): void
  // the confirmation banner is on the page: queued popups start their 3000 ms from here
  markPopupHostReady(): void
  alert$: StateObservable<PopupAlert | null>
  showAlert(alert: PopupAlert): void
  dismissAlert(): void

  openChat(payload: ChatStartPayload): void
  requestSignup(prompt?: SignupPrompt): void
  notifyBasketChanged(itemCount: number): void
  handleNativeMessage(message: unknown): boolean
  // the shell provides the parcel host; modules ask it to mount another module's parcel
  provideParcels(host: ParcelHost): void
  mountParcel(request: ParcelRequest): Promise<ParcelHandle | null>

  // stops the bus's own subscriptions and timers (tests, hot reload)
  dispose(): void
}
