import { isTrustedUser, type PopupAlert, type Session } from '@showroom/contracts'
import { BehaviorSubject, Subscription } from 'rxjs'
import type { Bus } from './bus.types.ts'
import { createEventStream } from './event-stream.ts'
import { parseNativeMessage } from './native-messages.ts'
import { createParcelBroker } from './parcels.ts'
import { createOverlayState } from './overlay.state.ts'
import { createPopupQueue } from './popup.queue.ts'

// a user id is enough: on the web the token lives in an HttpOnly cookie and user_token stays empty
function hasCredentials(session: Session | null): boolean {
  return Boolean(session?.user_id)
}

export function createBus(): Bus {
  const events = createEventStream()
  const subscriptions = new Subscription()

  // state follows the events, so a raw `emit` has the same effect as the helper
  const session$ = new BehaviorSubject<Session | null>(null)
  subscriptions.add(events.on('session.state.changed').subscribe((session) => session$.next(session)))

  const isSignedIn = () => hasCredentials(session$.value)

  const overlays = createOverlayState({
    isSignedIn,
    promptSignup: (reason) => events.emit('signup.prompt.requested', { reason }),
  })
  subscriptions.add(
    events.on('signup.prompt.requested').subscribe((prompt) => overlays.open('signup', prompt)),
  )
  subscriptions.add(events.on('chat.open.requested').subscribe((payload) => overlays.open('chat', payload)))

  const parcels = createParcelBroker()

  const popups = createPopupQueue(events.on('popup.confirmation.requested'))

  const alert$ = new BehaviorSubject<PopupAlert | null>(null)
  subscriptions.add(events.on('popup.alert.requested').subscribe((alert) => alert$.next(alert)))

  function requireSignIn(reason?: string): boolean {
    if (isSignedIn()) return true
    events.emit('signup.prompt.requested', reason === undefined ? {} : { reason })
    return false
  }

  return {
    emit: events.emit,
    on: events.on,
    latest: events.latest,

    session$,
    setSession: (session) => events.emit('session.state.changed', session),
    isSignedIn,
    isTrusted: () => isSignedIn() && isTrustedUser(session$.value),
    requireSignIn,
    requireTrusted(reason) {
      if (!requireSignIn(reason)) return false
      if (isTrustedUser(session$.value)) return true
      overlays.open('pro-upsell', { variant: 'sharing' })
      return false
    },

    overlay$: overlays.overlay$,
    overlayClosed$: overlays.overlayClosed$,
    headerMarker$: overlays.headerMarker$,
    openOverlay: overlays.open,
    closeOverlay: overlays.close,
    toggleOverlay: overlays.toggle,

    popup$: popups.popup$,
    showPopup: (popup) => events.emit('popup.confirmation.requested', popup),
    markPopupHostReady: popups.markHostReady,
    alert$,
    showAlert: (alert) => events.emit('popup.alert.requested', alert),
    dismissAlert: () => alert$.next(null),

    openChat: (payload) => events.emit('chat.open.requested', payload),
    requestSignup: (prompt = {}) => events.emit('signup.prompt.requested', prompt),
    notifyBasketChanged: (itemCount) => events.emit('basket.contents.changed', { item_count: itemCount }),
    handleNativeMessage(raw) {
      const message = parseNativeMessage(raw)
      if (!message) return false
      if (message.type === 'refresh') events.emit('native.refresh.requested')
      else if (message.type === 'scroll_top') events.emit('native.scroll-top.requested')
      else events.emit('native.search.requested', { term: message.term })
      return true
    },
    provideParcels: parcels.provideParcels,
    mountParcel: parcels.mountParcel,

    dispose() {
      subscriptions.unsubscribe()
      popups.dispose()
      overlays.complete()
      session$.complete()
      alert$.complete()
      events.complete()
    },
  }
}
