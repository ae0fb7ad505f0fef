import { bus } from '@showroom/bus'
import { matchSiteRoute } from '@showroom/contracts'
import { combineLatest, distinctUntilChanged, filter, map, type Observable, take } from 'rxjs'
import { pathname$ } from '../location.ts'

// the cookie and bottom notices are fixed to the foot of the screen, where the chat page
// (/c/{chat_id}/) and the chat overlay keep their message box: they step aside while any overlay
// is open and while the chat page is shown, and come back as they were (not dismissed)
export const noticesWelcome$: Observable<boolean> = combineLatest([pathname$, bus.overlay$]).pipe(
  map(([pathname, overlay]) => overlay === null && matchSiteRoute(pathname)?.route.name !== 'chat'),
  distinctUntilChanged(),
)

export function followNoticeRoom(container: HTMLElement): void {
  noticesWelcome$.subscribe((welcome) => {
    container.hidden = !welcome
  })
}

// a notice not shown yet waits for its room, so it is not recorded as seen while out of sight
export function whenNoticesWelcome(run: () => void): void {
  noticesWelcome$
    .pipe(
      filter((welcome) => welcome),
      take(1),
    )
    .subscribe(run)
}
