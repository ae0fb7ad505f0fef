import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { ApolloLink } from '@apollo/client/link'
import { print } from '@apollo/client/utilities'
import type { GraphQLFormattedError } from 'graphql'
import {
  type Client,
  createClient,
  type FormattedExecutionResult,
  type Sink,
  type SubscribePayload,
} from 'graphql-ws'
import { Observable } from 'rxjs'
import { pageSocketClient } from './page-socket-client.ts'

export function webSocketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}${path}`
}

type CreateClient = typeof createClient

// the chat's own connection backs off the same way (mfe-chat/src/api/live-connection.ts):
// 1, 2, 4, 8 s, then every 10 s, for as long as the page is open
const RETRY_CAP_MS = 10_000
export const backoff = (attempt: number): number => Math.min(RETRY_CAP_MS, 1000 * 2 ** Math.min(attempt, 4))

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// disposing a client whose socket never opened rejects with why it did not: nothing to report
function disposeQuietly(client: Client | null): void {
  if (client) void Promise.resolve(client.dispose()).catch(() => {})
}

type Result = FormattedExecutionResult<Record<string, unknown>, unknown>

export interface RecoveringClient {
  subscribe(payload: SubscribePayload, sink: Sink<Result>): () => void
  dispose(): void
}

interface Running {
  client: Client | null
  moveIn(delayMs: number): void
  stop(): void
}

// graphql-ws reconnects by itself, but only so many times, and it gives up for good on close codes
// it treats as final (1011 and 4500 among them, which a proxy or a restarting server sends): every
// subscription then ends with an error and live data stops until the page reloads. Here retries
// never run out, and a client that gave up is replaced: after the back-off a fresh client takes over
// each of its subscriptions, whose subscribers see no end. GraphQL errors still end a subscription.
export function createRecoveringClient(url: string, create: CreateClient = createClient): RecoveringClient {
  let current: Client | null = null
  let reopens = 0
  const running = new Set<Running>()

  function client(): Client {
    if (current) return current
    const fresh: Client = create({
      url,
      // the session cookie travels with the WebSocket upgrade request: no connection params
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => wait(backoff(retries)),
      on: {
        connected: () => {
          if (fresh === current) reopens = 0
        },
      },
    })
    current = fresh
    return fresh
  }

  function replace(failed: Client): void {
    if (failed !== current) return
    current = null
    const delay = backoff(reopens++)
    for (const run of running) if (run.client === failed) run.moveIn(delay)
    disposeQuietly(failed)
  }

  return {
    subscribe(payload, sink) {
      let release: (() => void) | null = null
      let timer: ReturnType<typeof setTimeout> | undefined
      const leave = () => {
        const previous = release
        release = null
        run.client = null
        previous?.()
      }
      const run: Running = {
        client: null,
        moveIn(delayMs) {
          leave()
          timer = setTimeout(start, delayMs)
        },
        stop() {
          running.delete(run)
          clearTimeout(timer)
          leave()
        },
      }

      function start(): void {
        const on = client()
        run.client = on
        release = on.subscribe(payload, {
          next: (result) => {
            if (run.client === on) sink.next(result)
          },
          complete: () => {
            if (run.client !== on) return
            run.stop()
            sink.complete()
          },
          error: (error) => {
            if (run.client !== on) return
            if (Array.isArray(error)) {
              run.stop()
              sink.error(error)
            } else {
              // the connection, not the operation, failed for good
              replace(on)
            }
          },
        })
      }

      running.add(run)
      start()
      return run.stop
    },
    dispose() {
      for (const run of running) run.stop()
      disposeQuietly(current)
      current = null
    },
  }
}

// the terminating link for subscriptions, shaped like Apollo's GraphQLWsLink
export function recoveringWebSocketLink(client: RecoveringClient): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) =>
        client.subscribe(
          {
            query: print(operation.query),
            variables: operation.variables,
            operationName: operation.operationName,
            extensions: operation.extensions,
          },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            complete: () => observer.complete(),
            error: (errors) =>
              observer.error(new CombinedGraphQLErrors({ errors: errors as GraphQLFormattedError[] })),
          },
        ),
      ),
  )
}

// Apollo's subscriptions share the page's one socket with chat and the bell (page-socket-client.ts);
// a path other than /graphql gets a recovering socket of its own
export function createWebSocketLink(path: string): ApolloLink {
  if (path === '/graphql') return recoveringWebSocketLink(pageSocketClient())
  return recoveringWebSocketLink(createRecoveringClient(webSocketUrl(path)))
}
