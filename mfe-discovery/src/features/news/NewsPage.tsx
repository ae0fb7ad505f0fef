import { useQuery } from '@showroom/graphql-client'
import { useLocale } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton, useSession } from '@showroom/ui'
import { useEffect } from 'react'
import { NS } from '../../messages.ts'
import type { RouteParams } from '../../routes.ts'
import { intlLocaleOf } from '../calendar/calendar-month.ts'
import { NEWS_QUERY, NEWS_SAVED_QUERY, paragraphsOf, publishedLabel } from './news.graphql.ts'
import './news.messages.ts'
import { SaveNewsButton } from './SaveNewsButton.tsx'
import { CardImage } from '../shared/CardImage.tsx'
import './news.css'

// `/{city}/news/{slug}/` and `/news/{slug}/`: one story with its hero, body and Save
export default function NewsPage({ params }: { params: RouteParams }) {
  const t = useModuleT(NS)
  const locale = useLocale()
  const session = useSession()
  const slug = params.slug ?? ''
  const { data, error, loading, refetch } = useQuery(NEWS_QUERY, { variables: { slug } })
  // a failure here (saving unavailable) leaves the story readable, shown as not saved
  const saved = useQuery(NEWS_SAVED_QUERY, {
    variables: { slug },
    skip: !session,
    fetchPolicy: 'network-only',
  })
  const news = data?.news

  useEffect(() => {
    if (news) document.title = `${news.title} | Showroom`
  }, [news])

  if (!data && loading) {
    return (
      <article className="sr-news" aria-busy="true">
        <Skeleton variant="rect" aspectRatio="16 / 9" />
        <Skeleton lines={3} />
      </article>
    )
  }
  if (!data && error) {
    return (
      <article className="sr-news">
        <NoItems tone="error" title={t('news.loadFailed')} onRetry={() => void refetch()} />
      </article>
    )
  }
  if (!news) {
    return (
      <article className="sr-news">
        <NoItems title={t('news.notFoundTitle')} message={t('news.notFoundText')} />
      </article>
    )
  }
  const listHref = news.city ? `${news.city.url.replace(/\/$/, '')}/news/` : null
  const related = [
    news.designer ? { label: t('news.designer'), ...news.designer } : null,
    news.venue ? { label: t('news.venue'), ...news.venue } : null,
  ].filter((item) => item !== null)

  return (
    <article className="sr-news" aria-labelledby="sr-news-title" data-news-id={news.id}>
      {news.heroUrl ? (
        <CardImage className="sr-news__hero" url={news.heroUrl} sizes="lead" eager />
      ) : (
        <div className="sr-news__hero sr-news__hero--plain" />
      )}
      <div className="sr-news__column">
        {listHref ? (
          <Link className="sr-news__back" href={listHref}>
            {t('news.allNews')}
          </Link>
        ) : null}
        <h1 id="sr-news-title" className="sr-news__title">
          {news.title}
        </h1>
        <div className="sr-news__meta">
          <time dateTime={news.publishedAt}>{publishedLabel(news.publishedAt, intlLocaleOf(locale))}</time>
          <SaveNewsButton newsId={news.id} initialSaved={saved.data?.news?.isSaved ?? false} />
        </div>
        {news.summary ? <p className="sr-news__summary">{news.summary}</p> : null}
        <div className="sr-news__body">
          {paragraphsOf(news.body).map((paragraph) => (
            <p key={paragraph.key}>{paragraph.text}</p>
          ))}
        </div>
        {related.length > 0 ? (
          <aside className="sr-news__related" aria-label={t('news.related')}>
            <h2>{t('news.related')}</h2>
            <ul>
              {related.map((item) => (
                <li key={item.detailUrl}>
                  <span className="sr-news__related-kind">{item.label}</span>
                  <Link href={item.detailUrl}>{item.name}</Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </article>
  )
}
