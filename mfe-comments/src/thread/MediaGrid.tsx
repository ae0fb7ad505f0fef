import type { MediaItem } from '@showroom/contracts'
import { useModuleT } from '@showroom/mfe-runtime'
import { Lightbox, type LightboxVideo, lightboxItemFromMedia } from '@showroom/ui'
import { useState } from 'react'
import { NS } from '../messages.ts'
import { orientationOf } from '../model/media-layout.ts'
import { StreamVideo } from './StreamVideo.tsx'

// a comment's photos and videos; each opens the lightbox, a carousel when there are several
export function MediaGrid({ media, alt }: { media: (MediaItem & { id: number })[]; alt: string }) {
  const t = useModuleT(NS)
  const [open, setOpen] = useState<number | null>(null)
  if (media.length === 0) return null
  const items = media.map((item) => lightboxItemFromMedia(item, alt))
  return (
    <>
      <ul
        className={`sr-comment__media sr-comment__media--${Math.min(media.length, 4)}`}
        aria-label={t('thread.media')}
      >
        {media.map((item, index) => {
          const orientation = orientationOf(item.width_px, item.height_px)
          const video = item.resource_type === 'video'
          const label = t(video ? 'thread.openVideo' : 'thread.openMedia', {
            number: index + 1,
            total: media.length,
          })
          return (
            <li key={item.id} className={`sr-comment__tile sr-comment__tile--${orientation}`}>
              <button
                type="button"
                className="sr-comment__tile-button"
                onClick={() => setOpen(index)}
                aria-label={label}
              >
                {video && item.processed !== false && (item.hls_url || item.hls || item.mp4) ? (
                  <StreamVideo
                    inline
                    hls={item.hls_url ?? item.hls}
                    mp4={item.mp4}
                    poster={item.static_card_url || item.card_url}
                    title={alt}
                    className="sr-comment__tile-media"
                  />
                ) : video && item.processed === false ? (
                  <span className="sr-comment__tile-pending">{t('thread.videoPending')}</span>
                ) : (
                  <img
                    className="sr-comment__tile-media"
                    src={
                      media.length === 1 ? item.card_url || item.preview_url : item.thumb_url || item.card_url
                    }
                    alt=""
                    width={item.width_px}
                    height={item.height_px}
                    loading="lazy"
                  />
                )}
              </button>
            </li>
          )
        })}
      </ul>
      <Lightbox
        open={open !== null}
        onClose={() => setOpen(null)}
        items={items}
        startIndex={open ?? 0}
        renderVideo={(video: LightboxVideo) => (
          <StreamVideo
            hls={video.hlsSrc}
            mp4={video.src}
            poster={video.poster}
            title={video.title ?? alt}
            className="sr-lightbox__media"
          />
        )}
      />
    </>
  )
}
