import { Link } from '@showroom/mfe-runtime'
import { useLocale } from '@showroom/i18n/react'
import { CardImage } from './CardImage.tsx'
import { formatDateRange } from './dates.ts'

export interface EventCardData {
  id: number
  name: string
  detailUrl: string
  // featured and pay-to-play events: their card is the paid placement, so its link is signed
  placementToken?: string | null
  heroUrl?: string | null
  startsAt: string
  endsAt: string
  isCancelled?: boolean
  type?: { name: string; color: string } | null
  venue?: { name: string } | null
  city?: { timezone: string } | null
}

// image-led: the picture, then type, name, dates and venue beneath; `image` says how its picture
// loads: lazily (the default), eagerly near the top of a page, or first of all (the largest one)
export function EventCard({
  event,
  headingLevel = 3,
  image = 'lazy',
}: {
  event: EventCardData
  headingLevel?: 2 | 3
  image?: 'lazy' | 'eager' | 'priority'
}) {
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="sr-discovery-card" data-event-id={event.id}>
      <Link href={placementHref(event)} className="sr-discovery-card__link">
        <span className="sr-discovery-card__image">
          {event.heroUrl ? (
            <CardImage url={event.heroUrl} eager={image === 'eager'} priority={image === 'priority'} />
          ) : null}
        </span>
        {event.type ? (
          <span className="sr-discovery-badge" style={{ borderColor: event.type.color }}>
            {event.type.name}
          </span>
        ) : null}
        <Heading className="sr-discovery-card__title">{event.name}</Heading>
      </Link>
      <p className="sr-discovery-card__meta">
        {formatDateRange(event.startsAt, event.endsAt, locale, event.city?.timezone)}
        {event.venue ? <span> · {event.venue.name}</span> : null}
      </p>
    </article>
  )
}

export function placementHref(event: Pick<EventCardData, 'detailUrl' | 'placementToken'>): string {
  if (!event.placementToken) return event.detailUrl
  const separator = event.detailUrl.includes('?') ? '&' : '?'
  return `${event.detailUrl}${separator}placement=${encodeURIComponent(event.placementToken)}`
}

export const EVENT_CARD_FIELDS = `
  id
  name
  detailUrl
  placementToken
  heroUrl
  startsAt
  endsAt
  isCancelled
  type { id name color }
  venue { id name }
  city { id timezone }
`
