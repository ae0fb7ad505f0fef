import { bus } from '@showroom/bus'
import { LIMITS } from '@showroom/contracts'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useObservable, useOverlay, useSession } from '@showroom/ui'
import { useId } from 'react'
import { viewer$ } from '../../session/session.ts'
import { SHELL_NS } from '../shell-messages.ts'
import {
  emailUrl,
  eventIcsUrl,
  openSharePopup,
  type ShareParams,
  sharedEventId,
  whatsappUrl,
  withReferral,
} from './share-links.ts'

export function ShareOverlay() {
  const ts = useModuleT(SHELL_NS)
  const { open, close, params } = useOverlay<ShareParams>('share')
  const session = useSession()
  const viewer = useObservable(viewer$)
  const inputId = useId()
  if (!open || !params) return null

  const url = withReferral(params.url, session, viewer?.user.username ?? null)
  const title = params.title ?? document.title
  const eventId = sharedEventId(params)
  const popup = (target: string) =>
    openSharePopup(target, LIMITS.shareWindowWidthPx, LIMITS.shareWindowHeightPx)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      bus.showPopup({ message: ts('share.copied') })
    } catch {
      bus.showAlert({ message: ts('share.copyFailed') })
    }
  }

  return (
    <Overlay open={open} onClose={close} title={ts('share.title')}>
      <ul className="sr-shell-share">
        <li>
          <button type="button" onClick={() => popup(whatsappUrl(url, title))}>
            {ts('share.whatsapp')}
          </button>
        </li>
        <li>
          <a href={emailUrl(url, title)}>{ts('share.email')}</a>
        </li>
        {eventId ? (
          <li>
            <a href={eventIcsUrl(eventId)} download={`event-${eventId}.ics`} data-testid="share-calendar">
              {ts('share.calendar')}
            </a>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={() => void copy()}>
            {ts('share.copy')}
          </button>
        </li>
      </ul>
      <label className="sr-shell-form__field" htmlFor={inputId}>
        <span>{ts('share.linkLabel')}</span>
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-url"
        />
      </label>
    </Overlay>
  )
}
