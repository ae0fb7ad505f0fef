import { COOKIES, LIMITS } from '@showroom/contracts'
import { apiCall } from '@showroom/graphql-client'
import { useT } from '@showroom/i18n'
import { useObservable, useSession } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { viewer$ } from '../../session/session.ts'
import { readCookie, writeCookie } from '../cookies.ts'

export function cookiePromptPending(): boolean {
  return readCookie(COOKIES.cookiePromptSeen.name) === null && readCookie(COOKIES.cookieOptIn.name) === null
}

// appears after 2 s until the visitor has seen it once; the choice is remembered for a year
export function CookieNotice({ onDone }: { onDone: () => void }) {
  const t = useT()
  const viewer = useObservable(viewer$)
  const session = useSession()
  const [visible, setVisible] = useState(false)
  const seenBefore = viewer?.prompts.cookiePromptSeen === true
  const signedIn = session !== null

  useEffect(() => {
    if (seenBefore || !cookiePromptPending()) {
      onDone()
      return
    }
    const timer = window.setTimeout(() => {
      setVisible(true)
      writeCookie(COOKIES.cookiePromptSeen, '1')
      // the server keeps a member's choices; a visitor's stay in the cookies
      if (signedIn) void apiCall('user_cookie_prompt_seen')
    }, LIMITS.noticeDelayMs)
    return () => window.clearTimeout(timer)
  }, [seenBefore, signedIn, onDone])

  if (!visible) return null
  const choose = (optIn: boolean) => {
    writeCookie(COOKIES.cookieOptIn, optIn ? '1' : '0')
    if (signedIn) void apiCall('user_cookie_opt_in', { opt_in: optIn })
    setVisible(false)
    onDone()
  }
  return (
    <section
      className="sr-shell-notice sr-shell-notice--cookies"
      aria-label={t('cookies.accept')}
      data-testid="cookie-notice"
    >
      <p className="sr-shell-notice__text">{t('cookies.notice')}</p>
      <div className="sr-shell-notice__actions">
        <button type="button" className="sr-shell-button" onClick={() => choose(true)}>
          {t('cookies.accept')}
        </button>
        <button
          type="button"
          className="sr-shell-button sr-shell-button--quiet"
          onClick={() => choose(false)}
        >
          {t('cookies.decline')}
        </button>
      </div>
    </section>
  )
}
