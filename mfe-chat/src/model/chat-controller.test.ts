import { describe, expect, it, jest } from '@jest/globals'
import type { Chat } from '@showroom/contracts'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import {
  comment,
  deferred,
  failed,
  fakeApi,
  fakeAttention,
  fakeLive,
  flush,
  manualTimers,
  ok,
} from '../test-support/fakes.ts'
import { createChatController } from './chat-controller.ts'

const chat = (id: number, name = 'Atelier Nord'): Chat => ({
  chat_id: id,
  target_name: name,
  target_icon: '/nord.png',
  title: name,
  target_url: '/brand/atelier-nord/',
})

const page = (comments: unknown[], hasMore = false) => ok({ comments, has_more: hasMore })

function setup(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({
    startInfo: async () => ({ persona: { type: 'user', id: 7 }, lastSeq: 3 }),
    listMessages: async () => page([comment(3), comment(2), comment(1)]),
    markRead: async () => true,
    ...overrides,
  })
  const hooks = { onProRequired: jest.fn(), onStartFailed: jest.fn(), onStarted: jest.fn() }
  const clock = manualTimers()
  const live = fakeLive('down')
  const controller = createChatController(
    { api: fake.api, live: live.live, timers: clock.timers, attention: fakeAttention().attention },
    hooks,
  )
  return { ...fake, hooks, controller, clock, live }
}

describe('starting a chat', () => {
  it('creates the chat with the targets, then shows its latest 20 messages oldest first', async () => {
    const { controller, callsOf, hooks } = setup({ createChat: async () => ok(chat(5)) })
    await controller.start({ targets: [{ type: 'designer', id: 3 }] })
    expect(callsOf('createChat')[0]?.args).toEqual([[{ type: 'designer', id: 3 }], undefined])
    expect(callsOf('listMessages')[0]?.args).toEqual([5, { latest: true }, { noFocus: false }])
    const state = controller.getState()
    expect(state.phase).toBe('ready')
    expect(state.chat).toEqual(chat(5))
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3])
    expect(state.me).toEqual({ type: 'user', id: 7 })
    expect(hooks.onStarted).toHaveBeenCalledWith(chat(5))
  })

  it('opens an existing chat by chat_id with user_chat_get', async () => {
    const { controller, callsOf } = setup({ getChat: async () => ok(chat(9)) })
    await controller.start({ chat_id: 9, shopper_event_id: 4 })
    expect(callsOf('getChat')[0]?.args).toEqual([9, 4])
    expect(controller.getState().chat?.chat_id).toBe(9)
  })

  it('honours only the latest start request of a kind: an earlier answer arriving late is ignored', async () => {
    const first = deferred<ApiResult<Chat>>()
    const second = deferred<ApiResult<Chat>>()
    const answers = [first.promise, second.promise]
    const { controller, callsOf } = setup({ createChat: () => answers.shift() as Promise<ApiResult<Chat>> })
    const one = controller.start({ targets: [{ type: 'designer', id: 1 }] })
    const two = controller.start({ targets: [{ type: 'venue', id: 2 }] })
    second.resolve(ok(chat(20, 'The Glasshouse')))
    await two
    first.resolve(ok(chat(10, 'Old answer')))
    await one
    await flush()
    expect(controller.getState().chat?.chat_id).toBe(20)
    expect(callsOf('listMessages').map((call) => call.args[0])).toEqual([20])
  })

  it('ignores a stale chat_id answer the same way', async () => {
    const first = deferred<ApiResult<Chat>>()
    const answers = [first.promise, Promise.resolve(ok(chat(2)))]
    const { controller } = setup({ getChat: () => answers.shift() as Promise<ApiResult<Chat>> })
    const one = controller.start({ chat_id: 1 })
    await controller.start({ chat_id: 2 })
    first.resolve(ok(chat(1)))
    await one
    expect(controller.getState().chat?.chat_id).toBe(2)
  })

  it('drops every answer that lands after the chat was closed', async () => {
    const answer = deferred<ApiResult<Chat>>()
    const { controller, callsOf } = setup({ getChat: () => answer.promise })
    const starting = controller.start({ chat_id: 1 })
    controller.stop()
    answer.resolve(ok(chat(1)))
    await starting
    expect(controller.getState().phase).toBe('idle')
    expect(callsOf('listMessages')).toEqual([])
  })

  it('tells the popup the server message when the start fails', async () => {
    const { controller, hooks } = setup({
      getChat: async () => failed({ status: 404, message: 'Chat not found.' }),
    })
    await controller.start({ chat_id: 1 })
    expect(hooks.onStartFailed).toHaveBeenCalledWith('Chat not found.')
    expect(controller.getState()).toMatchObject({ phase: 'start-failed', startError: 'Chat not found.' })
  })

  it('leaves the wording to the popup when the server gave none', async () => {
    const { controller, hooks } = setup({ getChat: async () => failed() })
    await controller.start({ chat_id: 1 })
    expect(hooks.onStartFailed).toHaveBeenCalledWith(null)
  })

  it('asks for pro, not a popup, when the server answers meta.step 2', async () => {
    const { controller, hooks } = setup({
      createChat: async () => failed({ status: 403, step: 2, message: 'Messaging members needs pro.' }),
    })
    await controller.start({ targets: [{ type: 'user', id: 8 }] })
    expect(hooks.onProRequired).toHaveBeenCalledTimes(1)
    expect(hooks.onStartFailed).not.toHaveBeenCalled()
  })

  it('shows the error state when the messages cannot be loaded, and Try again loads them', async () => {
    const answers = [failed<{ comments: unknown[]; has_more: boolean }>(), page([comment(1)])]
    const { controller } = setup({
      getChat: async () => ok(chat(1)),
      listMessages: async () => answers.shift() as ApiResult<{ comments: unknown[]; has_more: boolean }>,
    })
    await controller.start({ chat_id: 1 })
    expect(controller.getState().phase).toBe('error')
    await controller.retry()
    expect(controller.getState().phase).toBe('ready')
    expect(controller.getState().messages.map((m) => m.id)).toEqual([1])
  })
})

describe('older messages', () => {
  it('asks for the ones before the lowest id seen and puts them first, once each', async () => {
    const { controller, callsOf } = setup({
      getChat: async () => ok(chat(1)),
      listMessages: async (_chat, which) =>
        'olderThan' in which
          ? page([comment(3), comment(2), comment(1)], false)
          : page([comment(4), comment(3)], true),
    })
    await controller.start({ chat_id: 1 })
    expect(controller.getState().hasMore).toBe(true)
    await controller.loadOlder()
    expect(callsOf('listMessages')[1]?.args[1]).toEqual({ olderThan: 3 })
    expect(controller.getState().messages.map((m) => m.id)).toEqual([1, 2, 3, 4])
    expect(controller.getState().hasMore).toBe(false)
    await controller.loadOlder()
    expect(callsOf('listMessages')).toHaveLength(2)
  })
})

describe('posting', () => {
  it('sends the message as a chat comment and shows the answer once, even if it also arrives by polling', async () => {
    const { controller, callsOf, clock } = setup({
      getChat: async () => ok(chat(5)),
      // a poll that crossed the post brings the same message back
      listMessages: async (_chat, which) =>
        'newerThan' in which ? page([comment(4, { comment: 'hello' })]) : page([comment(3)]),
      postMessage: async () => ok({ comment: comment(4, { comment: 'hello' }) }),
    })
    await controller.start({ chat_id: 5 })
    const outcome = await controller.post({ text: 'hello', photoIds: [12], clientMessageId: 'c-1' })
    expect(outcome).toEqual({ ok: true })
    expect(callsOf('postMessage')[0]?.args).toEqual([
      5,
      { text: 'hello', photoIds: [12], clientMessageId: 'c-1' },
    ])
    clock.tick()
    await flush()
    expect(callsOf('listMessages')[1]?.args[1]).toEqual({ newerThan: 4 })
    expect(controller.getState().messages.map((m) => [m.id, m.text])).toEqual([
      [3, 'message 3'],
      [4, 'hello'],
    ])
  })

  it('gives back the server message when the post fails', async () => {
    const { controller } = setup({
      getChat: async () => ok(chat(5)),
      postMessage: async () => failed({ status: 403, message: 'You cannot post here.' }),
    })
    await controller.start({ chat_id: 5 })
    expect(await controller.post({ text: 'x', photoIds: [], clientMessageId: 'c' })).toEqual({
      ok: false,
      message: 'You cannot post here.',
    })
  })
})
