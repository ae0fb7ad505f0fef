import type { Client } from 'graphql-ws'
import { BehaviorSubject, type Observable } from 'rxjs'

// 'live': the WebSocket is open and acknowledged; 'down': it could not open or dropped (callers poll
// meanwhile); 'connecting': the first attempt is under way
export type LiveStatus = 'connecting' | 'live' | 'down'

export interface LiveSink<T> {
  next(data: T): void
  // the server refused the subscription (or the stream broke): the caller polls instead
  error(error: unknown): void
}

// the page's one GraphQL WebSocket, shared by every module that wants live data (chat, the bell)
export interface LiveConnection {
  readonly status$: Observable<LiveStatus>
  status(): LiveStatus
  // a subscription over the open socket; the returned function stops it. Callers subscribe again
  // with their latest cursor each time the status comes back to 'live'
  subscribe<T>(query: string, variables: Record<string, unknown>, sink: LiveSink<T>): () => void
  // a new socket (the acting persona changed: the server reads who we are when it opens)
  restart(): void
  // the member signed out: status$ completes, and the next pageLiveConnection() opens a new socket
  dispose(): void
}

// the server answers pings; a socket that stops answering is dead even if the browser has not noticed
const PING_EVERY_MS = 10_000
const PONG_WITHIN_MS = 5_000
// reconnects back off from 1 s to 10 s and never give up: polling covers the wait
const RETRY_CAP_MS = 10_000

export function webSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`
}

type CreateClient = typeof import('graphql-ws').createClient

const backoff = (attempt: number) => Math.min(RETRY_CAP_MS, 1000 * 2 ** Math.min(attempt, 4))

// graphql-ws over /graphql (the session cookie goes with the upgrade request); its code loads with
// the first connection, so pages of visitors never fetch it
export function createLiveConnection(
  load: () => Promise<CreateClient> = () => import('graphql-ws').then((m) => m.createClient),
): LiveConnection {
  const status$ = new BehaviorSubject<LiveStatus>('connecting')
  let client: Client | null = null
  let generation = 0
  let disposed = false
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  let reopens = 0

  const setStatus = (next: LiveStatus) => {
    if (!disposed && status$.value !== next) status$.next(next)
  }

  async function open(): Promise<void> {
    const mine = ++generation
    const createClient = await load().catch(() => null)
    if (mine !== generation || disposed) return
    if (!createClient) return setStatus('down')
    let socket: WebSocket | null = null
    let pongTimer: ReturnType<typeof setTimeout> | undefined
    const current = (fn: () => void) => () => {
      if (mine === generation) fn()
    }
    client = createClient({
      url: webSocketUrl(),
      lazy: false,
      keepAlive: PING_EVERY_MS,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoff(retries))),
      // graphql-ws gives up for good on some close codes (a 1011 or 4500 from a proxy or a restarting
      // server): a new client takes over after the same back-off
      onNonLazyError: current(() => {
        setStatus('down')
        clearTimeout(reopenTimer)
        reopenTimer = setTimeout(current(reopen), backoff(reopens++))
      }),
      on: {
        opened: (opened) => {
          socket = opened as WebSocket
        },
        connected: current(() => {
          reopens = 0
          setStatus('live')
        }),
        closed: current(() => {
          clearTimeout(pongTimer)
          setStatus('down')
        }),
        error: current(() => setStatus('down')),
        ping: (received) => {
          if (received) return
          pongTimer = setTimeout(() => {
            // 4408: the graphql-ws close code for a timed-out connection; the client reconnects
            if (socket?.readyState === WebSocket.OPEN) socket.close(4408, 'Request Timeout')
          }, PONG_WITHIN_MS)
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer)
        },
      },
    })
  }

  function reopen(): void {
    close()
    void open()
  }

  function close(): void {
    clearTimeout(reopenTimer)
    generation += 1
    const old = client
    client = null
    void old?.dispose()
  }

  void open()

  return {
    status$: status$.asObservable(),
    status: () => status$.value,
    subscribe<T>(query: string, variables: Record<string, unknown>, sink: LiveSink<T>) {
      if (!client) {
        sink.error(new Error('not connected'))
        return () => {}
      }
      return client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            if (result.errors?.length) sink.error(result.errors)
            else if (result.data) sink.next(result.data as T)
          },
          error: (error) => sink.error(error),
          complete: () => {},
        },
      )
    },
    restart() {
      if (disposed) return
      setStatus('down')
      reopen()
    },
    dispose() {
      if (disposed) return
      close()
      disposed = true
      status$.complete()
    },
  }
}
