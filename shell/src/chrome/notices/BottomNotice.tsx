import { LIMITS } from '@showroom/contracts'
import { useT } from '@showroom/i18n'
import { useModuleT } from '@showroom/mfe-runtime'
import { useObservable, useSession } from '@showroom/ui'
import { useEffect, useMemo, useState } from 'react'
import { viewer$ } from '../../session/session.ts'
import { readCookie, writeCookie } from '../cookies.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { NOTICES, type NoticeContext, type NoticeSpec, postNoticeCall } from './notices.config.ts'

const isMobileWidth = () => window.innerWidth < LIMITS.desktopBreakpointPx

export function pickNotice(
  context: NoticeContext,
  isHidden: (spec: NoticeSpec) => boolean,
): NoticeSpec | null {
  return NOTICES.find((spec) => spec.eligible(context) && !isHidden(spec)) ?? null
}

// one bottom notice at a time, 2 s after the page settles; dismissing it is remembered in its cookie
export function BottomNotice() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const session = useSession()
  const viewer = useObservable(viewer$)
  const [ready, setReady] = useState(false)
  const [dismissed, setDismissed] = useState<string[]>([])

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), LIMITS.noticeDelayMs)
    return () => window.clearTimeout(timer)
  }, [])

  const notice = useMemo(
    () =>
      pickNotice(
        { session, viewer, isMobile: isMobileWidth() },
        (spec) => dismissed.includes(spec.key) || readCookie(spec.hidden.name) !== null,
      ),
    [session, viewer, dismissed],
  )

  useEffect(() => {
    if (ready && notice?.revealed && readCookie(notice.revealed.name) === null)
      writeCookie(notice.revealed, '1')
  }, [ready, notice])

  if (!ready || !notice) return null
  const dismiss = () => {
    writeCookie(notice.hidden, '1')
    if (session) postNoticeCall(notice.dismissCall)
    setDismissed((keys) => [...keys, notice.key])
  }
  return (
    <section
      className="sr-shell-notice sr-shell-notice--bottom"
      aria-label={t(notice.message)}
      data-notice={notice.key}
    >
      <p className="sr-shell-notice__text">{t(notice.message)}</p>
      <div className="sr-shell-notice__actions">
        {notice.action ? (
          <button type="button" className="sr-shell-button" onClick={notice.action.run}>
            {ts(notice.action.label)}
          </button>
        ) : null}
        <button type="button" className="sr-shell-button sr-shell-button--quiet" onClick={dismiss}>
          {t('notices.dismiss')}
        </button>
      </div>
    </section>
  )
}
