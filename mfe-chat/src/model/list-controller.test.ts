import { describe, expect, it } from '@jest/globals'
import type { ChatListItem } from '@showroom/contracts'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { failed, fakeApi, fakeLive, flush, manualTimers, ok } from '../test-support/fakes.ts'
import { createListController } from './list-controller.ts'
import type { LiveStatus } from './live.ts'

const item = (id: number): ChatListItem => ({
  id,
  entity: { type: 'designer', id },
  unread_count: 0,
  last_message_timestamp: 1_790_000_000,
  icon: '',
  title: `Chat ${id}`,
  last_message_text: 'hi',
})

function setup(status: LiveStatus, answers: ApiResult<{ chats: ChatListItem[] }>[]) {
  const fake = fakeApi({ listChats: async () => answers.shift() ?? ok({ chats: [item(1)] }) })
  const clock = manualTimers()
  const socket = fakeLive(status)
  const list = createListController({ api: fake.api, live: socket.live, timers: clock.timers })
  return { ...fake, clock, socket, list }
}

describe('the chat list', () => {
  it('loads on open and shows the chats, or the empty state', async () => {
    const { list } = setup('down', [ok({ chats: [] })])
    list.open()
    expect(list.getState().phase).toBe('loading')
    await flush()
    expect(list.getState()).toEqual({ phase: 'ready', chats: [] })
  })

  it('shows the error panel when it cannot load, and Try again loads it', async () => {
    const { list } = setup('down', [failed()])
    list.open()
    await flush()
    expect(list.getState().phase).toBe('error')
    list.retry()
    await flush()
    expect(list.getState()).toEqual({ phase: 'ready', chats: [item(1)] })
  })

  it('refreshes every second while the WebSocket is down, keeping the list on a failed refresh', async () => {
    const { list, clock, callsOf } = setup('down', [ok({ chats: [item(1)] }), failed()])
    list.open()
    await flush()
    expect(clock.running()).toEqual([1000])
    clock.tick()
    await flush()
    expect(callsOf('listChats')).toHaveLength(2)
    expect(list.getState()).toEqual({ phase: 'ready', chats: [item(1)] })
  })

  it('refreshes on chat activity instead while the WebSocket is live', async () => {
    const { list, clock, callsOf, socket } = setup('live', [])
    list.open()
    await flush()
    expect(clock.running()).toEqual([])
    expect(callsOf('listChats')).toHaveLength(1)
    socket.active('chatActivity')[0]?.sink.next({ chatActivity: { chatId: 1, seq: 2, unreadTotal: 1 } })
    await flush()
    expect(callsOf('listChats')).toHaveLength(2)
    socket.setStatus('down')
    expect(socket.active('chatActivity')).toEqual([])
    expect(clock.running()).toEqual([1000])
  })

  it('stops its timer and subscription when it closes', async () => {
    const down = setup('down', [])
    down.list.open()
    down.list.stop()
    expect(down.clock.running()).toEqual([])
    const live = setup('live', [])
    live.list.open()
    live.list.stop()
    expect(live.socket.active('chatActivity')).toEqual([])
  })
})
