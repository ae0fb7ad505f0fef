import { useT } from '@showroom/i18n/react'
import { type ReactNode, useState } from 'react'
import { DialogFrame } from '../dialog/DialogFrame.tsx'
import { ChevronIcon, CloseIcon } from '../icons.tsx'
import { type LightboxItem, type LightboxVideo, videoProblem } from './lightbox-items.ts'
import './lightbox.css'

export interface LightboxProps {
  open: boolean
  onClose: () => void
  items: LightboxItem[]
  startIndex?: number
  // 'size-chart' shows one chart on white at its natural size
  variant?: 'default' | 'size-chart'
  label?: string
  // a player for HLS where the browser has none (the module brings hls.js)
  renderVideo?: (video: LightboxVideo) => ReactNode
  onIndexChange?: (index: number) => void
}

function canPlayHlsNatively(): boolean {
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== ''
}

function VideoSlide({
  video,
  renderVideo,
}: {
  video: LightboxVideo
  renderVideo?: LightboxProps['renderVideo']
}) {
  const t = useT()
  const problem = videoProblem(video)
  if (problem === 'not-ready') {
    return (
      <div className="sr-lightbox__notice" role="status">
        <p className="sr-lightbox__notice-title">{t('video.notReadyTitle')}</p>
        <p>{t('video.notReadyMessage')}</p>
      </div>
    )
  }
  if (problem) {
    return (
      <p className="sr-lightbox__notice" role="alert">
        {t(problem === 'missing-url' ? 'video.missingUrl' : 'video.unsupportedUrl')}
      </p>
    )
  }
  if (video.hlsSrc && !canPlayHlsNatively() && renderVideo) return <>{renderVideo(video)}</>
  const src = video.hlsSrc && (canPlayHlsNatively() || !video.src) ? video.hlsSrc : video.src
  return (
    // biome-ignore lint/a11y/useMediaCaption: member uploads come without captions
    <video
      className="sr-lightbox__media"
      src={src}
      poster={video.poster}
      controls
      playsInline
      title={video.title}
    />
  )
}

export function Lightbox(props: LightboxProps) {
  if (!props.open || props.items.length === 0) return null
  // a fresh viewer per opening and start item, so it always opens where it was asked to
  return <LightboxViewer key={props.startIndex ?? 0} {...props} />
}

function LightboxViewer(props: LightboxProps) {
  const { onClose, items, startIndex = 0, variant = 'default', renderVideo, onIndexChange } = props
  const t = useT()
  const [index, setIndex] = useState(startIndex)
  const current = Math.min(index, items.length - 1)
  const item = items[current]!
  const many = items.length > 1 && variant !== 'size-chart'
  const label = props.label ?? t(variant === 'size-chart' ? 'ui.sizeChart' : 'ui.lightbox')

  function show(next: number) {
    const wrapped = (next + items.length) % items.length
    setIndex(wrapped)
    onIndexChange?.(wrapped)
  }

  return (
    <DialogFrame
      block="sr-lightbox"
      modifiers={[variant]}
      label={label}
      onEscape={onClose}
      onScrimClick={onClose}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrows and a click beside the picture are shortcuts; the buttons are the route */}
      <div
        className="sr-lightbox__stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose()
        }}
        onKeyDown={(event) => {
          if (!many) return
          if (event.key === 'ArrowRight') show(current + 1)
          if (event.key === 'ArrowLeft') show(current - 1)
        }}
      >
        <button type="button" className="sr-lightbox__close" onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
        <figure className="sr-lightbox__figure">
          {item.type === 'image' ? (
            <img
              className="sr-lightbox__media"
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
            />
          ) : (
            <VideoSlide video={item} renderVideo={renderVideo} />
          )}
          {many ? (
            <figcaption className="sr-lightbox__counter">
              {t('ui.slideOf', { number: current + 1, total: items.length })}
            </figcaption>
          ) : null}
        </figure>
        {many ? (
          <>
            <button
              type="button"
              className="sr-lightbox__arrow sr-lightbox__arrow--previous"
              onClick={() => show(current - 1)}
              aria-label={t('common.previous')}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="sr-lightbox__arrow sr-lightbox__arrow--next"
              onClick={() => show(current + 1)}
              aria-label={t('common.next')}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
      </div>
    </DialogFrame>
  )
}
