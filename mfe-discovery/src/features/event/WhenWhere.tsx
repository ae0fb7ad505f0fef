import { useT, useLocale } from '@showroom/i18n/react'
import { Link } from '@showroom/mfe-runtime'
import { formatDateRange, formatDay } from '../shared/dates.ts'
import { MapCard } from '../shared/MapCard.tsx'
import type { EventDetail } from './event.graphql.ts'

// the when and where sections: dates, the venue (linked to its page) and its map card
export function WhenWhere({ event }: { event: EventDetail }) {
  const tc = useT()
  const locale = useLocale()
  const venue = event.venue
  return (
    <div className="sr-discovery-whenwhere">
      <section aria-labelledby="sr-event-when">
        <h2 id="sr-event-when" className="sr-discovery-eyebrow">
          {tc('events.when')}
        </h2>
        <p className="sr-discovery-strong">
          {formatDateRange(event.startsAt, event.endsAt, locale, event.city.timezone)}
        </p>
        {event.openDates.length > 1 ? (
          <ul className="sr-discovery-plain-list">
            {event.openDates.map((day) => (
              <li key={day}>{formatDay(day, locale)}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {venue ? (
        <section aria-labelledby="sr-event-where">
          <h2 id="sr-event-where" className="sr-discovery-eyebrow">
            {tc('events.where')}
          </h2>
          <p className="sr-discovery-strong">
            <Link href={venue.detailUrl}>{venue.name}</Link>
          </p>
          {venue.address ? <p className="sr-discovery-muted">{venue.address}</p> : null}
          <MapCard
            latitude={venue.latitude}
            longitude={venue.longitude}
            place={venue.name}
            address={venue.address}
          />
        </section>
      ) : null}
    </div>
  )
}
