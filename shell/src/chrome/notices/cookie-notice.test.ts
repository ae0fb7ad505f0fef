import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { LIMITS } from '@showroom/contracts'
import { publishViewer } from '../../session/session.ts'
import type { Viewer } from '../../session/viewer.graphql.ts'
import { showCookieNotice } from './cookie-notice.ts'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}

const notice = (container: HTMLElement) => container.querySelector('[data-testid="cookie-notice"]')

beforeEach(() => {
  jest.useFakeTimers()
  clearCookies()
})
afterEach(() => {
  jest.useRealTimers()
  publishViewer(null)
})

describe('the cookie notice', () => {
  it('asks a visitor 2 s after the page settles, not before, and remembers it was asked', () => {
    expect(LIMITS.noticeDelayMs).toBe(2000)
    const container = document.createElement('div')
    const done = jest.fn()
    showCookieNotice(container, done)
    jest.advanceTimersByTime(1999)
    expect(notice(container)).toBeNull()
    expect(document.cookie).not.toContain('cookie_prompt_seen')
    jest.advanceTimersByTime(1)
    expect(notice(container)).not.toBeNull()
    expect(document.cookie).toContain('cookie_prompt_seen=1')
    expect(done).not.toHaveBeenCalled()

    // answering lets the bottom notices follow
    const accept = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Accept cookies')
    accept?.click()
    expect(notice(container)).toBeNull()
    expect(document.cookie).toContain('cookie_opt_in=1')
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('does not ask again once asked, and hands over to the bottom notices at once', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor was asked on an earlier page
    document.cookie = 'cookie_prompt_seen=1; path=/'
    const container = document.createElement('div')
    const done = jest.fn()
    showCookieNotice(container, done)
    expect(done).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(10 * LIMITS.noticeDelayMs)
    expect(notice(container)).toBeNull()
  })

  it('does not ask a member who saw it on another device, even when that is known only later', () => {
    const container = document.createElement('div')
    const done = jest.fn()
    showCookieNotice(container, done)
    publishViewer({ user: { id: 7 }, prompts: { cookiePromptSeen: true } } as unknown as Viewer)
    jest.advanceTimersByTime(LIMITS.noticeDelayMs)
    expect(notice(container)).toBeNull()
    expect(done).toHaveBeenCalledTimes(1)
  })
})
