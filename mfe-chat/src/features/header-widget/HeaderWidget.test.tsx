import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import type { ChatListItem } from '@showroom/contracts'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { failed, fakeApi, flush, ok } from '../../test-support/fakes.ts'
import { member, restoreDeps, useFakeDeps } from '../../test-support/render.tsx'
import { HeaderWidget } from './HeaderWidget.tsx'

const chat = (id: number, extra: Partial<ChatListItem> = {}): ChatListItem => ({
  id,
  entity: { type: 'designer', id: 3 },
  unread_count: 0,
  last_message_timestamp: Math.floor(Date.now() / 1000) - 60,
  icon: '/nord.png',
  title: 'Atelier Nord',
  last_message_text: 'See you tomorrow',
  ...extra,
})

afterEach(restoreDeps)

describe('the header chat icon', () => {
  it('sends a visitor to the signup overlay and shows no count', () => {
    const { callsOf, api } = fakeApi({})
    useFakeDeps(api)
    render(<HeaderWidget />)
    const button = screen.getByRole('button', { name: 'Chats' })
    fireEvent.click(button)
    expect(bus.overlay$.value?.name).toBe('signup')
    expect(screen.queryByTestId('chat-unread')).toBeNull()
    expect(callsOf('unreadCount')).toEqual([])
  })

  it('shows a member’s unread count, follows chatActivity, and tells the page', async () => {
    const api = fakeApi({ unreadCount: async () => ok({ unread_count: 3 }) })
    const { socket } = useFakeDeps(api.api, 'live')
    const told: number[] = []
    const listening = bus.on('chat.unread.changed').subscribe(({ count }) => told.push(count))
    act(() => bus.setSession(member))
    render(<HeaderWidget />)
    await screen.findByRole('button', { name: 'Chats, 3 unread messages' })
    expect(screen.getByTestId('chat-unread').textContent).toBe('3')
    act(() =>
      socket.active('chatActivity')[0]?.sink.next({ chatActivity: { chatId: 1, seq: 4, unreadTotal: 1 } }),
    )
    expect(screen.getByRole('button', { name: 'Chats, 1 unread message' })).toBeTruthy()
    act(() =>
      socket.active('chatActivity')[0]?.sink.next({ chatActivity: { chatId: 1, seq: 4, unreadTotal: 0 } }),
    )
    expect(screen.queryByTestId('chat-unread')).toBeNull()
    expect(told).toEqual([3, 1, 0])
    listening.unsubscribe()
  })

  it('toggles the chat list, which shows each chat with its last message and unread count', async () => {
    const api = fakeApi({
      unreadCount: async () => ok({ unread_count: 2 }),
      listChats: async () =>
        ok({ chats: [chat(5, { unread_count: 2 }), chat(6, { title: 'Ben Ortiz', last_message_text: '' })] }),
    })
    useFakeDeps(api.api)
    act(() => bus.setSession(member))
    render(<HeaderWidget />)
    const button = screen.getByTestId('chat-button')
    fireEvent.click(button)
    const list = await screen.findByRole('dialog', { name: 'Chats' })
    const rows = await within(list).findAllByTestId('chat-list-item')
    expect(rows.map((row) => row.querySelector('.sr-chat-list__title')?.textContent)).toEqual([
      'Atelier Nord',
      'Ben Ortiz',
    ])
    expect(within(rows[0] as HTMLElement).getByText('See you tomorrow')).toBeTruthy()
    expect(within(rows[0] as HTMLElement).getByText('2 unread messages')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('No messages yet')).toBeTruthy()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(button)
    expect(bus.overlay$.value).toBeNull()
  })

  it('opens a chat from the list', async () => {
    const api = fakeApi({
      unreadCount: async () => ok({ unread_count: 0 }),
      listChats: async () => ok({ chats: [chat(5)] }),
      getChat: async () =>
        ok({
          chat_id: 5,
          target_name: 'Atelier Nord',
          target_icon: '',
          title: 'Atelier Nord',
          target_url: '',
        }),
      startInfo: async () => ({ persona: { type: 'user', id: 7 }, lastSeq: 0 }),
      listMessages: async () => ok({ comments: [], has_more: false }),
    })
    useFakeDeps(api.api)
    act(() => bus.setSession(member))
    render(<HeaderWidget />)
    fireEvent.click(screen.getByTestId('chat-button'))
    fireEvent.click(await screen.findByTestId('chat-list-item'))
    expect(bus.overlay$.value).toEqual({ name: 'chat', params: { chat_id: 5 } })
    await screen.findByText('This is the start of your chat with Atelier Nord')
    // opening the chat stopped the list's refresh
    const before = api.callsOf('listChats').length
    await flush()
    expect(api.callsOf('listChats')).toHaveLength(before)
  })

  it('shows the list’s empty and error states', async () => {
    const answers = [failed<{ chats: ChatListItem[] }>(), ok({ chats: [] as ChatListItem[] })]
    const api = fakeApi({
      unreadCount: async () => ok({ unread_count: 0 }),
      listChats: async () => answers.shift() ?? ok({ chats: [] }),
    })
    useFakeDeps(api.api)
    act(() => bus.setSession(member))
    render(<HeaderWidget />)
    fireEvent.click(screen.getByTestId('chat-button'))
    await screen.findByText('We could not load your chats.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('No chats yet')
  })

  it('refreshes the notifications and the count when the chat list closes', async () => {
    const api = fakeApi({
      unreadCount: async () => ok({ unread_count: 0 }),
      listChats: async () => ok({ chats: [] }),
    })
    useFakeDeps(api.api)
    let refreshed = 0
    const listening = bus.on('notifications.refresh.requested').subscribe(() => {
      refreshed += 1
    })
    act(() => bus.setSession(member))
    render(<HeaderWidget />)
    await waitFor(() => expect(api.callsOf('unreadCount')).toHaveLength(1))
    fireEvent.click(screen.getByTestId('chat-button'))
    await screen.findByText('No chats yet')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(refreshed).toBe(1)
    await waitFor(() => expect(api.callsOf('unreadCount')).toHaveLength(2))
    listening.unsubscribe()
  })

  it('closes the chat list when the member signs out', async () => {
    const api = fakeApi({
      unreadCount: async () => ok({ unread_count: 0 }),
      listChats: async () => ok({ chats: [] }),
    })
    useFakeDeps(api.api)
    act(() => bus.setSession(member))
    render(<HeaderWidget />)
    fireEvent.click(screen.getByTestId('chat-button'))
    await screen.findByText('No chats yet')
    act(() => bus.setSession(null))
    expect(bus.overlay$.value).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
