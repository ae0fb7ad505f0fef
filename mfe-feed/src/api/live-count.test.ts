import { describe, expect, it, jest } from '@jest/globals'
import type { LiveConnection, LiveSink, LiveStatus } from '@showroom/graphql-client/live'
import { BehaviorSubject } from 'rxjs'
import { flush } from '../test-support/fakes.ts'
import { createLiveCount } from './live-count.ts'

// the page's socket stood in for: its status is played by the test, its subscriptions are kept
function fakeConnection() {
  const status$ = new BehaviorSubject<LiveStatus>('connecting')
  const subscribed: { query: string; sink: LiveSink<unknown>; stopped: boolean }[] = []
  const connection: LiveConnection = {
    status$: status$.asObservable(),
    status: () => status$.value,
    subscribe<T>(query: string, _variables: Record<string, unknown>, sink: LiveSink<T>) {
      const entry = { query, sink: sink as LiveSink<unknown>, stopped: false }
      subscribed.push(entry)
      return () => {
        entry.stopped = true
      }
    },
    restart: () => {},
    dispose: () => status$.complete(),
  }
  return { connection, status$, subscribed }
}

describe("the bell's live count", () => {
  it("subscribes over the page's socket each time it is live, and says when it is down", () => {
    const page = fakeConnection()
    const next = jest.fn()
    const down = jest.fn()
    const stop = createLiveCount(() => page.connection).subscribe(next, down)
    expect(page.subscribed).toHaveLength(0)
    page.status$.next('live')
    expect(page.subscribed).toHaveLength(1)
    expect(page.subscribed[0]?.query).toContain('notificationCountChanged')
    page.subscribed[0]?.sink.next({ notificationCountChanged: { unseenCount: 3, latestSeq: 9 } })
    expect(next).toHaveBeenCalledWith({ unseenCount: 3, latestSeq: 9 })
    page.status$.next('down')
    expect(down).toHaveBeenCalledTimes(1)
    expect(page.subscribed[0]?.stopped).toBe(true)
    page.status$.next('live')
    expect(page.subscribed).toHaveLength(2)
    stop()
    expect(page.subscribed[1]?.stopped).toBe(true)
  })

  it('moves to the next socket when the page ends the one it used (a sign-out)', async () => {
    const sockets = [fakeConnection(), fakeConnection()]
    let current = 0
    const stop = createLiveCount(() => sockets[current]?.connection as LiveConnection).subscribe(
      () => {},
      () => {},
    )
    sockets[0]?.status$.next('live')
    current = 1
    sockets[0]?.connection.dispose()
    await flush()
    expect(sockets[0]?.subscribed[0]?.stopped).toBe(true)
    sockets[1]?.status$.next('live')
    expect(sockets[1]?.subscribed).toHaveLength(1)
    stop()
  })

  it('reports a refused subscription as down (the 10 s refresh goes on)', () => {
    const page = fakeConnection()
    const down = jest.fn()
    createLiveCount(() => page.connection).subscribe(() => {}, down)
    page.status$.next('live')
    page.subscribed[0]?.sink.error(new Error('refused'))
    expect(down).toHaveBeenCalled()
  })
})
