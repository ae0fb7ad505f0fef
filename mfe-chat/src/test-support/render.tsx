import { bus } from '@showroom/bus'
import type { Session } from '@showroom/contracts'
import { act, configure } from '@testing-library/react'
import { type ChatDeps, chatDeps } from '../api/chat-deps.ts'
import '../messages.ts'
import { fakeAttention, fakeLive, manualTimers } from './fakes.ts'

// lazy parts load on first use and the machine is shared: wait for conditions generously
configure({ asyncUtilTimeout: 15_000 })

export const member: Session = {
  user_id: 7,
  user_token: '',
  user_is_pro: false,
  user_points: 0,
  user_is_team: false,
}

const real: ChatDeps = { ...chatDeps }

// the components' calls, socket and clock replaced by fakes for one test
export function useFakeDeps(api: ChatDeps['api'], status: 'live' | 'down' = 'down') {
  const socket = fakeLive(status)
  const clock = manualTimers()
  const focus = fakeAttention(true)
  Object.assign(chatDeps, {
    api,
    live: () => socket.live,
    endLive: () => {},
    timers: clock.timers,
    attention: focus.attention,
  } satisfies ChatDeps)
  return { socket, clock, focus }
}

export function restoreDeps(): void {
  Object.assign(chatDeps, real)
  act(() => {
    bus.closeOverlay()
    bus.dismissAlert()
    bus.setSession(null)
  })
}

// jsdom lays nothing out: give the message scroller a tall content and a window onto it
export function fakeScrollGeometry(content = 2000, view = 500): () => void {
  const scroller = (element: Element) => element.classList.contains('sr-chat-messages__scroller')
  const tops = new WeakMap<Element, number>()
  const saved = {
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    scrollTop: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop'),
  }
  Object.defineProperties(Element.prototype, {
    scrollHeight: {
      configurable: true,
      get: function (this: Element) {
        return scroller(this) ? content : 0
      },
    },
    clientHeight: {
      configurable: true,
      get: function (this: Element) {
        return scroller(this) ? view : 0
      },
    },
    scrollTop: {
      configurable: true,
      get: function (this: Element) {
        return tops.get(this) ?? 0
      },
      set: function (this: Element, value: number) {
        tops.set(this, Math.max(0, Math.min(value, content - view)))
      },
    },
  })
  return () => {
    for (const [name, descriptor] of Object.entries(saved))
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor)
  }
}
