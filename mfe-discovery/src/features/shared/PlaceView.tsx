import { useLocale } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems } from '@showroom/ui'
import type { ReactNode } from 'react'
import { NS } from '../../messages.ts'
import { formatPublished } from './dates.ts'
import { EventCard } from './EventCard.tsx'
import { CardImage } from './CardImage.tsx'
import { FollowButton } from './FollowButton.tsx'
import { MessageButton } from './MessageButton.tsx'
import type { NewsCardData, PlaceSections } from './place.graphql.ts'

export interface PlaceViewProps {
  kind: 'designer' | 'venue'
  id: number
  name: string
  logoUrl: string | null
  description: string | null
  followerCount: number
  isFollowed: boolean
  sections: PlaceSections
  // address, map and website (venues)
  details?: ReactNode
  news?: NewsCardData[]
}

// the designer and venue pages: who they are, follow, their events, lookbooks and news
export function PlaceView(props: PlaceViewProps) {
  const t = useModuleT(NS)
  const { kind, id, name, logoUrl, description, sections } = props
  return (
    <article className={`sr-discovery-page sr-discovery-place sr-discovery-place--${kind}`} data-id={id}>
      <header className="sr-discovery-place__header">
        <div className="sr-discovery-place__logo">
          {logoUrl ? (
            <img src={logoUrl} alt="" width={120} height={120} />
          ) : (
            <span aria-hidden="true">{name.slice(0, 1)}</span>
          )}
        </div>
        <div className="sr-discovery-place__intro">
          <p className="sr-discovery-eyebrow">{t(`place.kind.${kind}`)}</p>
          <h1 className="sr-discovery-place__name">{name}</h1>
          <FollowButton
            kind={kind}
            id={id}
            isFollowed={props.isFollowed}
            followerCount={props.followerCount}
          />
          <MessageButton kind={kind} id={id} />
        </div>
      </header>
      {description ? <p className="sr-discovery-place__description">{description}</p> : null}
      {props.details}
      <Section title={t('shared.upcoming')}>
        {sections.upcoming.length === 0 ? (
          <NoItems message={t('shared.noUpcoming')} />
        ) : (
          <ul className="sr-discovery-grid">
            {sections.upcoming.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} image={upcomingImage(index)} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {sections.lookbooks.length > 0 ? (
        <Section title={t('shared.lookbooks')}>
          <ul className="sr-discovery-grid">
            {sections.lookbooks.map((lookbook) => (
              <li key={lookbook.id}>
                <Link href={`/lookbook/${lookbook.slug}/`} className="sr-discovery-card__link">
                  <span className="sr-discovery-card__image sr-discovery-card__image--tall">
                    {lookbook.coverUrl ? (
                      <img
                        src={lookbook.coverUrl}
                        alt=""
                        width={300}
                        height={400}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                  </span>
                  <h3 className="sr-discovery-card__title">{lookbook.title}</h3>
                </Link>
                <p className="sr-discovery-card__meta">
                  {[lookbook.season, t('shared.photos', { count: lookbook.photos.length })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {props.news && props.news.length > 0 ? <NewsSection news={props.news} /> : null}
      {sections.past.length > 0 ? (
        <Section title={t('shared.past')}>
          <ul className="sr-discovery-grid">
            {sections.past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  )
}

// the first upcoming event's picture is the page's largest on the first screen (a phone's whole width,
// against the 120 px logo): fetched first; the rest of the first row (three on wide screens) eagerly
function upcomingImage(index: number): 'priority' | 'eager' | 'lazy' {
  if (index === 0) return 'priority'
  return index < 3 ? 'eager' : 'lazy'
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sr-discovery-section">
      <h2 className="sr-discovery-section__title">{title}</h2>
      {children}
    </section>
  )
}

function NewsSection({ news }: { news: NewsCardData[] }) {
  const t = useModuleT(NS)
  const locale = useLocale()
  return (
    <Section title={t('shared.news')}>
      <ul className="sr-discovery-grid">
        {news.map((item) => (
          <li key={item.id}>
            <Link href={item.detailUrl} className="sr-discovery-card__link">
              <span className="sr-discovery-card__image">
                {item.heroUrl ? <CardImage url={item.heroUrl} /> : null}
              </span>
              <h3 className="sr-discovery-card__title">{item.title}</h3>
            </Link>
            <p className="sr-discovery-card__meta">{formatPublished(item.publishedAt, locale)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
