import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useFocusTrap } from '@showroom/ui'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { NS } from '../../messages.ts'
import { stepIndex } from './lookbook.api.ts'
import './lookbook.messages.ts'
import { useLookbook } from './use-lookbook.ts'
import './lookbook.css'

export interface LookbookViewerProps {
  slug: string
  // called when the viewer asks to close (button, Escape, or another overlay opening)
  onClose: () => void
  startIndex?: number
}

// the lookbook full-screen carousel (spec part 2); designer and venue pages open it in place
export function LookbookViewer({ slug, onClose, startIndex = 0 }: LookbookViewerProps) {
  const t = useModuleT(NS)
  const tc = useT()
  const { data, retry } = useLookbook(slug)
  const [index, setIndex] = useState(startIndex)
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const photos = data.state === 'ready' ? data.photos : []
  const count = photos.length
  const photo = photos[Math.min(index, Math.max(0, count - 1))]
  const requestClose = useEffectEvent(onClose)

  useFocusTrap(dialog, { active: true, onEscape: onClose })

  // the lookbook holds the page's one overlay slot: another overlay opening closes it
  useEffect(() => {
    bus.openOverlay('lookbook', { slug })
    const subscription = bus.overlayClosed$.subscribe((name) => {
      if (name === 'lookbook') requestClose()
    })
    return () => {
      subscription.unsubscribe()
      bus.closeOverlay('lookbook')
    }
  }, [slug])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') setIndex((current) => stepIndex(current, 1, count))
      else if (event.key === 'ArrowLeft') setIndex((current) => stepIndex(current, -1, count))
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [count])

  const title = data.state === 'ready' ? (data.lookbook.title ?? t('lookbook.label')) : t('lookbook.label')

  return createPortal(
    <div
      ref={dialog}
      className="sr-lookbook"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      tabIndex={-1}
      data-testid="lookbook-viewer"
    >
      <header className="sr-lookbook__bar">
        <div>
          <h2 id={titleId} className="sr-lookbook__title">
            {title}
          </h2>
          {data.state === 'ready' && (data.lookbook.designer_name || data.lookbook.season) ? (
            <p className="sr-lookbook__meta">
              {[data.lookbook.designer_name, data.lookbook.season].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        {count > 0 ? (
          <p className="sr-lookbook__counter" aria-live="polite" data-testid="lookbook-counter">
            {t('lookbook.counter', { current: index + 1, total: count })}
          </p>
        ) : null}
        <button
          type="button"
          className="sr-lookbook__close"
          onClick={onClose}
          aria-label={t('lookbook.close')}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </header>
      <div className="sr-lookbook__stage">
        {data.state === 'loading' ? <p className="sr-lookbook__status">{t('lookbook.loading')}</p> : null}
        {data.state === 'not-found' ? <p className="sr-lookbook__status">{t('lookbook.notFound')}</p> : null}
        {data.state === 'failed' ? (
          <div className="sr-lookbook__status" role="alert">
            <p>{data.message ?? t('lookbook.loadFailed')}</p>
            <button type="button" className="sr-lookbook__retry" onClick={retry}>
              {tc('common.tryAgain')}
            </button>
          </div>
        ) : null}
        {data.state === 'ready' && count === 0 ? (
          <p className="sr-lookbook__status">{t('lookbook.empty')}</p>
        ) : null}
        {photo ? (
          <figure
            key={photo.id}
            className="sr-lookbook__slide"
            aria-roledescription="slide"
            aria-label={t('lookbook.counter', { current: index + 1, total: count })}
          >
            <img
              src={photo.url}
              alt={photo.caption || t('lookbook.photo', { number: index + 1 })}
              width={photo.width}
              height={photo.height}
            />
            {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
          </figure>
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className="sr-lookbook__step sr-lookbook__step--previous"
              onClick={() => setIndex((current) => stepIndex(current, -1, count))}
              aria-label={t('lookbook.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="sr-lookbook__step sr-lookbook__step--next"
              onClick={() => setIndex((current) => stepIndex(current, 1, count))}
              aria-label={t('lookbook.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
