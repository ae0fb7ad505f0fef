import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MessageButton } from './MessageButton.tsx'

afterEach(() =>
  act(() => {
    bus.closeOverlay()
    bus.setSession(null)
  }),
)

describe('the Message button on designer and venue pages', () => {
  it('asks the chat module to open a chat with the page’s designer or venue', () => {
    act(() =>
      bus.setSession({ user_id: 7, user_token: '', user_is_pro: false, user_points: 0, user_is_team: false }),
    )
    render(<MessageButton kind="venue" id={4} />)
    fireEvent.click(screen.getByRole('button', { name: 'Message' }))
    expect(bus.overlay$.value).toEqual({ name: 'chat', params: { targets: [{ type: 'venue', id: 4 }] } })
  })

  it('sends a visitor to the signup overlay', () => {
    render(<MessageButton kind="designer" id={3} />)
    fireEvent.click(screen.getByRole('button', { name: 'Message' }))
    expect(bus.overlay$.value?.name).toBe('signup')
  })
})
