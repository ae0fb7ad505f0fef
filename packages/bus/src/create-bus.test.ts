import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { OverlayName, Session } from '@showroom/contracts'
import type { Bus, HeaderMarker, OverlayState } from './bus.types.ts'
import { createBus } from './create-bus.ts'

const member: Session = {
  user_id: 7,
  user_token: 'tok',
  user_is_pro: false,
  user_points: 10,
  user_is_team: false,
}

let bus: Bus

beforeEach(() => {
  bus = createBus()
})

afterEach(() => {
  bus.dispose()
})

function record<T>(subscribe: (push: (value: T) => void) => void): T[] {
  const seen: T[] = []
  subscribe((value) => seen.push(value))
  return seen
}

describe('typed events', () => {
  it('delivers a payload to listeners of that event only', () => {
    const counts = record<number>((push) => bus.on('chat.unread.changed').subscribe((p) => push(p.count)))
    const basket = record<number>((push) =>
      bus.on('basket.contents.changed').subscribe((p) => push(p.item_count)),
    )
    bus.emit('chat.unread.changed', { count: 3 })
    expect(counts).toEqual([3])
    expect(basket).toEqual([])
  })

  it('lets events without a payload be emitted bare', () => {
    const refreshes = record<unknown>((push) => bus.on('native.refresh.requested').subscribe(push))
    bus.emit('native.refresh.requested')
    expect(refreshes).toEqual([undefined])
  })

  it('rejects unknown event names and mismatched payloads at compile time', () => {
    const attempts = () => {
      // @ts-expect-error: not an event of the map
      bus.emit('chat.opened', {})
      // @ts-expect-error: the count must be a number
      bus.emit('chat.unread.changed', { count: '3' })
      // @ts-expect-error: the payload is required
      bus.emit('native.search.requested')
    }
    expect(typeof attempts).toBe('function')
  })

  it('replays the last payload to a late subscriber of latest()', () => {
    bus.notifyBasketChanged(2)
    const late = record<number>((push) =>
      bus.latest('basket.contents.changed').subscribe((p) => push(p.item_count)),
    )
    bus.notifyBasketChanged(5)
    expect(late).toEqual([2, 5])
  })
})

describe('session', () => {
  it('starts signed out and follows setSession', () => {
    expect(bus.isSignedIn()).toBe(false)
    bus.setSession(member)
    expect(bus.session$.value).toEqual(member)
    expect(bus.isSignedIn()).toBe(true)
    bus.setSession(null)
    expect(bus.isSignedIn()).toBe(false)
  })

  it('counts a web member as signed in though the token stays in the HttpOnly cookie', () => {
    bus.setSession({ ...member, user_token: '' })
    expect(bus.isSignedIn()).toBe(true)
    expect(bus.requireSignIn()).toBe(true)
  })

  it('announces session changes on the bus', () => {
    const changes = record<Session | null>((push) => bus.on('session.state.changed').subscribe(push))
    bus.setSession(member)
    expect(changes).toEqual([member])
  })

  it('lets a signed-in user through requireSignIn without prompting', () => {
    bus.setSession(member)
    const prompts = record<unknown>((push) => bus.on('signup.prompt.requested').subscribe(push))
    expect(bus.requireSignIn('like')).toBe(true)
    expect(prompts).toEqual([])
  })

  it('shows the signup overlay to a visitor who needs to sign in', () => {
    const prompts = record<unknown>((push) => bus.on('signup.prompt.requested').subscribe(push))
    expect(bus.requireSignIn('like')).toBe(false)
    expect(prompts).toEqual([{ reason: 'like' }])
    expect(bus.overlay$.value).toEqual({ name: 'signup', params: { reason: 'like' } })
  })

  it('sends a signed-in user below 200 points to the pro sharing upsell', () => {
    bus.setSession(member)
    expect(bus.requireTrusted('share')).toBe(false)
    expect(bus.overlay$.value).toEqual({ name: 'pro-upsell', params: { variant: 'sharing' } })
    bus.setSession({ ...member, user_points: 201 })
    expect(bus.requireTrusted('share')).toBe(true)
  })
})

describe('overlays', () => {
  beforeEach(() => {
    bus.setSession(member)
  })

  it('keeps only one overlay open: opening one closes the left menu', () => {
    const closed = record<OverlayName>((push) => bus.overlayClosed$.subscribe(push))
    bus.openOverlay('left-menu')
    bus.openOverlay('search', { term: 'silk' })
    expect(bus.overlay$.value).toEqual({ name: 'search', params: { term: 'silk' } })
    bus.openOverlay('notifications')
    expect(bus.overlay$.value).toEqual({ name: 'notifications' })
    expect(closed).toEqual(['left-menu', 'search'])
  })

  it('closes an overlay by name only when that overlay is the open one', () => {
    bus.openOverlay('basket')
    bus.closeOverlay('chat')
    expect(bus.overlay$.value?.name).toBe('basket')
    bus.closeOverlay('basket')
    expect(bus.overlay$.value).toBeNull()
  })

  it('reports the closed overlay after the slot has changed', () => {
    const seen: Array<[OverlayName, OverlayState | null]> = []
    bus.overlayClosed$.subscribe((name) => seen.push([name, bus.overlay$.value]))
    bus.openOverlay('chat-list')
    bus.openOverlay('personas')
    bus.closeOverlay()
    expect(seen).toEqual([
      ['chat-list', { name: 'personas' }],
      ['personas', null],
    ])
  })

  it('toggling the chat list closes an open chat or chat list', () => {
    expect(bus.toggleOverlay('chat-list')).toBe(true)
    expect(bus.toggleOverlay('chat-list')).toBe(false)
    expect(bus.overlay$.value).toBeNull()

    bus.openChat({ chat_id: 12 })
    expect(bus.overlay$.value).toEqual({ name: 'chat', params: { chat_id: 12 } })
    bus.toggleOverlay('chat-list')
    expect(bus.overlay$.value).toBeNull()
  })

  it('switches an open chat to a new target without reporting it closed', () => {
    const closed = record<OverlayName>((push) => bus.overlayClosed$.subscribe(push))
    bus.openChat({ chat_id: 1 })
    bus.openChat({ targets: [{ type: 'user', id: 9 }], shopper_event_id: 3 })
    expect(bus.overlay$.value).toEqual({
      name: 'chat',
      params: { targets: [{ type: 'user', id: 9 }], shopper_event_id: 3 },
    })
    expect(closed).toEqual([])
  })

  it('toggling the chat list opens it over any other overlay', () => {
    bus.openOverlay('basket')
    expect(bus.toggleOverlay('chat-list')).toBe(true)
    expect(bus.overlay$.value?.name).toBe('chat-list')
  })

  it('shows the header marker while the persona or a chat overlay is open', () => {
    const markers = record<HeaderMarker>((push) => bus.headerMarker$.subscribe(push))
    bus.openOverlay('personas')
    bus.openOverlay('chat-list')
    bus.openChat({ targets: [{ type: 'designer', id: 3 }] })
    bus.openOverlay('lightbox')
    expect(markers).toEqual([null, 'personas', 'chat', null])
  })

  it('sends visitors who open chat, chat list, personas or profile menu to signup', () => {
    bus.setSession(null)
    for (const name of ['chat', 'chat-list', 'personas', 'profile-menu'] as const) {
      expect(bus.openOverlay(name)).toBe(false)
      expect(bus.overlay$.value).toEqual({ name: 'signup', params: { reason: name } })
    }
    bus.openChat({ chat_id: 1 })
    expect(bus.overlay$.value).toEqual({ name: 'signup', params: { reason: 'chat' } })
  })

  it('lets visitors open public overlays', () => {
    bus.setSession(null)
    expect(bus.openOverlay('left-menu')).toBe(true)
    expect(bus.overlay$.value?.name).toBe('left-menu')
  })
})

describe('popup confirmations', () => {
  beforeEach(() => {
    jest.useFakeTimers()
  })

  afterEach(() => {
    jest.useRealTimers()
  })

  describe('with the banner on the page', () => {
    beforeEach(() => {
      bus.markPopupHostReady()
    })

    it('shows queued popups one after another, 3000 ms each with a 200 ms pause', () => {
      bus.showPopup({ message: 'Saved' })
      bus.showPopup({ message: 'Followed', icon: 'tick' })
      expect(bus.popup$.value).toEqual({ message: 'Saved' })

      jest.advanceTimersByTime(2999)
      expect(bus.popup$.value).toEqual({ message: 'Saved' })
      jest.advanceTimersByTime(1)
      expect(bus.popup$.value).toBeNull()

      jest.advanceTimersByTime(199)
      expect(bus.popup$.value).toBeNull()
      jest.advanceTimersByTime(1)
      expect(bus.popup$.value).toEqual({ message: 'Followed', icon: 'tick' })

      jest.advanceTimersByTime(3000)
      expect(bus.popup$.value).toBeNull()
    })

    it('shows a popup requested after the queue emptied straight away once the pause is over', () => {
      bus.showPopup({ message: 'One' })
      jest.advanceTimersByTime(5000)
      bus.showPopup({ message: 'Two' })
      expect(bus.popup$.value).toEqual({ message: 'Two' })
    })
  })

  it('keeps a popup asked for before the banner is on the page until 3000 ms after it arrives', () => {
    bus.showPopup({ message: 'You have been unsubscribed' })
    jest.advanceTimersByTime(10_000)
    expect(bus.popup$.value).toEqual({ message: 'You have been unsubscribed' })

    bus.markPopupHostReady()
    jest.advanceTimersByTime(2999)
    expect(bus.popup$.value).toEqual({ message: 'You have been unsubscribed' })
    jest.advanceTimersByTime(1)
    expect(bus.popup$.value).toBeNull()
  })
})

describe('alerts', () => {
  it('shows the latest alert until dismissed', () => {
    bus.showAlert({ title: 'Oh no!', message: 'We could not save your answer! Please try again.' })
    expect(bus.alert$.value?.title).toBe('Oh no!')
    bus.dismissAlert()
    expect(bus.alert$.value).toBeNull()
  })
})

describe('commands', () => {
  it('asks for signup with an action to replay after signing up', () => {
    const prompts = record<unknown>((push) => bus.on('signup.prompt.requested').subscribe(push))
    bus.requestSignup({ action_type: 'follow_designer', action_value: 'designer_id=4' })
    expect(prompts).toEqual([{ action_type: 'follow_designer', action_value: 'designer_id=4' }])
    expect(bus.overlay$.value?.name).toBe('signup')
  })

  it('announces basket changes with the item count', () => {
    const counts = record<number>((push) =>
      bus.on('basket.contents.changed').subscribe((p) => push(p.item_count)),
    )
    bus.notifyBasketChanged(4)
    expect(counts).toEqual([4])
  })

  it('maps native app messages to native events', () => {
    const seen: string[] = []
    bus.on('native.refresh.requested').subscribe(() => seen.push('refresh'))
    bus.on('native.scroll-top.requested').subscribe(() => seen.push('scroll-top'))
    bus.on('native.search.requested').subscribe((p) => seen.push(`search:${p.term}`))

    expect(bus.handleNativeMessage({ type: 'refresh' })).toBe(true)
    expect(bus.handleNativeMessage('{"type":"scroll_top"}')).toBe(true)
    expect(bus.handleNativeMessage({ type: 'search', term: 'denim' })).toBe(true)
    expect(seen).toEqual(['refresh', 'scroll-top', 'search:denim'])
  })

  it('ignores native messages it does not understand', () => {
    expect(bus.handleNativeMessage({ type: 'search' })).toBe(false)
    expect(bus.handleNativeMessage('not json')).toBe(false)
    expect(bus.handleNativeMessage({ type: 'reboot' })).toBe(false)
  })
})

describe('parcels', () => {
  it('answers null until the shell provides a parcel host, then asks the host', async () => {
    // the bus only passes the element on
    const domElement = {} as HTMLElement
    expect(await bus.mountParcel({ module: 'mfe-comments', parcel: 'commentThread', domElement })).toBeNull()
    const handle = { update: async () => {}, unmount: async () => {} }
    const asked: string[] = []
    bus.provideParcels({
      mount: async (request) => {
        asked.push(`${request.module}/${request.parcel}`)
        return handle
      },
    })
    expect(await bus.mountParcel({ module: 'mfe-comments', parcel: 'commentThread', domElement })).toBe(
      handle,
    )
    expect(asked).toEqual(['mfe-comments/commentThread'])
  })
})
