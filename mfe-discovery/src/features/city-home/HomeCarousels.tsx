import { LIMITS } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Carousel, StarRating } from '@showroom/ui'
import type { ReactNode } from 'react'
import { NS } from '../../messages.ts'
import { CardImage } from '../shared/CardImage.tsx'
import { EventCard, type EventCardData } from '../shared/EventCard.tsx'
import type { HomeDesigner, HomeHeadline, HomeReview } from './city-home.graphql.ts'

// spec part 9: events 1/2/3 per view at 0/480/750 px, no arrows under 4 items; the first row's
// pictures in view load at once (on a wide screen they are in the first screen; on a phone the
// city's heading and numbers fill it, so none of them is fetched ahead of the page's own files)
export function EventsCarousel({
  id,
  title,
  events,
  firstScreen = false,
}: {
  id: string
  title: string
  events: EventCardData[]
  firstScreen?: boolean
}) {
  if (events.length === 0) return null
  const imageOf = (index: number) => (firstScreen && index < 3 ? 'eager' : 'lazy')
  return (
    <HomeSection id={id} title={title}>
      <Carousel label={title} variant="event" cookieKey={`home_${id}`}>
        {events.map((event, index) => (
          <EventCard key={event.id} event={event} image={imageOf(index)} />
        ))}
      </Carousel>
    </HomeSection>
  )
}

// headlines: one at a time, still under 2 items, no dots above 10
export function HeadlineCarousel({ headlines }: { headlines: HomeHeadline[] }) {
  const t = useModuleT(NS)
  if (headlines.length === 0) return null
  return (
    <HomeSection id="headlines" title={t('home.headlines')}>
      <Carousel label={t('home.headlines')} variant="headline" cookieKey="home_headlines">
        {headlines.map((item) => (
          <Link key={item.id} href={item.detailUrl} className="sr-discovery-headline">
            <span className="sr-discovery-headline__image">
              {item.heroUrl ? <CardImage url={item.heroUrl} sizes="headline" /> : null}
            </span>
            <span className="sr-discovery-headline__text">
              <span className="sr-discovery-headline__title">{item.title}</span>
              {item.summary ? <span className="sr-discovery-headline__summary">{item.summary}</span> : null}
            </span>
          </Link>
        ))}
      </Carousel>
    </HomeSection>
  )
}

export function DesignerCarousel({ designers }: { designers: HomeDesigner[] }) {
  const t = useModuleT(NS)
  if (designers.length === 0) return null
  return (
    <HomeSection id="designers" title={t('home.designers')}>
      <Carousel label={t('home.designers')} cookieKey="home_designers">
        {designers.map((designer) => (
          <Link key={designer.id} href={designer.detailUrl} className="sr-discovery-card__link">
            <span className="sr-discovery-card__image sr-discovery-card__image--square">
              {(designer.thumbnailUrl ?? designer.logoUrl) ? (
                <img
                  src={designer.thumbnailUrl ?? designer.logoUrl ?? ''}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </span>
            <span className="sr-discovery-card__title">{designer.name}</span>
          </Link>
        ))}
      </Carousel>
    </HomeSection>
  )
}

// reviews move on by themselves every 2000 ms
export function ReviewCarousel({ reviews }: { reviews: HomeReview[] }) {
  const t = useModuleT(NS)
  const tc = useT()
  if (reviews.length === 0) return null
  return (
    <HomeSection id="reviews" title={t('home.reviews')}>
      <Carousel label={t('home.reviews')} autoplayMs={LIMITS.reviewsAutoplayMs} cookieKey="home_reviews">
        {reviews.map((review) => {
          const subject = review.event ?? review.venue ?? review.designer
          return (
            <figure key={review.id} className="sr-discovery-quote">
              <StarRating value={review.rating} />
              <blockquote>
                <p className="sr-discovery-quote__title">{review.title}</p>
                <p className="sr-discovery-quote__body">{review.body}</p>
              </blockquote>
              <figcaption className="sr-discovery-muted">
                {review.author?.fullName ?? tc('common.anonymous')}
                {subject ? (
                  <>
                    {' · '}
                    <Link href={subject.detailUrl}>{subject.name}</Link>
                  </>
                ) : null}
              </figcaption>
            </figure>
          )
        })}
      </Carousel>
    </HomeSection>
  )
}

// not a landmark of its own: the carousel inside is the region, named like this heading, and two
// regions of one name would be announced twice
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="sr-discovery-home__section">
      <h2 id={`sr-home-${id}`} className="sr-discovery-home__section-title">
        {title}
      </h2>
      {children}
    </div>
  )
}
