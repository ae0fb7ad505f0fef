import { LIMITS, type PopupConfirmation } from '@showroom/contracts'
import {
  BehaviorSubject,
  concat,
  concatMap,
  filter,
  ignoreElements,
  map,
  type Observable,
  of,
  type Subscription,
  take,
  timer,
} from 'rxjs'

// each popup shows for 3000 ms, then hides; the next one follows after a 200 ms pause. The 3000 ms
// start once a host is on the page: a popup asked for at load time (#unsub) brings the host's code
// in, which can take seconds on a slow phone, and must not have expired unseen by then
export function createPopupQueue(requests$: Observable<PopupConfirmation>) {
  const popup$ = new BehaviorSubject<PopupConfirmation | null>(null)
  const hostReady$ = new BehaviorSubject(false)
  const whenHostReady$ = hostReady$.pipe(filter(Boolean), take(1), ignoreElements())

  const subscription: Subscription = requests$
    .pipe(
      concatMap((popup) =>
        concat(
          of(popup),
          whenHostReady$,
          timer(LIMITS.popupShowMs).pipe(map(() => null)),
          timer(LIMITS.popupHideDelayMs).pipe(ignoreElements()),
        ),
      ),
    )
    .subscribe((current) => popup$.next(current))

  return {
    popup$,
    markHostReady: () => hostReady$.next(true),
    dispose() {
      subscription.unsubscribe()
      popup$.complete()
      hostReady$.complete()
    },
  }
}
