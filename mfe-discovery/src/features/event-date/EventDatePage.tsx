import { gql, type TypedDocumentNode, useQuery } from '@showroom/graphql-client'
import { useLocale } from '@showroom/i18n/react'
import { Link, navigate, useModuleT } from '@showroom/mfe-runtime'
import { NoItems } from '@showroom/ui'
import { useEffect } from 'react'
import { NS } from '../../messages.ts'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import { formatDay } from '../shared/dates.ts'
import { EVENT_CARD_FIELDS, type EventCardData, EventCard } from '../shared/EventCard.tsx'
import { PageError, PageLoading, PageNotFound } from '../shared/PageStates.tsx'
import { useCity } from '../shared/use-city.ts'
import { datePickerBase, eventDateUrl, isCalendarDay, shiftDay } from './event-date.ts'
import './event-date.messages.ts'

const EVENTS_ON_DAY: TypedDocumentNode<
  { events: EventCardData[] },
  { cityId: number; from: string; to: string }
> = gql`
  query DiscoveryEventsOnDay($cityId: Int!, $from: String!, $to: String!) {
    events(cityId: $cityId, from: $from, to: $to) { ${EVENT_CARD_FIELDS} }
  }
`

// `/{city}/events/{yyyy-mm-dd}/`: the events open that day
export default function EventDatePage({ params }: { params: Record<string, string> }) {
  const t = useModuleT(NS)
  const locale = useLocale()
  const day = params.date ?? ''
  const { city, ready, error, refetch } = useCity(params.city)
  const valid = isCalendarDay(day)
  const events = useQuery(EVENTS_ON_DAY, {
    variables: { cityId: city?.id ?? 0, from: day, to: valid ? shiftDay(day, 1) : day },
    skip: !city || !valid,
  })
  const title = valid ? t('eventDate.title', { date: formatDay(day, locale), city: city?.name ?? '' }) : ''
  useEffect(() => {
    if (title) document.title = title
  }, [title])

  if (!ready && error) return <PageError onRetry={() => void refetch()} />
  if (!ready) return <PageLoading />
  if (!city || !valid) return <PageNotFound what="event" />
  const base = datePickerBase(city.url)
  const list = events.data?.events
  return (
    <section className="sr-discovery-page sr-discovery-date" aria-labelledby="sr-date-title">
      <p className="sr-discovery-eyebrow">{city.name}</p>
      <h1 id="sr-date-title" className="sr-discovery-date__title">
        {formatDay(day, locale)}
      </h1>
      <nav className="sr-discovery-date__nav" aria-label={t('eventDate.navLabel')}>
        <Link href={eventDateUrl(base, shiftDay(day, -1))} rel="prev">
          ← {t('eventDate.previous')}
        </Link>
        <label className="sr-discovery-date__picker">
          <span>{t('eventDate.pick')}</span>
          <input
            type="date"
            value={day}
            onChange={(event) => {
              if (isCalendarDay(event.target.value)) navigate(eventDateUrl(base, event.target.value))
            }}
          />
        </label>
        <Link href={eventDateUrl(base, shiftDay(day, 1))} rel="next">
          {t('eventDate.next')} →
        </Link>
      </nav>
      {!list && events.error ? (
        <NoItems tone="error" message={t('shared.loadFailed')} onRetry={() => void events.refetch()} />
      ) : !list ? (
        <PageLoading />
      ) : list.length === 0 ? (
        <NoItems message={t('eventDate.empty')} />
      ) : (
        <ul className="sr-discovery-grid">
          {list.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
