import { useModuleT } from '@showroom/mfe-runtime'
import { Lightbox, lightboxItemFromMedia } from '@showroom/ui'
import { useState } from 'react'
import { NS } from '../../messages.ts'
import { mediaSummary } from '../../model/media-summary.ts'
import type { FeedMedia } from '../../model/types.ts'

// the photos and videos of a post: at most 4 tiles in the summary layout, the last with '+ N'; a
// tile opens the lightbox on that photo with the others in its carousel
export function MediaSummary({ media, layout, name }: { media: FeedMedia[]; layout: string; name: string }) {
  const t = useModuleT(NS)
  const [open, setOpen] = useState<number | null>(null)
  if (media.length === 0) return null
  const { shown, more } = mediaSummary(media, layout)
  const alt = (item: FeedMedia) =>
    t(item.resource_type === 'video' ? 'feed.videoOf' : 'feed.photoOf', { name })
  return (
    <>
      <ul className={`sr-feed-media sr-feed-media--${Math.min(shown.length, 4)}`} data-testid="feed-media">
        {shown.map((item, index) => {
          const last = index === shown.length - 1 && more > 0
          return (
            <li key={item.id ?? item.thumb_url} className="sr-feed-media__tile">
              <button
                type="button"
                className="sr-feed-media__button"
                aria-label={
                  last
                    ? `${t('feed.openPhoto', { number: index + 1, total: media.length })}, ${t('feed.moreImages', { count: more })}`
                    : t('feed.openPhoto', { number: index + 1, total: media.length })
                }
                onClick={() => setOpen(index)}
              >
                <img
                  src={item.static_card_url || item.card_url || item.thumb_url}
                  alt={alt(item)}
                  width={item.width_px}
                  height={item.height_px}
                  loading="lazy"
                />
                {item.resource_type === 'video' ? (
                  <span className="sr-feed-media__play" aria-hidden="true" />
                ) : null}
                {last ? (
                  <span className="sr-feed-media__more" aria-hidden="true" data-testid="feed-media-more">
                    + {more}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      {open !== null ? (
        <Lightbox
          open
          onClose={() => setOpen(null)}
          items={media.map((item) => lightboxItemFromMedia(item, alt(item)))}
          startIndex={open}
        />
      ) : null}
    </>
  )
}
