import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { NotificationData, NotificationPageData } from '../../model/notification-types.ts'
import { failed, flush, ok } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeDeps } from '../../test-support/render.tsx'
import { NotificationsWidget } from './NotificationsWidget.tsx'

const note = (id: number, extra: Partial<NotificationData> = {}): NotificationData => ({
  id,
  kind: 'comment_reply',
  seq: id,
  seen: false,
  actorCount: 1,
  messageCount: 0,
  chatId: null,
  actors: [
    {
      type: 'user',
      id: 3,
      user: { id: 3, fullName: 'Ava Stone', url: '/user/ava', profileIconUrl: null, friendState: 'none' },
      designer: null,
      venue: null,
    },
  ],
  comment: {
    id: 40 + id,
    type: 'event',
    event: { name: 'Spring Sale', detailUrl: '/london/event/spring-sale/' },
    sourceUser: null,
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
})

const page = (
  items: NotificationData[],
  extra: Partial<NotificationPageData> = {},
): NotificationPageData => ({
  notifications: items,
  hasMore: false,
  unseenCount: items.filter((item) => !item.seen).length,
  latestSeq: items[0]?.seq ?? 0,
  ...extra,
})

afterEach(restoreDeps)

describe('the header bell', () => {
  it('shows nothing to a visitor and asks for nothing', () => {
    const { calls } = useFakeDeps()
    const { container } = render(<NotificationsWidget />)
    expect(container.innerHTML).toBe('')
    expect(calls).toEqual([])
  })

  it('shows a member’s unseen count, pushed live and asked every 10 s, and tells the page', async () => {
    const counts = [2, 6]
    const { socket, clock, callsOf } = useFakeDeps({
      notifications: { unseenCount: async () => counts.shift() ?? 6 },
    })
    const told: number[] = []
    const listening = bus.on('notifications.unread.changed').subscribe(({ count }) => told.push(count))
    signIn()
    render(<NotificationsWidget />)
    await screen.findByRole('button', { name: 'Notifications, 2 new' })
    expect(screen.getByTestId('notifications-count').textContent).toBe('2')
    act(() => socket.push(3))
    expect(screen.getByRole('button', { name: 'Notifications, 3 new' })).toBeTruthy()
    await act(async () => {
      clock.advance(10_000)
      await flush()
    })
    expect(callsOf('unseenCount')).toHaveLength(2)
    expect(screen.getByTestId('notifications-count').textContent).toBe('6')
    act(() => socket.push(0))
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy()
    expect(screen.queryByTestId('notifications-count')).toBeNull()
    expect(told).toEqual([2, 3, 6, 0])
    listening.unsubscribe()
  })

  it('blinks the count every 2 s, dimming it, while there is something new', async () => {
    const { clock } = useFakeDeps({ notifications: { unseenCount: async () => 1 } })
    signIn()
    render(<NotificationsWidget />)
    const count = await screen.findByTestId('notifications-count')
    expect(count.className).not.toContain('--dim')
    expect(count.style.transitionDuration).toBe('400ms')
    act(() => clock.advance(2000))
    expect(count.className).toContain('sr-feed-bell__count--dim')
    act(() => clock.advance(400))
    expect(count.className).not.toContain('--dim')
  })

  it('asks again when a chat closes (notifications.refresh.requested)', async () => {
    const { callsOf } = useFakeDeps({ notifications: { unseenCount: async () => 0 } })
    signIn()
    render(<NotificationsWidget />)
    await waitFor(() => expect(callsOf('unseenCount')).toHaveLength(1))
    act(() => bus.emit('notifications.refresh.requested'))
    await waitFor(() => expect(callsOf('unseenCount')).toHaveLength(2))
  })

  it('opens the panel with the newest notifications, each linking to its place, marked seen as shown', async () => {
    const { callsOf } = useFakeDeps({
      notifications: {
        unseenCount: async () => 2,
        list: async () =>
          page([
            note(12),
            note(11, {
              kind: 'chat_message',
              messageCount: 3,
              chatId: 5,
              comment: null,
              seen: true,
            }),
            note(10, { kind: 'comment_like', actorCount: 4 }),
          ]),
        markSeen: async () => 0,
      },
    })
    signIn()
    render(<NotificationsWidget />)
    const button = await screen.findByRole('button', { name: 'Notifications, 2 new' })
    fireEvent.click(button)
    expect(bus.overlay$.value?.name).toBe('notifications')
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    const rows = await within(panel).findAllByTestId('notification')
    expect(rows.map((row) => row.querySelector('.sr-feed-note__title')?.textContent)).toEqual([
      'Ava Stone replied to your comment',
      'Ava Stone sent you 3 messages',
      'Ava Stone and 3 others liked your comment',
    ])
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '/london/event/spring-sale/#pec=52',
      '/c/5/',
      '/london/event/spring-sale/#pec=50',
    ])
    expect(rows[0]?.className).toContain('sr-feed-note--unseen')
    expect(rows[1]?.className).not.toContain('sr-feed-note--unseen')
    expect(within(panel).getByText('No more notificaitons')).toBeTruthy()
    await waitFor(() => expect(callsOf('markSeen').map((call) => call.args)).toEqual([[12]]))
    await waitFor(() => expect(screen.queryByTestId('notifications-count')).toBeNull())
    expect(within(panel).getByText('No orders yet')).toBeTruthy()
    expect(within(panel).getByText("Buy items in online sample sales - you'll see them here.")).toBeTruthy()
    fireEvent.click(button)
    expect(bus.overlay$.value).toBeNull()
  })

  it('pages by 9 with Show More', async () => {
    const first = Array.from({ length: 9 }, (_, index) => note(30 - index, { seen: true }))
    const { callsOf } = useFakeDeps({
      notifications: {
        unseenCount: async () => 0,
        list: async (from) =>
          from === 0 ? page(first, { hasMore: true }) : page([note(21, { seen: true })]),
      },
    })
    signIn()
    render(<NotificationsWidget />)
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(await within(panel).findAllByTestId('notification')).toHaveLength(9)
    expect(within(panel).queryByText('No more notificaitons')).toBeNull()
    fireEvent.click(within(panel).getByRole('button', { name: 'Show More' }))
    await waitFor(() => expect(within(panel).getAllByTestId('notification')).toHaveLength(10))
    expect(callsOf('list').map((call) => call.args)).toEqual([[0], [9]])
    expect(within(panel).getByText('No more notificaitons')).toBeTruthy()
  })

  it('says when there are none, and when they could not be had', async () => {
    const answers: (NotificationPageData | null)[] = [page([]), null]
    useFakeDeps({ notifications: { unseenCount: async () => 0, list: async () => answers.shift() ?? null } })
    signIn()
    render(<NotificationsWidget />)
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('No notifications')).toBeTruthy()
    act(() => bus.closeOverlay())
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('Could not get notifications')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('accepts a friend request from the panel, and says so when it could not', async () => {
    const request = (id: number, userId: number) =>
      note(id, {
        kind: 'friend_request',
        comment: null,
        seen: true,
        actors: [
          {
            type: 'user',
            id: userId,
            user: {
              id: userId,
              fullName: `Member ${userId}`,
              url: `/user/m${userId}`,
              profileIconUrl: null,
              friendState: 'received',
            },
            designer: null,
            venue: null,
          },
        ],
      })
    const { callsOf } = useFakeDeps({
      notifications: { unseenCount: async () => 0, list: async () => page([request(2, 8), request(1, 9)]) },
      people: {
        friend: async (_action, userId) =>
          userId === 8 ? ok({ friend_state: 'friends' as const, friend_count: 1 }) : failed({ status: 409 }),
      },
    })
    signIn()
    render(<NotificationsWidget />)
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    const rows = await screen.findAllByTestId('notification')
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Accept' }))
    expect(await within(rows[0] as HTMLElement).findByText('You are now friends')).toBeTruthy()
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Accept' }))
    expect(
      await within(rows[1] as HTMLElement).findByText(
        'We could not accept the friend request for this user.',
      ),
    ).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Accept' })).toBeTruthy()
    expect(callsOf('friend').map((call) => call.args)).toEqual([
      ['accept', 8],
      ['accept', 9],
    ])
  })

  it('closes its panel and stops asking when the member signs out', async () => {
    const { callsOf, clock } = useFakeDeps({
      notifications: { unseenCount: async () => 0, list: async () => page([]) },
    })
    signIn()
    const { container } = render(<NotificationsWidget />)
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    await screen.findByText('No notifications')
    act(() => bus.setSession(null))
    expect(bus.overlay$.value).toBeNull()
    expect(container.innerHTML).toBe('')
    const asked = callsOf('unseenCount').length
    act(() => clock.advance(30_000))
    expect(callsOf('unseenCount')).toHaveLength(asked)
  })
})
