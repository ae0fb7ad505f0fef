import { type LiveConnection, pageLiveConnection } from '@showroom/graphql-client/live'
import type { CountUpdate, LiveCount } from '../model/bell.ts'
import { COUNT_CHANGED } from './notifications-api.ts'

// notificationCountChanged over the page's one GraphQL WebSocket, the one chat uses too (the session
// cookie goes with the upgrade; graphql-ws loads with the first signed-in page, so visitors never
// fetch it). The subscription is made again each time the socket comes back; while it is down the
// bell's 10 s refresh covers the wait. When chat ends the socket (a sign-out) its status completes
// and the count moves to the page's next socket.
export function createLiveCount(connection: () => LiveConnection = pageLiveConnection): LiveCount {
  return {
    subscribe(next, down) {
      let stopped = false
      let stopCount: (() => void) | null = null
      let watching: { unsubscribe(): void } | null = null
      const release = () => {
        const previous = stopCount
        stopCount = null
        previous?.()
      }
      const watch = () => {
        const live = connection()
        watching = live.status$.subscribe({
          next: (status) => {
            release()
            if (status === 'down') down()
            if (status !== 'live') return
            stopCount = live.subscribe<{ notificationCountChanged: CountUpdate }>(
              COUNT_CHANGED,
              {},
              {
                next: (data) => next(data.notificationCountChanged),
                error: () => down(),
              },
            )
          },
          complete: () => {
            release()
            if (!stopped) queueMicrotask(() => !stopped && watch())
          },
        })
      }
      watch()
      return () => {
        stopped = true
        release()
        watching?.unsubscribe()
      }
    },
  }
}
