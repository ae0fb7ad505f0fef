/**
 * @jest-environment jsdom
 */
// window.location and WebSocket.OPEN come from the browser
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { ClientOptions } from 'graphql-ws'
import { createLiveConnection, type LiveStatus, webSocketUrl } from './live-connection.ts'
import { endPageLiveConnection, pageLiveConnection } from './page-live.ts'

const flush = async (rounds = 5) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve()
}

// graphql-ws stood in for: each client made is kept with its options, so the test plays its events
function fakeGraphqlWs() {
  const clients: { options: ClientOptions; disposed: boolean; subscribed: unknown[] }[] = []
  const createClient = (options: ClientOptions) => {
    const entry = { options, disposed: false, subscribed: [] as unknown[] }
    clients.push(entry)
    return {
      on: () => () => {},
      subscribe: (payload: unknown) => {
        entry.subscribed.push(payload)
        return () => {}
      },
      iterate: () => {
        throw new Error('not used')
      },
      terminate: () => {},
      dispose: () => {
        entry.disposed = true
      },
    }
  }
  return { clients, load: async () => createClient as never }
}

beforeEach(() => {
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('the page’s GraphQL WebSocket', () => {
  it('opens /graphql on the page’s host, ws or wss', () => {
    expect(webSocketUrl({ protocol: 'https:', host: 'showroom.example' })).toBe(
      'wss://showroom.example/graphql',
    )
    expect(webSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/graphql')
  })

  it('is live once acknowledged and down when it closes, and keeps retrying', async () => {
    const ws = fakeGraphqlWs()
    const live = createLiveConnection(ws.load)
    const seen: LiveStatus[] = []
    live.status$.subscribe((status) => seen.push(status))
    await flush()
    const options = ws.clients[0]?.options
    expect(options).toMatchObject({ lazy: false, retryAttempts: Number.POSITIVE_INFINITY })
    options?.on?.connected?.({} as never, undefined, false)
    options?.on?.closed?.({})
    options?.on?.connected?.({} as never, undefined, true)
    expect(seen).toEqual(['connecting', 'live', 'down', 'live'])
    live.dispose()
  })

  it('starts a new client after a close graphql-ws treats as final', async () => {
    const ws = fakeGraphqlWs()
    const live = createLiveConnection(ws.load)
    await flush()
    ws.clients[0]?.options.on?.connected?.({} as never, undefined, false)
    ws.clients[0]?.options.onNonLazyError?.({ code: 1011, reason: 'internal error' })
    expect(live.status()).toBe('down')
    jest.advanceTimersByTime(1000)
    await flush()
    expect(ws.clients).toHaveLength(2)
    expect(ws.clients[0]?.disposed).toBe(true)
    ws.clients[1]?.options.on?.connected?.({} as never, undefined, false)
    expect(live.status()).toBe('live')
    live.dispose()
  })

  it('ignores the events of a client it replaced', async () => {
    const ws = fakeGraphqlWs()
    const live = createLiveConnection(ws.load)
    await flush()
    live.restart()
    await flush()
    ws.clients[0]?.options.on?.connected?.({} as never, undefined, false)
    expect(live.status()).toBe('down')
    ws.clients[1]?.options.on?.connected?.({} as never, undefined, false)
    expect(live.status()).toBe('live')
    live.dispose()
  })

  it('closes a socket that stops answering pings, so the client reconnects', async () => {
    const ws = fakeGraphqlWs()
    const live = createLiveConnection(ws.load)
    await flush()
    const close = jest.fn()
    const on = ws.clients[0]?.options.on
    on?.opened?.({ readyState: WebSocket.OPEN, close } as never)
    on?.ping?.(false, undefined)
    jest.advanceTimersByTime(5000)
    expect(close).toHaveBeenCalledWith(4408, 'Request Timeout')
    close.mockClear()
    on?.ping?.(false, undefined)
    on?.pong?.(true, undefined)
    jest.advanceTimersByTime(5000)
    expect(close).not.toHaveBeenCalled()
    live.dispose()
  })

  it('hands a subscription to the client, and reports a refusal to the caller', async () => {
    const ws = fakeGraphqlWs()
    const live = createLiveConnection(ws.load)
    const early = jest.fn()
    live.subscribe('subscription { x }', {}, { next: () => {}, error: early })
    expect(early).toHaveBeenCalled()
    await flush()
    live.subscribe('subscription { chatActivity { seq } }', { a: 1 }, { next: () => {}, error: () => {} })
    expect(ws.clients[0]?.subscribed).toEqual([
      { query: 'subscription { chatActivity { seq } }', variables: { a: 1 } },
    ])
    live.dispose()
    expect(ws.clients[0]?.disposed).toBe(true)
  })

  it('is one per page until the member signs out, and a new one after', async () => {
    const ws = fakeGraphqlWs()
    const make = () => createLiveConnection(ws.load)
    const first = pageLiveConnection(make)
    expect(pageLiveConnection(make)).toBe(first)
    await flush()
    expect(ws.clients).toHaveLength(1)
    const ended = jest.fn()
    first.status$.subscribe({ complete: ended })
    endPageLiveConnection()
    expect(ended).toHaveBeenCalled()
    expect(ws.clients[0]?.disposed).toBe(true)
    const second = pageLiveConnection(make)
    expect(second).not.toBe(first)
    await flush()
    expect(ws.clients).toHaveLength(2)
    endPageLiveConnection()
  })
})
