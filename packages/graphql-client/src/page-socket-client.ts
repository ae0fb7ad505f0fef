import type { FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws'
import type { LiveConnection } from './live-connection.ts'
import { pageLiveConnection } from './page-live.ts'

type Result = FormattedExecutionResult<Record<string, unknown>, unknown>

// the shape ws-link.ts's recoveringWebSocketLink runs on
export interface SubscribingClient {
  subscribe(payload: SubscribePayload, sink: Sink<Result>): () => void
  dispose(): void
}

// Apollo's subscriptions over the page's one WebSocket (the one chat and the bell use) instead of a
// socket of their own: each subscription is made again whenever the socket comes back, and moves
// to the page's next socket when a sign-out ends this one. GraphQL errors still end it.
export function pageSocketClient(connection: () => LiveConnection = pageLiveConnection): SubscribingClient {
  const running = new Set<() => void>()
  return {
    subscribe(payload: SubscribePayload, sink: Sink<Result>) {
      let stopped = false
      let release: (() => void) | null = null
      let watching: { unsubscribe(): void } | null = null
      const leave = () => {
        const previous = release
        release = null
        previous?.()
      }
      const stop = () => {
        if (stopped) return
        stopped = true
        running.delete(stop)
        leave()
        watching?.unsubscribe()
      }
      const watch = () => {
        const live = connection()
        watching = live.status$.subscribe({
          next: (status) => {
            leave()
            if (status !== 'live' || stopped) return
            release = live.subscribe<Record<string, unknown>>(
              payload.query,
              (payload.variables ?? {}) as Record<string, unknown>,
              {
                next: (data) => sink.next({ data }),
                error: (error) => {
                  // a refusal ends the subscription; a dropped socket waits for the next 'live'
                  if (!Array.isArray(error)) return
                  stop()
                  sink.error(error)
                },
              },
            )
          },
          complete: () => {
            leave()
            if (!stopped) queueMicrotask(() => !stopped && watch())
          },
        })
      }
      running.add(stop)
      watch()
      return stop
    },
    dispose() {
      for (const stop of [...running]) stop()
    },
  }
}
