import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { createBus } from '@showroom/bus'
import { watchChatClosing } from './chat-overlays.ts'

const member = { user_id: 7, user_token: '', user_is_pro: false, user_points: 0, user_is_team: false }

function setup() {
  const bus = createBus()
  bus.setSession(member)
  const refreshed = jest.fn()
  bus.on('notifications.refresh.requested').subscribe(() => refreshed())
  const actions = { refreshUnread: jest.fn(), navigate: jest.fn() }
  const watching = watchChatClosing(bus, actions)
  return { bus, refreshed, actions, watching }
}

let dispose: (() => void) | undefined
afterEach(() => dispose?.())

describe('closing the chat overlays', () => {
  it('refreshes the notifications and the count when the list or a chat closes, not when one opens the other', () => {
    const { bus, refreshed, actions } = setup()
    dispose = bus.dispose
    bus.openOverlay('chat-list')
    bus.openChat({ chat_id: 4 })
    bus.openOverlay('chat-list')
    expect(refreshed).not.toHaveBeenCalled()
    bus.closeOverlay()
    expect(refreshed).toHaveBeenCalledTimes(1)
    expect(actions.refreshUnread).toHaveBeenCalledTimes(1)
    bus.openChat({ chat_id: 4 })
    bus.openOverlay('search')
    expect(refreshed).toHaveBeenCalledTimes(2)
  })

  it('goes to the configured close-redirect target when the chat closes', () => {
    const { bus, actions } = setup()
    dispose = bus.dispose
    bus.openChat({ chat_id: 4, close_redirect: '/brand/atelier-nord/' })
    bus.closeOverlay('chat')
    expect(actions.navigate).toHaveBeenCalledWith('/brand/atelier-nord/')
  })

  it('ignores a close-redirect target off the site, and one when another overlay took over', () => {
    const { bus, actions } = setup()
    dispose = bus.dispose
    bus.openChat({ chat_id: 4, close_redirect: 'https://elsewhere.example/' })
    bus.closeOverlay()
    bus.openChat({ chat_id: 4, close_redirect: '/x/' })
    bus.openOverlay('search')
    expect(actions.navigate).not.toHaveBeenCalled()
  })

  it('toggling the chat list while a chat is open closes it (the bus rule the header button uses)', () => {
    const { bus, refreshed } = setup()
    dispose = bus.dispose
    bus.openChat({ chat_id: 4 })
    bus.toggleOverlay('chat-list')
    expect(bus.overlay$.value).toBeNull()
    expect(refreshed).toHaveBeenCalledTimes(1)
  })
})
