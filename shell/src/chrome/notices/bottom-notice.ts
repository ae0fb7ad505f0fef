import { bus } from '@showroom/bus'
import { LIMITS } from '@showroom/contracts'
import { namespaceT, onLocaleChange, t } from '@showroom/i18n'
import { combineLatest } from 'rxjs'
import { viewer$ } from '../../session/session.ts'
import { readCookie, writeCookie } from '../cookies.ts'
import { h, replaceChildren } from '../dom.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { noticesWelcome$ } from './notice-room.ts'
import { NOTICES, type NoticeContext, type NoticeSpec, postNoticeCall } from './notices.config.ts'

const ts = namespaceT(SHELL_NS)
const isMobileWidth = () => window.innerWidth < LIMITS.desktopBreakpointPx

export function pickNotice(
  context: NoticeContext,
  isHidden: (spec: NoticeSpec) => boolean,
): NoticeSpec | null {
  return NOTICES.find((spec) => spec.eligible(context) && !isHidden(spec)) ?? null
}

// one bottom notice at a time, 2 s after the page settles; dismissing it is remembered in its cookie
export function showBottomNotices(container: HTMLElement): void {
  const dismissed = new Set<string>()
  const slot = h('div')
  container.append(slot)
  window.setTimeout(() => {
    let shown: NoticeSpec | null = null
    const render = () => {
      const session = bus.session$.value
      const notice = pickNotice(
        { session, viewer: viewer$.value, isMobile: isMobileWidth() },
        (spec) => dismissed.has(spec.key) || readCookie(spec.hidden.name) !== null,
      )
      if (notice === shown) return
      shown = notice
      if (!notice) {
        replaceChildren(slot, [])
        return
      }
      if (notice.revealed && readCookie(notice.revealed.name) === null) writeCookie(notice.revealed, '1')
      const dismiss = () => {
        writeCookie(notice.hidden, '1')
        if (bus.session$.value) postNoticeCall(notice.dismissCall)
        dismissed.add(notice.key)
        render()
      }
      const action = notice.action
      replaceChildren(slot, [
        h(
          'section',
          {
            class: 'sr-shell-notice sr-shell-notice--bottom',
            'aria-label': t(notice.message),
            'data-notice': notice.key,
          },
          h('p', { class: 'sr-shell-notice__text' }, t(notice.message)),
          h(
            'div',
            { class: 'sr-shell-notice__actions' },
            action
              ? h(
                  'button',
                  { type: 'button', class: 'sr-shell-button', onclick: action.run },
                  ts(action.label),
                )
              : null,
            h(
              'button',
              { type: 'button', class: 'sr-shell-button sr-shell-button--quiet', onclick: dismiss },
              t('notices.dismiss'),
            ),
          ),
        ),
      ])
    }
    // while the notices are out of the way the shown one stays as it is; a new one waits for their room
    let welcome = false
    combineLatest([bus.session$, viewer$, noticesWelcome$]).subscribe(([, , isWelcome]) => {
      welcome = isWelcome
      if (welcome) render()
    })
    onLocaleChange(() => {
      shown = null
      if (welcome) render()
    })
  }, LIMITS.noticeDelayMs)
}
