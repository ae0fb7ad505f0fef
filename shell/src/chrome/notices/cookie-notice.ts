import { bus } from '@showroom/bus'
import { COOKIES, LIMITS } from '@showroom/contracts'
import { apiCall } from '@showroom/graphql-client/fetch'
import { onLocaleChange, t } from '@showroom/i18n'
import { viewer$ } from '../../session/session.ts'
import { readCookie, writeCookie } from '../cookies.ts'
import { h } from '../dom.ts'
import { whenNoticesWelcome } from './notice-room.ts'

export function cookiePromptPending(): boolean {
  return readCookie(COOKIES.cookiePromptSeen.name) === null && readCookie(COOKIES.cookieOptIn.name) === null
}

// appears after 2 s until the visitor has seen it once; the choice is remembered for a year.
// `onDone` runs when there is nothing (more) to ask, so the bottom notices may follow
export function showCookieNotice(container: HTMLElement, onDone: () => void): void {
  // a member who saw it on another device is not asked again (the viewer is known by then)
  if (viewer$.value?.prompts.cookiePromptSeen === true || !cookiePromptPending()) {
    onDone()
    return
  }
  window.setTimeout(() => whenNoticesWelcome(ask), LIMITS.noticeDelayMs)

  function ask(): void {
    if (viewer$.value?.prompts.cookiePromptSeen === true || !cookiePromptPending()) {
      onDone()
      return
    }
    const signedIn = bus.session$.value !== null
    writeCookie(COOKIES.cookiePromptSeen, '1')
    // the server keeps a member's choices; a visitor's stay in the cookies
    if (signedIn) void apiCall('user_cookie_prompt_seen')
    const text = h('p', { class: 'sr-shell-notice__text' })
    const accept = h('button', { type: 'button', class: 'sr-shell-button', onclick: () => choose(true) })
    const decline = h('button', {
      type: 'button',
      class: 'sr-shell-button sr-shell-button--quiet',
      onclick: () => choose(false),
    })
    const notice = h(
      'section',
      { class: 'sr-shell-notice sr-shell-notice--cookies', 'data-testid': 'cookie-notice' },
      text,
      h('div', { class: 'sr-shell-notice__actions' }, accept, decline),
    )
    const renderTexts = () => {
      notice.setAttribute('aria-label', t('cookies.accept'))
      text.textContent = t('cookies.notice')
      accept.textContent = t('cookies.accept')
      decline.textContent = t('cookies.decline')
    }
    renderTexts()
    const stopFollowing = onLocaleChange(renderTexts)
    const choose = (optIn: boolean) => {
      writeCookie(COOKIES.cookieOptIn, optIn ? '1' : '0')
      if (bus.session$.value) void apiCall('user_cookie_opt_in', { opt_in: optIn })
      stopFollowing()
      notice.remove()
      onDone()
    }
    container.append(notice)
  }
}
