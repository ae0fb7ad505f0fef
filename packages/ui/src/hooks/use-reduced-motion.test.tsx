import { afterEach, describe, expect, it } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { usePrefersReducedMotion } from './use-reduced-motion.ts'

// a media query list whose answer the test sets, counting the lists made
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>()
  const state = { matches: initially, made: 0 }
  const list = {
    get matches() {
      return state.matches
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  window.matchMedia = (() => {
    state.made++
    return list
  }) as unknown as Window['matchMedia']
  const change = (matches: boolean) => {
    state.matches = matches
    for (const listener of listeners) listener()
  }
  return { state, change }
}

const original = window.matchMedia
afterEach(() => {
  window.matchMedia = original
})

const PARTS = Array.from({ length: 20 }, (_, id) => id)

function Motion({ id }: { id: number }) {
  return <p data-testid={`motion-${id}`}>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>
}

describe('usePrefersReducedMotion', () => {
  it('makes one media query list for the page, however many parts ask, and follows its changes', () => {
    const media = fakeMatchMedia(false)
    render(PARTS.map((id) => <Motion key={id} id={id} />))
    expect(screen.getByTestId('motion-0').textContent).toBe('moving')
    expect(media.state.made).toBe(1)

    act(() => media.change(true))
    expect(screen.getByTestId('motion-19').textContent).toBe('still')
    expect(media.state.made).toBe(1)
  })

  it('asks again when matchMedia itself is replaced', () => {
    fakeMatchMedia(false)
    const { unmount } = render(<Motion id={1} />)
    unmount()
    const media = fakeMatchMedia(true)
    render(<Motion id={2} />)
    expect(screen.getByTestId('motion-2').textContent).toBe('still')
    expect(media.state.made).toBe(1)
  })
})
