import { useQuery } from '@showroom/graphql-client'
import { useLocale } from '@showroom/i18n/react'
import { Link, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { intlLocaleOf } from '../calendar/calendar-month.ts'
import { CITIES_QUERY, cityForPath } from '../city-home/cities.graphql.ts'
import { NEWS_LIST_QUERY, publishedLabel } from './news.graphql.ts'
import './news.messages.ts'
import { CardImage } from '../shared/CardImage.tsx'
import './news.css'

// `/{city}/news/`: the city's stories, newest first
export default function NewsListPage() {
  const t = useModuleT(NS)
  const locale = useLocale()
  const pathname = usePathname()
  const cities = useQuery(CITIES_QUERY)
  const city = cities.data ? cityForPath(cities.data.cities, pathname) : undefined
  const list = useQuery(NEWS_LIST_QUERY, { variables: { cityId: city?.id ?? 0 }, skip: !city })
  const items = list.data?.newsList ?? []
  const loading = (!cities.data && cities.loading) || (!list.data && list.loading)
  const failed = (!cities.data && cities.error) || (!list.data && list.error)

  return (
    <section className="sr-news-list" aria-labelledby="sr-news-list-title">
      <header className="sr-news-list__head">
        <h1 id="sr-news-list-title">{t('news.listTitle')}</h1>
        {city ? <p>{t('news.listIntro', { city: city.name })}</p> : null}
      </header>
      {failed ? (
        <NoItems
          tone="error"
          title={t('news.loadFailed')}
          onRetry={() => void (cities.error ? cities.refetch() : list.refetch())}
        />
      ) : null}
      {cities.data && !city ? <NoItems title={t('news.notFoundTitle')} /> : null}
      {loading ? (
        <div className="sr-news-list__grid" aria-busy="true">
          <Skeleton variant="rect" aspectRatio="16 / 9" />
          <Skeleton variant="rect" aspectRatio="16 / 9" />
          <Skeleton variant="rect" aspectRatio="16 / 9" />
        </div>
      ) : null}
      {!loading && !failed && city && items.length === 0 ? <NoItems message={t('news.empty')} /> : null}
      {items.length > 0 ? (
        <ul className="sr-news-list__grid">
          {items.map((news, index) => (
            <li key={news.id} className="sr-news-card">
              <Link href={news.detailUrl} className="sr-news-card__link">
                {news.heroUrl ? (
                  <CardImage className="sr-news-card__image" url={news.heroUrl} eager={index < 6} />
                ) : (
                  <span className="sr-news-card__image sr-news-card__image--plain" />
                )}
                <span className="sr-news-card__title">{news.title}</span>
              </Link>
              <time className="sr-news-card__date" dateTime={news.publishedAt}>
                {publishedLabel(news.publishedAt, intlLocaleOf(locale))}
              </time>
              {news.summary ? <p className="sr-news-card__summary">{news.summary}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
