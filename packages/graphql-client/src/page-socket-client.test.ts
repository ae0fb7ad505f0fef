import { describe, expect, it, jest } from '@jest/globals'
import { BehaviorSubject } from 'rxjs'
import type { LiveConnection, LiveSink, LiveStatus } from './live-connection.ts'
import { pageSocketClient } from './page-socket-client.ts'

function fakeConnection() {
  const status$ = new BehaviorSubject<LiveStatus>('connecting')
  const made: { query: string; sink: LiveSink<unknown>; stopped: boolean }[] = []
  const connection: LiveConnection = {
    status$: status$.asObservable(),
    status: () => status$.value,
    subscribe<T>(query: string, _variables: Record<string, unknown>, sink: LiveSink<T>) {
      const entry = { query, sink: sink as LiveSink<unknown>, stopped: false }
      made.push(entry)
      return () => {
        entry.stopped = true
      }
    },
    restart: () => {},
    dispose: () => status$.complete(),
  }
  return { connection, status$, made }
}

const sinkOf = () => ({ next: jest.fn(), error: jest.fn(), complete: jest.fn() })

describe("Apollo's subscriptions over the page's one socket", () => {
  it('subscribe when the socket is live, again after it drops, and stop when asked', () => {
    const page = fakeConnection()
    const sink = sinkOf()
    const stop = pageSocketClient(() => page.connection).subscribe({ query: 'subscription { x }' }, sink)
    expect(page.made).toHaveLength(0)
    page.status$.next('live')
    page.made[0]?.sink.next({ x: 1 })
    expect(sink.next).toHaveBeenCalledWith({ data: { x: 1 } })
    page.made[0]?.sink.error(new Error('socket closed'))
    expect(sink.error).not.toHaveBeenCalled()
    page.status$.next('down')
    page.status$.next('live')
    expect(page.made).toHaveLength(2)
    expect(page.made[0]?.stopped).toBe(true)
    stop()
    expect(page.made[1]?.stopped).toBe(true)
  })

  it('end with the GraphQL errors of a refusal', () => {
    const page = fakeConnection()
    const sink = sinkOf()
    pageSocketClient(() => page.connection).subscribe({ query: 'subscription { x }' }, sink)
    page.status$.next('live')
    page.made[0]?.sink.error([{ message: 'Not allowed' }])
    expect(sink.error).toHaveBeenCalledWith([{ message: 'Not allowed' }])
    page.status$.next('down')
    page.status$.next('live')
    expect(page.made).toHaveLength(1)
  })

  it("move to the page's next socket after a sign-out", async () => {
    const sockets = [fakeConnection(), fakeConnection()]
    let current = 0
    const client = pageSocketClient(() => sockets[current]?.connection as LiveConnection)
    client.subscribe({ query: 'subscription { x }' }, sinkOf())
    current = 1
    sockets[0]?.connection.dispose()
    await Promise.resolve()
    sockets[1]?.status$.next('live')
    expect(sockets[1]?.made).toHaveLength(1)
    client.dispose()
    expect(sockets[1]?.made[0]?.stopped).toBe(true)
  })
})
