import { describe, expect, it } from '@jest/globals'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { fakeApi, fakeLive, flush, manualTimers, ok } from '../test-support/fakes.ts'
import type { LiveStatus } from './live.ts'
import { createUnreadController } from './unread-controller.ts'

function setup(status: LiveStatus, counts: number[]) {
  const fake = fakeApi({
    unreadCount: async () => ok({ unread_count: counts.shift() ?? 0 }) as ApiResult<{ unread_count: number }>,
  })
  const clock = manualTimers()
  const socket = fakeLive(status)
  const told: number[] = []
  const unread = createUnreadController({
    api: fake.api,
    live: socket.live,
    timers: clock.timers,
    onCount: (count) => told.push(count),
  })
  return { ...fake, clock, socket, told, unread }
}

describe('the header unread count', () => {
  it('starts from user_chats_unread_count and follows chatActivity pushes exactly', async () => {
    const { told, socket } = setup('live', [3])
    await flush()
    expect(told).toEqual([3])
    socket.active('chatActivity')[0]?.sink.next({ chatActivity: { chatId: 1, seq: 9, unreadTotal: 4 } })
    socket.active('chatActivity')[0]?.sink.next({ chatActivity: { chatId: 1, seq: 9, unreadTotal: 0 } })
    expect(told).toEqual([3, 4, 0])
  })

  it('tells only changes', async () => {
    const { told, unread } = setup('down', [2, 2, 1])
    await flush()
    await unread.refresh()
    await unread.refresh()
    expect(told).toEqual([2, 1])
  })

  it('asks again at the notification interval while the WebSocket is down, and on reconnecting', async () => {
    const { told, clock, socket, callsOf } = setup('down', [1, 2, 5])
    await flush()
    expect(clock.running()).toEqual([10_000])
    clock.tick()
    await flush()
    expect(told).toEqual([1, 2])
    socket.setStatus('live')
    await flush()
    expect(clock.running()).toEqual([])
    expect(callsOf('unreadCount')).toHaveLength(3)
    expect(told).toEqual([1, 2, 5])
  })

  it('stops telling once stopped', async () => {
    const { told, unread, socket, clock } = setup('live', [1])
    await flush()
    unread.stop()
    expect(socket.active('chatActivity')).toEqual([])
    socket.setStatus('down')
    expect(clock.running()).toEqual([])
    expect(told).toEqual([1])
  })
})
