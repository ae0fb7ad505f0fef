import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { type Bus, createBus } from '@showroom/bus'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Subject } from 'rxjs'
import { useObservable, useOverlay } from './use-observable.ts'

let bus: Bus

beforeEach(() => {
  bus = createBus()
})

afterEach(() => {
  bus.dispose()
})

function ChatListPanel({ source }: { source: Bus }) {
  const overlay = useOverlay<{ tab?: string }>('chat-list', source)
  if (!overlay.open) return null
  return (
    <button type="button" onClick={overlay.close}>
      Close chats
    </button>
  )
}

describe('useOverlay', () => {
  it('renders an overlay only while it holds the overlay slot', () => {
    bus.setSession({ user_id: 1, user_token: 't', user_is_pro: false, user_points: 0, user_is_team: false })
    render(<ChatListPanel source={bus} />)
    expect(screen.queryByRole('button')).toBeNull()
    act(() => {
      bus.openOverlay('chat-list')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close chats' }))
    expect(bus.overlay$.value).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

function Count({ source }: { source: Subject<number> }) {
  return <output>{useObservable(source, 0)}</output>
}

describe('useObservable', () => {
  it('shows the initial value, then each emission', () => {
    const unread = new Subject<number>()
    render(<Count source={unread} />)
    expect(screen.getByRole('status').textContent).toBe('0')
    act(() => unread.next(4))
    expect(screen.getByRole('status').textContent).toBe('4')
  })
})
