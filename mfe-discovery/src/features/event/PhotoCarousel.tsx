import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Carousel, Lightbox, type LightboxItem } from '@showroom/ui'
import { useState } from 'react'
import { NS } from '../../messages.ts'
import type { EventPhoto } from './event.graphql.ts'

export interface PhotoCarouselProps {
  eventName: string
  photos: EventPhoto[]
  // how many photos the event has; a visitor receives only the first
  photoCount: number
}

// slides beyond the first need login: a visitor sees a sign-up card in their place
export function PhotoCarousel({ eventName, photos, photoCount }: PhotoCarouselProps) {
  const t = useModuleT(NS)
  const tc = useT()
  const [open, setOpen] = useState<number | null>(null)
  const withheld = Math.max(0, photoCount - photos.length)
  if (photoCount === 0) return <p className="sr-discovery-muted">{t('event.noPhotos')}</p>
  const items: LightboxItem[] = photos.map((photo) => ({
    type: 'image',
    src: photo.url,
    alt: photo.caption ?? eventName,
    width: photo.width,
    height: photo.height,
  }))
  return (
    <>
      <Carousel label={t('event.photosLabel', { name: eventName })} cookieKey={`event_photos`}>
        {photos.map((photo, index) => (
          <button
            key={photo.id}
            type="button"
            className="sr-discovery-photo"
            onClick={() => setOpen(index)}
            aria-label={t('event.openPhoto', { number: index + 1 })}
          >
            <img
              src={photo.thumbUrl}
              alt={photo.caption ?? ''}
              loading="lazy"
              width={photo.width}
              height={photo.height}
            />
          </button>
        ))}
        {withheld > 0 ? (
          <div className="sr-discovery-photo sr-discovery-photo--gated" data-testid="photo-signup-card">
            <p>{t('event.morePhotos', { count: withheld })}</p>
            <button
              type="button"
              className="sr-discovery-button"
              onClick={() => bus.requestSignup({ reason: 'event-photos' })}
            >
              {tc('chrome.signUp')}
            </button>
          </div>
        ) : null}
      </Carousel>
      <Lightbox
        open={open !== null}
        onClose={() => setOpen(null)}
        items={items}
        startIndex={open ?? 0}
        label={eventName}
      />
    </>
  )
}
