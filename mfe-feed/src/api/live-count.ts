import type { CountUpdate, LiveCount } from '../model/bell.ts'
import { COUNT_CHANGED } from './notifications-api.ts'

// reconnects back off from 1 s to 30 s and never give up: the 10 s refresh covers the wait
const RETRY_CAP_MS = 30_000

export function webSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`
}

type CreateClient = typeof import('graphql-ws').createClient

// notificationCountChanged over graphql-ws (the session cookie goes with the upgrade); its code loads
// with the first signed-in page, so visitors never fetch it
export function createLiveCount(
  load: () => Promise<CreateClient> = () => import('graphql-ws').then((m) => m.createClient),
): LiveCount {
  return {
    subscribe(next, down) {
      let stopped = false
      let stop: (() => void) | null = null
      void load().then(
        (createClient) => {
          if (stopped) return
          const client = createClient({
            url: webSocketUrl(),
            lazy: true,
            retryAttempts: Number.POSITIVE_INFINITY,
            shouldRetry: () => true,
            retryWait: (retries) =>
              new Promise((resolve) =>
                setTimeout(resolve, Math.min(RETRY_CAP_MS, 1000 * 2 ** Math.min(retries, 5))),
              ),
            on: { closed: () => down(), error: () => down() },
          })
          const unsubscribe = client.subscribe<{ notificationCountChanged: CountUpdate }>(
            { query: COUNT_CHANGED },
            {
              next: (result) => {
                const update = result.data?.notificationCountChanged
                if (update) next(update)
              },
              error: () => down(),
              complete: () => {},
            },
          )
          stop = () => {
            unsubscribe()
            void client.dispose()
          }
        },
        () => down(),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
