import { useLocale } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, StarRating, Tabs } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { formatPublished } from '../shared/dates.ts'
import { FoldBlock } from '../shared/FoldBlock.tsx'
import { DetailBox } from './DetailBox.tsx'
import type { EventDetail } from './event.graphql.ts'
import { PhotoCarousel } from './PhotoCarousel.tsx'

// Details, Designers, Photos and Reviews; reviews need login (spec part 6: some tabs do)
export function EventTabs({ event }: { event: EventDetail }) {
  const t = useModuleT(NS)
  return (
    <Tabs
      label={t('event.tabsLabel')}
      tabs={[
        {
          id: 'details',
          label: t('event.tabs.details'),
          content: (
            <FoldBlock>
              <DetailBox event={event} />
            </FoldBlock>
          ),
        },
        {
          id: 'designers',
          label: t('event.tabs.designers', { count: event.designers.length }),
          content: <DesignerList event={event} />,
        },
        {
          id: 'photos',
          label: t('event.tabs.photos', { count: event.photoCount }),
          content: (
            <PhotoCarousel eventName={event.name} photos={event.photos} photoCount={event.photoCount} />
          ),
        },
        {
          id: 'reviews',
          label: t('event.tabs.reviews', { count: event.reviewCount }),
          gated: true,
          content: <ReviewList event={event} />,
        },
      ]}
    />
  )
}

function DesignerList({ event }: { event: EventDetail }) {
  if (event.designers.length === 0) return <NoItems />
  return (
    <FoldBlock>
      <ul className="sr-discovery-designers">
        {event.designers.map((designer) => (
          <li key={designer.id}>
            <Link href={designer.detailUrl} className="sr-discovery-designer">
              <span className="sr-discovery-designer__logo">
                {(designer.logoUrl ?? designer.thumbnailUrl) ? (
                  <img
                    src={designer.logoUrl ?? designer.thumbnailUrl ?? ''}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </span>
              <span>{designer.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </FoldBlock>
  )
}

function ReviewList({ event }: { event: EventDetail }) {
  const locale = useLocale()
  if (event.reviews.length === 0) return <NoItems />
  return (
    <ul className="sr-discovery-reviews">
      {event.reviews.map((review) => (
        <li key={review.id} className="sr-discovery-review">
          <StarRating value={review.rating} />
          <h3>{review.title}</h3>
          <p>{review.body}</p>
          <p className="sr-discovery-muted">{formatPublished(review.createdAt, locale)}</p>
        </li>
      ))}
    </ul>
  )
}
