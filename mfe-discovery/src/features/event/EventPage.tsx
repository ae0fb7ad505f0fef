import { bus } from '@showroom/bus'
import { usePageQuery } from '@showroom/graphql-client'
import { useT } from '@showroom/i18n/react'
import { Link, ModuleParcel, useModuleT } from '@showroom/mfe-runtime'
import { Countdown } from '@showroom/ui'
import { useEffect } from 'react'
import { NS } from '../../messages.ts'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import { CardImage } from '../shared/CardImage.tsx'
import { isUpcoming } from '../shared/dates.ts'
import { PageError, PageLoading, PageNotFound } from '../shared/PageStates.tsx'
import { EVENT_QUERY, type EventDetail } from './event.graphql.ts'
import './event.messages.ts'
import './event.css'
import { EventTabs } from './EventTabs.tsx'
import { GoingButton } from './GoingButton.tsx'
import { TicketsButton } from './TicketsButton.tsx'
import { useRecordEventView } from './use-record-view.ts'
import { WhenWhere } from './WhenWhere.tsx'

// `/{city}/event/{slug}/`
export default function EventPage({ params }: { params: Record<string, string> }) {
  const { data, error, loading, refetch } = usePageQuery(EVENT_QUERY, {
    variables: { slug: params.slug ?? '' },
  })
  const event = data?.event
  useRecordEventView(event?.id)
  useEffect(() => {
    if (event) document.title = event.name
  }, [event])

  if (!data && loading) return <PageLoading />
  if (!data && error) return <PageError onRetry={() => void refetch()} />
  if (!event) return <PageNotFound what="event" />
  return <EventView event={event} />
}

function EventView({ event }: { event: EventDetail }) {
  const t = useModuleT(NS)
  const tc = useT()
  const upcoming = !event.isCancelled && isUpcoming(event.startsAt)
  return (
    <article className="sr-discovery-page sr-discovery-event" data-event-id={event.id}>
      {event.isCancelled ? (
        <p className="sr-discovery-banner" role="status">
          {t('event.cancelled')}
        </p>
      ) : null}
      <header className="sr-discovery-event__hero">
        <div className="sr-discovery-event__image">
          {event.heroUrl ? <CardImage url={event.heroUrl} sizes="lead" priority /> : null}
        </div>
        <div className="sr-discovery-event__heading">
          <span className="sr-discovery-badge" style={{ borderColor: event.type.color }}>
            {event.type.name}
          </span>
          <h1 className="sr-discovery-event__name">{event.name}</h1>
          {upcoming ? (
            <p className="sr-discovery-event__countdown">
              <span>{t('event.startsIn')}</span>{' '}
              <Countdown
                to={event.startsAt}
                label={t('event.startsIn')}
                onZero={() => window.location.reload()}
              />
            </p>
          ) : null}
        </div>
      </header>
      <div className="sr-discovery-event__body">
        {/* the actions and when/where come first, so a phone shows them before the long thread */}
        <aside className="sr-discovery-event__aside" aria-label={t('event.asideLabel')}>
          <div className="sr-discovery-event__actions">
            {event.isCancelled ? null : (
              <GoingButton eventId={event.id} isGoing={event.isGoing} goingCount={event.goingCount} />
            )}
            {event.isCancelled || event.isExpired ? null : (
              <TicketsButton
                eventId={event.id}
                ticketUrl={event.ticketUrl}
                featuredLevel={event.featuredLevel}
                priceLabel={event.priceLabel}
              />
            )}
            <div className="sr-discovery-event__secondary">
              <button
                type="button"
                className="sr-discovery-link-button"
                onClick={() =>
                  bus.openOverlay('share', {
                    url: window.location.href,
                    title: event.name,
                    eventId: event.id,
                  })
                }
              >
                {t('event.share')}
              </button>
              {event.canManage && event.dashboardUrl ? (
                <Link
                  href={event.dashboardUrl}
                  className="sr-discovery-link-button"
                  data-testid="manage-event"
                >
                  {tc('events.manageEvent')}
                </Link>
              ) : null}
            </div>
          </div>
          <WhenWhere event={event} />
        </aside>
        <div className="sr-discovery-event__main">
          <EventTabs event={event} />
          <section className="sr-discovery-event__comments" aria-labelledby="event-comments-title">
            <h2 id="event-comments-title">{tc('comments.title')}</h2>
            <ModuleParcel
              module="mfe-comments"
              parcel="commentThread"
              parcelProps={{ commentType: 'event', eventId: event.id, cityId: event.city.id }}
            />
          </section>
        </div>
      </div>
    </article>
  )
}
