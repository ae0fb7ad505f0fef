import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import type { Chat } from '@showroom/contracts'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { comment, failed, fakeApi, liveMessage, ok } from '../../test-support/fakes.ts'
import { fakeScrollGeometry, member, restoreDeps, useFakeDeps } from '../../test-support/render.tsx'
import { ChatOverlays } from '../overlays/ChatOverlays.tsx'

const nord: Chat = {
  chat_id: 5,
  target_name: 'Atelier Nord',
  target_icon: '/nord.png',
  title: 'Atelier Nord',
  target_url: '/brand/atelier-nord/',
}

const page = (comments: unknown[], hasMore = false) => ok({ comments, has_more: hasMore })

function apiWith(overrides: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    createChat: async () => ok(nord),
    getChat: async () => ok(nord),
    startInfo: async () => ({ persona: { type: 'user', id: 7 }, lastSeq: 0 }),
    listMessages: async () => page([]),
    markRead: async () => true,
    ...overrides,
  })
}

async function openChat(payload: Parameters<typeof bus.openChat>[0]) {
  render(<ChatOverlays />)
  act(() => {
    bus.setSession(member)
    bus.openChat(payload)
  })
  // the overlay's code loads on first open: generous on a busy machine
  return screen.findByRole('dialog', {}, { timeout: 15_000 })
}

let restoreGeometry: (() => void) | undefined
afterEach(() => {
  restoreDeps()
  restoreGeometry?.()
  restoreGeometry = undefined
})

describe('the chat overlay', () => {
  it('shows the empty state with the target name, its icon, and a title linking to the target', async () => {
    useFakeDeps(apiWith({}).api)
    const dialog = await openChat({ targets: [{ type: 'designer', id: 3 }] })
    await within(dialog).findByText('This is the start of your chat with Atelier Nord')
    const title = within(dialog).getByRole('link', { name: 'Atelier Nord' })
    expect(title.getAttribute('href')).toBe('/brand/atelier-nord/')
    expect(dialog.querySelector('img.sr-chat-avatar')?.getAttribute('src')).toBe('/nord.png')
    expect(screen.getByRole('dialog', { name: 'Atelier Nord' })).toBe(dialog)
  })

  it('drops the title link when target_url is empty', async () => {
    useFakeDeps(apiWith({ getChat: async () => ok({ ...nord, target_url: '' }) }).api)
    const dialog = await openChat({ chat_id: 5 })
    await within(dialog).findByText('This is the start of your chat with Atelier Nord')
    expect(within(dialog).queryByRole('link', { name: 'Atelier Nord' })).toBeNull()
  })

  it('shows the messages, the reader’s own apart from the other side’s', async () => {
    useFakeDeps(
      apiWith({
        listMessages: async () =>
          page([
            comment(2, { comment: 'Yes, tomorrow at ten.', display_type: 'designer', display_id: 3 }),
            comment(1, { comment: 'Can I see the coat?' }),
          ]),
      }).api,
    )
    const dialog = await openChat({ chat_id: 5 })
    const log = await within(dialog).findByRole('log', { name: 'Messages' })
    const items = within(log).getAllByTestId('chat-message')
    expect(items.map((item) => item.querySelector('.sr-chat-message__text')?.textContent)).toEqual([
      'Can I see the coat?',
      'Yes, tomorrow at ten.',
    ])
    expect(items[0]?.className).toContain('sr-chat-message--mine')
    expect(items[1]?.className).not.toContain('sr-chat-message--mine')
  })

  it('offers Show older messages only while there are more', async () => {
    restoreGeometry = fakeScrollGeometry()
    const { callsOf, api } = apiWith({
      listMessages: async (_chat, which) =>
        'latest' in which ? page([comment(3)], true) : page([comment(2)], false),
    })
    useFakeDeps(api)
    const dialog = await openChat({ chat_id: 5 })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Show older messages' }))
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Show older messages' })).toBeNull(),
    )
    expect(callsOf('listMessages').some((call) => JSON.stringify(call.args[1]) === '{"olderThan":3}')).toBe(
      true,
    )
    expect(within(dialog).getAllByTestId('chat-message')).toHaveLength(2)
  })

  it('loads older messages by itself when the reader scrolls within 200 px of the top', async () => {
    restoreGeometry = fakeScrollGeometry()
    const { callsOf, api } = apiWith({
      listMessages: async (_chat, which) =>
        'latest' in which ? page([comment(3)], true) : page([comment(2)], false),
    })
    useFakeDeps(api)
    const dialog = await openChat({ chat_id: 5 })
    const log = await within(dialog).findByRole('log', { name: 'Messages' })
    await within(dialog).findByRole('button', { name: 'Show older messages' })
    expect(log.scrollTop).toBe(1500)
    log.scrollTop = 300
    fireEvent.scroll(log)
    expect(callsOf('listMessages')).toHaveLength(1)
    log.scrollTop = 150
    fireEvent.scroll(log)
    await waitFor(() => expect(within(dialog).getAllByTestId('chat-message')).toHaveLength(2))
    expect(callsOf('listMessages')[1]?.args[1]).toEqual({ olderThan: 3 })
  })

  it('follows new messages to the latest until the reader scrolls up, then offers to jump to them', async () => {
    restoreGeometry = fakeScrollGeometry()
    const { socket } = useFakeDeps(apiWith({ listMessages: async () => page([comment(1)]) }).api, 'live')
    const dialog = await openChat({ chat_id: 5 })
    const log = await within(dialog).findByRole('log', { name: 'Messages' })
    await waitFor(() => expect(socket.active('chatMessageAdded')).toHaveLength(1))
    const push = (id: number) =>
      act(() => socket.active('chatMessageAdded')[0]?.sink.next(liveMessage(id, id)))
    log.scrollTop = 1000
    fireEvent.scroll(log)
    log.scrollTop = 1500
    fireEvent.scroll(log)
    await push(2)
    expect(log.scrollTop).toBe(1500)
    expect(within(dialog).queryByRole('button', { name: 'New messages' })).toBeNull()
    log.scrollTop = 800
    fireEvent.scroll(log)
    await push(3)
    expect(log.scrollTop).toBe(800)
    fireEvent.click(within(dialog).getByRole('button', { name: 'New messages' }))
    expect(log.scrollTop).toBe(1500)
    expect(within(dialog).queryByRole('button', { name: 'New messages' })).toBeNull()
  })

  it('shows the chat error panel when the messages do not load', async () => {
    useFakeDeps(apiWith({ listMessages: async () => failed() }).api)
    const dialog = await openChat({ chat_id: 5 })
    await within(dialog).findByText('We could not load this chat.')
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('puts a failed start in a popup: the server message, or Sorry - please try later', async () => {
    useFakeDeps(apiWith({ getChat: async () => failed({ status: 404, message: 'Chat not found.' }) }).api)
    await openChat({ chat_id: 5 })
    await waitFor(() => expect(bus.alert$.value).toEqual({ message: 'Chat not found.' }))
    act(() => bus.dismissAlert())
    restoreDeps()
    useFakeDeps(apiWith({ getChat: async () => failed() }).api)
    act(() => {
      bus.setSession(member)
      bus.openChat({ chat_id: 6 })
    })
    await waitFor(() => expect(bus.alert$.value).toEqual({ message: 'Sorry - please try later' }))
  })

  it('opens the pro-upgrade overlay when the chat needs pro', async () => {
    useFakeDeps(
      apiWith({ createChat: async () => failed({ status: 403, step: 2, message: 'Pro needed.' }) }).api,
    )
    await openChat({ targets: [{ type: 'user', id: 8 }] })
    await waitFor(() => expect(bus.overlay$.value?.name).toBe('pro-upgrade'))
    expect(bus.alert$.value).toBeNull()
  })

  it('goes back to the chat list from its back button', async () => {
    useFakeDeps(apiWith({ listChats: async () => ok({ chats: [] }) }).api)
    const dialog = await openChat({ chat_id: 5 })
    fireEvent.click(within(dialog).getByRole('button', { name: 'All chats' }))
    expect(bus.overlay$.value?.name).toBe('chat-list')
    await screen.findByText('No chats yet')
  })

  it('in a native app, shows a chat started here on its /c/{chat_id}/ page instead', async () => {
    useFakeDeps(apiWith({}).api)
    window.sessionStorage.setItem('sr_native_app', '1')
    try {
      render(<ChatOverlays />)
      act(() => {
        bus.setSession(member)
        bus.openChat({ targets: [{ type: 'designer', id: 3 }] })
      })
      await waitFor(() => expect(window.location.pathname).toBe('/c/5/'))
      expect(bus.overlay$.value).toBeNull()
    } finally {
      window.sessionStorage.clear()
      window.history.replaceState(null, '', '/')
    }
  })

  it('marks itself live when the subscription carries the messages', async () => {
    const { socket } = useFakeDeps(apiWith({}).api, 'live')
    const dialog = await openChat({ chat_id: 5 })
    await waitFor(() => expect(dialog.querySelector('[data-transport="live"]')).not.toBeNull())
    expect(socket.active('chatMessageAdded')[0]?.variables).toEqual({ chatId: 5, afterSeq: 0 })
  })
})
