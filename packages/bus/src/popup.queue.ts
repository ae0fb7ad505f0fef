import { LIMITS, type PopupConfirmation } from '@showroom/contracts'
import {
  BehaviorSubject,
  concat,
  concatMap,
  ignoreElements,
  map,
  type Observable,
  of,
  type Subscription,
  timer,
} from 'rxjs'

// each popup shows for 3000 ms, then hides; the next one follows after a 200 ms pause
export function createPopupQueue(requests$: Observable<PopupConfirmation>) {
  const popup$ = new BehaviorSubject<PopupConfirmation | null>(null)

  const subscription: Subscription = requests$
    .pipe(
      concatMap((popup) =>
        concat(
          of(popup),
          timer(LIMITS.popupShowMs).pipe(map(() => null)),
          timer(LIMITS.popupHideDelayMs).pipe(ignoreElements()),
        ),
      ),
    )
    .subscribe((current) => popup$.next(current))

  return {
    popup$,
    dispose() {
      subscription.unsubscribe()
      popup$.complete()
    },
  }
}
