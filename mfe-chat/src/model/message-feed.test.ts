import { describe, expect, it } from '@jest/globals'
import type { ChatApi } from '../api/chat-api.ts'
import {
  comment,
  fakeApi,
  fakeAttention,
  fakeLive,
  flush,
  liveMessage,
  manualTimers,
  ok,
} from '../test-support/fakes.ts'
import { createChatController } from './chat-controller.ts'
import type { LiveStatus } from './live.ts'

const chat = {
  chat_id: 5,
  target_name: 'Atelier Nord',
  target_icon: '',
  title: 'Atelier Nord',
  target_url: '',
}
const page = (comments: unknown[], hasMore = false) => ok({ comments, has_more: hasMore })

// a chat opened with messages 1..3 (seq 1..3 on the server), the socket in the given state
async function openChat(status: LiveStatus, overrides: Partial<ChatApi> = {}, lastSeq: number | null = 3) {
  const fake = fakeApi({
    getChat: async () => ok(chat),
    startInfo: async () => ({ persona: { type: 'user', id: 7 }, lastSeq }),
    listMessages: async (_id, which) =>
      'latest' in which ? page([comment(3), comment(2), comment(1)]) : page([]),
    markRead: async () => true,
    ...overrides,
  })
  const clock = manualTimers()
  const socket = fakeLive(status)
  const focus = fakeAttention(true)
  const controller = createChatController(
    { api: fake.api, live: socket.live, timers: clock.timers, attention: focus.attention },
    { onProRequired: () => {}, onStartFailed: () => {} },
  )
  await controller.start({ chat_id: 5 })
  return {
    ...fake,
    clock,
    socket,
    focus,
    controller,
    ids: () => controller.getState().messages.map((m) => m.id),
  }
}

describe('while the WebSocket is down', () => {
  it('polls every second for the messages newer than the highest id seen', async () => {
    const { clock, callsOf, controller, ids } = await openChat('down', {
      listMessages: async (_id, which) =>
        'latest' in which ? page([comment(3), comment(2), comment(1)]) : page([comment(5), comment(4)]),
    })
    expect(clock.running()).toEqual([1000])
    expect(controller.getState().transport).toBe('polling')
    clock.tick()
    await flush()
    expect(callsOf('listMessages')[1]?.args).toEqual([5, { newerThan: 3 }, { noFocus: false }])
    expect(ids()).toEqual([1, 2, 3, 4, 5])
    clock.tick()
    await flush()
    expect(callsOf('listMessages')[2]?.args[1]).toEqual({ newerThan: 5 })
  })

  it('sends no_focus while the window lacks focus, so the read position stays where it was', async () => {
    const { clock, callsOf, focus } = await openChat('down')
    focus.blur()
    clock.tick()
    await flush()
    expect(callsOf('listMessages')[1]?.args[2]).toEqual({ noFocus: true })
  })

  it('asks again at once when a poll says more are waiting', async () => {
    const answers = [page([comment(4)], true), page([comment(5)], false)]
    const { clock, callsOf, ids } = await openChat('down', {
      listMessages: async (_id, which) =>
        'latest' in which ? page([comment(3)]) : (answers.shift() ?? page([])),
    })
    clock.tick()
    await flush(10)
    expect(callsOf('listMessages').map((call) => call.args[1])).toEqual([
      { latest: true },
      { newerThan: 3 },
      { newerThan: 4 },
    ])
    expect(ids()).toEqual([3, 4, 5])
  })
})

describe('live push', () => {
  it('subscribes after the latest seq and stops polling', async () => {
    const { socket, clock, controller } = await openChat('live')
    const [subscription] = socket.active('chatMessageAdded')
    expect(subscription?.variables).toEqual({ chatId: 5, afterSeq: 3 })
    expect(clock.running()).toEqual([])
    expect(controller.getState().transport).toBe('live')
  })

  it('appends pushed messages and marks them read while the reader looks', async () => {
    const { socket, ids, callsOf } = await openChat('live')
    socket.active('chatMessageAdded')[0]?.sink.next(liveMessage(4, 4))
    await flush()
    expect(ids()).toEqual([1, 2, 3, 4])
    expect(callsOf('markRead')[0]?.args).toEqual([5, 4])
  })

  it('leaves the read position alone while the window lacks focus, and moves it when focus returns', async () => {
    const { socket, callsOf, focus } = await openChat('live')
    focus.blur()
    socket.active('chatMessageAdded')[0]?.sink.next(liveMessage(4, 4))
    await flush()
    expect(callsOf('markRead')).toEqual([])
    focus.focus()
    await flush()
    expect(callsOf('markRead')[0]?.args).toEqual([5, 4])
  })

  it('falls back to polling when the socket drops and resubscribes after the last seq seen when it is back', async () => {
    const { socket, clock, callsOf, ids } = await openChat('live', {
      listMessages: async (_id, which) =>
        'latest' in which ? page([comment(3), comment(2), comment(1)]) : page([comment(5, { seq: 5 })]),
    })
    socket.active('chatMessageAdded')[0]?.sink.next(liveMessage(4, 4))
    socket.setStatus('down')
    expect(socket.active('chatMessageAdded')).toEqual([])
    expect(clock.running()).toEqual([1000])
    clock.tick()
    await flush()
    expect(callsOf('listMessages').at(-1)?.args[1]).toEqual({ newerThan: 4 })
    socket.setStatus('live')
    expect(clock.running()).toEqual([])
    const [again] = socket.active('chatMessageAdded')
    expect(again?.variables).toEqual({ chatId: 5, afterSeq: 5 })
    // the catch-up replays what the poll already brought: shown once
    again?.sink.next(liveMessage(5, 5))
    again?.sink.next(liveMessage(6, 6))
    await flush()
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('polls when the server refuses the subscription', async () => {
    const { socket, clock, controller } = await openChat('live')
    socket.active('chatMessageAdded')[0]?.sink.error(new Error('CHAT_ERR_NOT_FOUND'))
    expect(clock.running()).toEqual([1000])
    expect(controller.getState().transport).toBe('polling')
  })

  it('keeps polling when it cannot tell which seq to resume from', async () => {
    const { socket, clock } = await openChat('live', {}, null)
    expect(socket.active('chatMessageAdded')).toEqual([])
    expect(clock.running()).toEqual([1000])
  })

  it('waits for the socket while it connects, polling meanwhile', async () => {
    const { socket, clock } = await openChat('connecting')
    expect(clock.running()).toEqual([1000])
    socket.setStatus('live')
    expect(clock.running()).toEqual([])
    expect(socket.active('chatMessageAdded')).toHaveLength(1)
  })
})

describe('closing', () => {
  it('stops every timer, subscription and focus listener', async () => {
    const down = await openChat('down')
    down.controller.stop()
    expect(down.clock.running()).toEqual([])
    expect(down.focus.listeners()).toBe(0)
    const live = await openChat('live')
    live.controller.stop()
    expect(live.socket.active('chatMessageAdded')).toEqual([])
    live.socket.setStatus('down')
    expect(live.clock.running()).toEqual([])
  })

  it('drops a poll answer that lands after the close', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => {}
    const { clock, controller } = await openChat('down', {
      listMessages: (_id, which) =>
        'latest' in which
          ? Promise.resolve(page([comment(3)]))
          : new Promise((resolve) => {
              answer = resolve
            }),
    })
    clock.tick()
    controller.stop()
    answer(page([comment(4)]))
    await flush()
    expect(controller.getState().messages).toEqual([])
  })
})
