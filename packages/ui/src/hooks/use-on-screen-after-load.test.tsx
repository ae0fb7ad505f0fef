import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useOnScreenAfterLoad } from './use-on-screen-after-load.ts'

// an IntersectionObserver whose entries the test sends, and an idle callback the test runs
class FakeObserver {
  static made: FakeObserver[] = []
  observed: Element[] = []
  disconnected = false
  readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    this.callback = callback
    FakeObserver.made.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
}

let idle: Array<() => void> = []
let readyState: DocumentReadyState = 'complete'
const originals = {
  observer: window.IntersectionObserver,
  requestIdle: window.requestIdleCallback,
  cancelIdle: window.cancelIdleCallback,
}

beforeEach(() => {
  FakeObserver.made = []
  idle = []
  readyState = 'complete'
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  window.requestIdleCallback = ((task: () => void) => idle.push(task)) as typeof requestIdleCallback
  window.cancelIdleCallback = ((id: number) => {
    idle[id - 1] = () => {}
  }) as typeof cancelIdleCallback
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
})

afterEach(() => {
  window.IntersectionObserver = originals.observer
  window.requestIdleCallback = originals.requestIdle
  window.cancelIdleCallback = originals.cancelIdle
  Reflect.deleteProperty(document, 'readyState')
})

function Strip({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const moving = useOnScreenAfterLoad(ref, enabled)
  return (
    <div ref={ref} data-testid="strip">
      {moving ? 'moving' : 'standing'}
    </div>
  )
}

const seen = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of FakeObserver.made) observer.callback([{ isIntersecting }])
  })

describe('useOnScreenAfterLoad', () => {
  it('waits for an idle moment of a loaded page, then follows whether the part is on screen', () => {
    render(<Strip />)
    expect(screen.getByTestId('strip').textContent).toBe('standing')
    expect(FakeObserver.made).toHaveLength(0)

    act(() => idle.shift()?.())
    expect(FakeObserver.made).toHaveLength(1)
    expect(FakeObserver.made[0]?.observed).toEqual([screen.getByTestId('strip')])
    expect(screen.getByTestId('strip').textContent).toBe('standing')

    seen(true)
    expect(screen.getByTestId('strip').textContent).toBe('moving')
    seen(false)
    expect(screen.getByTestId('strip').textContent).toBe('standing')
  })

  it('on a page still loading, waits for its load event first', () => {
    readyState = 'loading'
    render(<Strip />)
    expect(idle).toHaveLength(0)
    act(() => {
      readyState = 'complete'
      window.dispatchEvent(new Event('load'))
    })
    expect(idle).toHaveLength(1)
    act(() => idle.shift()?.())
    seen(true)
    expect(screen.getByTestId('strip').textContent).toBe('moving')
  })

  it('never moves when told not to (reduced motion), and stops watching when it leaves the page', () => {
    const { rerender, unmount } = render(<Strip enabled={false} />)
    expect(idle).toHaveLength(0)
    rerender(<Strip />)
    act(() => idle.shift()?.())
    seen(true)
    expect(screen.getByTestId('strip').textContent).toBe('moving')
    rerender(<Strip enabled={false} />)
    expect(screen.getByTestId('strip').textContent).toBe('standing')
    expect(FakeObserver.made[0]?.disconnected).toBe(true)
    unmount()
  })

  it('without IntersectionObserver, moves once the loaded page is idle', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver')
    render(<Strip />)
    expect(screen.getByTestId('strip').textContent).toBe('standing')
    act(() => idle.shift()?.())
    expect(screen.getByTestId('strip').textContent).toBe('moving')
  })
})
