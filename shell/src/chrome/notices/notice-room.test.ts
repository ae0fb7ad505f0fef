import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { bus } from '@showroom/bus'
import { LIMITS } from '@showroom/contracts'
import { showBottomNotices } from './bottom-notice.ts'
import { showCookieNotice } from './cookie-notice.ts'
import { followNoticeRoom } from './notice-room.ts'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}

function goTo(path: string) {
  window.history.pushState({}, '', path)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

const cookieNotice = (container: HTMLElement) => container.querySelector('[data-testid="cookie-notice"]')
const bottomNotice = (container: HTMLElement) => container.querySelector('[data-notice]')

beforeEach(() => {
  jest.useFakeTimers()
  clearCookies()
  goTo('/london/')
})
afterEach(() => {
  bus.closeOverlay()
  goTo('/')
  jest.useRealTimers()
})

describe('the notices keep out of the chat’s way', () => {
  it('step aside on the chat page and while an overlay is open, and come back as they were', () => {
    const container = document.createElement('div')
    followNoticeRoom(container)
    showBottomNotices(container)
    jest.advanceTimersByTime(LIMITS.noticeDelayMs)
    expect(bottomNotice(container)?.getAttribute('data-notice')).toBe('signup')
    expect(container.hidden).toBe(false)

    goTo('/c/42/')
    expect(container.hidden).toBe(true)
    goTo('/london/')
    expect(container.hidden).toBe(false)

    bus.openOverlay('chat', { chat_id: 42 })
    expect(container.hidden).toBe(true)
    bus.openOverlay('chat-list')
    expect(container.hidden).toBe(true)
    bus.closeOverlay()
    expect(container.hidden).toBe(false)
    // not dismissed: the same notice, with nothing recorded against it
    expect(bottomNotice(container)?.getAttribute('data-notice')).toBe('signup')
    expect(document.cookie).not.toContain('signup_hidden')
  })

  it('do not ask the cookie question on the chat page, nor record it as asked, until the visitor leaves it', () => {
    goTo('/c/42/')
    const container = document.createElement('div')
    followNoticeRoom(container)
    const done = jest.fn()
    showCookieNotice(container, done)
    jest.advanceTimersByTime(10 * LIMITS.noticeDelayMs)
    expect(cookieNotice(container)).toBeNull()
    expect(document.cookie).not.toContain('cookie_prompt_seen')

    goTo('/london/')
    expect(cookieNotice(container)).not.toBeNull()
    expect(document.cookie).toContain('cookie_prompt_seen=1')
    expect(done).not.toHaveBeenCalled()
  })

  it('offer no bottom notice while an overlay is open, and the first one once it closes', () => {
    const container = document.createElement('div')
    followNoticeRoom(container)
    bus.openOverlay('left-menu')
    showBottomNotices(container)
    jest.advanceTimersByTime(10 * LIMITS.noticeDelayMs)
    expect(bottomNotice(container)).toBeNull()
    expect(document.cookie).not.toContain('signup_revealed')

    bus.closeOverlay()
    expect(bottomNotice(container)?.getAttribute('data-notice')).toBe('signup')
    expect(document.cookie).toContain('signup_revealed=1')
  })
})
