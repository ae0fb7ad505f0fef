import type { ApiResult } from '@showroom/graphql-client/fetch'
import { BehaviorSubject } from 'rxjs'
import type { ChatApi } from '../api/chat-api.ts'
import type { LiveConnection, LiveSink, LiveStatus } from '../model/live.ts'
import type { Attention, Timers } from '../model/timers.ts'

export const ok = <V>(values: V): ApiResult<V> => ({
  valid: true,
  status: 200,
  envelope: { errors: [], values, lookups: {}, meta: { step: 1, login_ok: true } },
})

export const failed = <V>(
  options: { status?: number; message?: string; step?: number } = {},
): ApiResult<V> => ({
  valid: false,
  status: options.status ?? 500,
  envelope:
    options.step === undefined
      ? null
      : {
          errors: [{ code: 'X', message: options.message ?? '' }],
          values: {} as V,
          lookups: {},
          meta: { step: options.step, login_ok: true },
        },
  message: options.message,
  aborted: false,
})

// a promise the test settles when it wants: answers can come back in any order
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

// lets every settled promise's callbacks run
export const flush = async (rounds = 5) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve()
}

// the universal Comment the /api rows answer for a chat message
export const comment = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  comment: `message ${id}`,
  user: {
    id: 7,
    full_name: 'Ava Stone',
    profile_icon_url: '/ava.png',
    url: '/user/ava',
    is_user_self: false,
  },
  display_type: 'user',
  display_id: 7,
  media: [],
  created_since: '1 minute ago',
  ...extra,
})

// a ChatMessage as the chatMessageAdded subscription sends it
export const liveMessage = (id: number, seq: number, extra: Record<string, unknown> = {}) => ({
  chatMessageAdded: {
    id,
    chatId: 5,
    seq,
    text: `live ${id}`,
    createdAt: '2026-11-02T10:00:00.000Z',
    author: {
      type: 'designer',
      id: 3,
      user: null,
      designer: { name: 'Atelier Nord', logoUrl: '/nord.png' },
      venue: null,
    },
    media: [],
    ...extra,
  },
})

export interface ApiCall {
  name: keyof ChatApi
  args: unknown[]
}

// a fake of the calls: each call is kept, each answer comes from the test (unexpected ones throw)
export function fakeApi(overrides: Partial<ChatApi>) {
  const calls: ApiCall[] = []
  const missing = (name: string) => () => {
    throw new Error(`${name} was not expected in this test`)
  }
  const names: (keyof ChatApi)[] = [
    'listChats',
    'createChat',
    'getChat',
    'unreadCount',
    'listMessages',
    'postMessage',
    'startInfo',
    'markRead',
  ]
  const api = Object.fromEntries(
    names.map((name) => {
      const impl = (overrides[name] ?? missing(name)) as (...args: unknown[]) => unknown
      return [
        name,
        (...args: unknown[]) => {
          calls.push({ name, args })
          return impl(...args)
        },
      ]
    }),
  ) as unknown as ChatApi
  return { api, calls, callsOf: (name: keyof ChatApi) => calls.filter((call) => call.name === name) }
}

interface FakeSubscription {
  query: string
  variables: Record<string, unknown>
  sink: LiveSink<unknown>
  active: boolean
}

// the page's WebSocket, driven by the test: its status and what each subscription receives
export function fakeLive(initial: LiveStatus = 'connecting') {
  const status$ = new BehaviorSubject<LiveStatus>(initial)
  const subscriptions: FakeSubscription[] = []
  const live: LiveConnection = {
    status$: status$.asObservable(),
    status: () => status$.value,
    subscribe<T>(query: string, variables: Record<string, unknown>, sink: LiveSink<T>) {
      const entry: FakeSubscription = { query, variables, sink: sink as LiveSink<unknown>, active: true }
      subscriptions.push(entry)
      return () => {
        entry.active = false
      }
    },
    restart() {},
    dispose() {},
  }
  return {
    live,
    setStatus: (status: LiveStatus) => status$.next(status),
    subscriptions,
    active: (operation: string) => subscriptions.filter((s) => s.active && s.query.includes(operation)),
  }
}

// a clock the test turns by hand
export function manualTimers() {
  const tasks = new Set<{ ms: number; tick: () => void }>()
  const timers: Timers = {
    every(ms, tick) {
      const task = { ms, tick }
      tasks.add(task)
      return () => {
        tasks.delete(task)
      }
    },
  }
  return {
    timers,
    tick: () => {
      for (const task of [...tasks]) task.tick()
    },
    running: () => [...tasks].map((task) => task.ms),
  }
}

// the window's focus, switched by the test
export function fakeAttention(focused = true) {
  let hasFocus = focused
  const listeners = new Set<() => void>()
  const attention: Attention = {
    hasFocus: () => hasFocus,
    onFocus(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return {
    attention,
    blur: () => {
      hasFocus = false
    },
    focus: () => {
      hasFocus = true
      for (const listener of listeners) listener()
    },
    listeners: () => listeners.size,
  }
}
