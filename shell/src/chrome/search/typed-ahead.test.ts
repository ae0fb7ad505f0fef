import { afterEach, describe, expect, it } from '@jest/globals'
import { catchTypedAhead, takeTypedAhead } from './typed-ahead.ts'

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  document.body.dispatchEvent(event)
  return event
}

afterEach(() => void takeTypedAhead())

describe('keys typed before the search box is there', () => {
  it('are kept, with Backspace applied, and handed over once', () => {
    catchTypedAhead()
    for (const key of ['s', 'a', 'x', 'Backspace', 'm']) press(key)
    expect(takeTypedAhead()).toBe('sam')
    expect(takeTypedAhead()).toBe('')
  })

  it('do not reach the page behind, while shortcuts and Tab still do', () => {
    catchTypedAhead()
    expect(press('a').defaultPrevented).toBe(true)
    expect(press('Tab').defaultPrevented).toBe(false)
    expect(press('r', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(takeTypedAhead()).toBe('a')
  })

  it('are no longer caught once handed over', () => {
    catchTypedAhead()
    takeTypedAhead()
    expect(press('a').defaultPrevented).toBe(false)
  })
})
