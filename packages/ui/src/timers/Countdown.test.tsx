import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { Countdown } from './Countdown.tsx'
import { CountUp } from './CountUp.tsx'
import { CountUpNumber } from './CountUpNumber.tsx'

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') })
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

function tick(ms: number) {
  act(() => jest.advanceTimersByTime(ms))
}

function narrowTo(width: number) {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width, height: 20, top: 0, left: 0, right: width, bottom: 20, x: 0, y: 0 } as DOMRect)
}

describe('Countdown', () => {
  it('ticks down every second and switches from minutes to seconds at 60 s', () => {
    render(<Countdown to={Date.now() + 61_000} />)
    expect(screen.getByRole('timer').textContent).toBe('1 minute 1 second')
    tick(1000)
    expect(screen.getByRole('timer').textContent).toBe('1 minute 0 seconds')
    tick(1000)
    expect(screen.getByRole('timer').textContent).toBe('59 seconds')
  })

  it('switches from days to hours at 72 hours', () => {
    render(<Countdown to={Date.now() + 72 * 3600_000} />)
    expect(screen.getByRole('timer').textContent).toBe('3 days 0 hours')
    tick(1000)
    expect(screen.getByRole('timer').textContent).toBe('71 hours 59 minutes')
  })

  it('uses the short forms in a narrow box', () => {
    narrowTo(100)
    render(<Countdown to={Date.now() + 5 * 86400_000} />)
    expect(screen.getByRole('timer').textContent).toBe('5d')
  })

  it('calls onZero once when it reaches zero', () => {
    const onZero = jest.fn()
    render(<Countdown to={Date.now() + 2000} onZero={onZero} />)
    tick(1000)
    expect(onZero).not.toHaveBeenCalled()
    tick(1000)
    expect(onZero).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('timer').textContent).toBe('0 seconds')
    tick(10_000)
    expect(onZero).toHaveBeenCalledTimes(1)
  })

  it('does not call onZero for a countdown that was already over when shown', () => {
    const onZero = jest.fn()
    render(<Countdown to={Date.now() - 5000} onZero={onZero} />)
    tick(3000)
    expect(onZero).not.toHaveBeenCalled()
  })
})

describe('CountUp', () => {
  it("shows 'Just now' under a minute, then minutes", () => {
    render(<CountUp from={Date.now() - 30_000} />)
    expect(screen.getByText('Just now')).toBeTruthy()
    tick(30_000)
    expect(screen.getByText('1 minute ago')).toBeTruthy()
  })

  it('shows days for anything from 72 hours', () => {
    render(<CountUp from={new Date(Date.now() - 80 * 3600_000)} />)
    expect(screen.getByText('3 days ago')).toBeTruthy()
  })
})

describe('CountUpNumber', () => {
  it('counts up to the value in 40 steps of 20 ms', () => {
    const { container } = render(<CountUpNumber value={1000} />)
    const animated = container.querySelector('[aria-hidden="true"]')!
    expect(animated.textContent).toBe('0')
    tick(400)
    expect(animated.textContent).toBe('500')
    tick(400)
    expect(animated.textContent).toBe('1,000')
  })

  it('counts on from the figure on screen when the value changes, and a render mid-way keeps the figure', () => {
    const { container, rerender } = render(<CountUpNumber value={1000} />)
    const animated = container.querySelector('[aria-hidden="true"]')!
    tick(400)
    rerender(<CountUpNumber value={1000} />)
    expect(animated.textContent).toBe('500')
    rerender(<CountUpNumber value={2000} />)
    tick(400)
    expect(animated.textContent).toBe('1,250')
    tick(400)
    expect(animated.textContent).toBe('2,000')
    expect(screen.getByText('2,000', { selector: '.sr-visually-hidden' })).toBeTruthy()
  })

  it('shows the value at once to a visitor who asks for less motion', () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as Window['matchMedia']
    try {
      const { container } = render(<CountUpNumber value={1000} />)
      expect(container.querySelector('[aria-hidden="true"]')!.textContent).toBe('1,000')
    } finally {
      window.matchMedia = original
    }
  })

  it('gives assistive technology the final value straight away', () => {
    render(<CountUpNumber value={1234.5} decimals={2} />)
    expect(screen.getByText('1,234.50')).toBeTruthy()
  })
})
