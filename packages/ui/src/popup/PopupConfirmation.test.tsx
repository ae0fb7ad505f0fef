import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { type Bus, createBus } from '@showroom/bus'
import { act, render, screen } from '@testing-library/react'
import { PopupConfirmation } from './PopupConfirmation.tsx'

let bus: Bus

beforeEach(() => {
  jest.useFakeTimers()
  bus = createBus()
})

afterEach(() => {
  bus.dispose()
  jest.useRealTimers()
})

function tick(ms: number) {
  act(() => jest.advanceTimersByTime(ms))
}

describe('PopupConfirmation', () => {
  it('shows queued messages one after another, each for 3 seconds with a 200 ms pause', () => {
    render(<PopupConfirmation bus={bus} />)
    const banner = screen.getByRole('status')
    expect(banner.textContent).toBe('')

    act(() => {
      bus.showPopup({ message: 'Thank you! Your comment has been posted.' })
      bus.showPopup({ message: "You reported this sale as ended. We'll check it out!" })
    })
    expect(banner.textContent).toBe('Thank you! Your comment has been posted.')

    tick(3000)
    expect(banner.textContent).toBe('')
    tick(200)
    expect(banner.textContent).toBe("You reported this sale as ended. We'll check it out!")
    tick(3000)
    expect(banner.textContent).toBe('')
  })

  it('keeps one live region in the page so screen readers hear each message', () => {
    render(<PopupConfirmation bus={bus} />)
    const before = screen.getByRole('status')
    act(() => bus.showPopup({ message: 'Saved' }))
    expect(screen.getByRole('status')).toBe(before)
  })

  it('shows an icon given as an image url', () => {
    const { container } = render(<PopupConfirmation bus={bus} />)
    act(() => bus.showPopup({ message: 'Followed', icon: '/static/icons/heart.svg' }))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/static/icons/heart.svg')
  })
})
