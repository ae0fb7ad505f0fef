import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { showBottomNotices } from './bottom-notice.ts'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}

beforeEach(() => {
  jest.useFakeTimers()
  clearCookies()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('the bottom notices', () => {
  it('offer a visitor one notice after 2 s, and the next one once it is dismissed', () => {
    const container = document.createElement('div')
    showBottomNotices(container)
    jest.advanceTimersByTime(1999)
    expect(container.querySelector('[data-notice]')).toBeNull()
    jest.advanceTimersByTime(1)
    expect(container.querySelector('[data-notice]')?.getAttribute('data-notice')).toBe('signup')

    const dismiss = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Dismiss')
    dismiss?.click()
    expect(container.querySelector('[data-notice]')?.getAttribute('data-notice')).toBe('emails')
    expect(document.cookie).toContain('signup_hidden=1')
  })
})
