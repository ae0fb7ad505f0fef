import { useQuery } from '@showroom/graphql-client'
import { useLocale } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Carousel } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { CardImage } from '../shared/CardImage.tsx'
import { formatDateRange } from '../shared/dates.ts'
import { CITY_SALES_QUERY, type HomeSale, homeSales } from './city-sales.graphql.ts'
import './sales-carousel.messages.ts'

// the city's and the online sample sales, each opening at its store link; when commerce cannot
// answer the rest of the home stays as it is, without this carousel
export function SalesCarousel({ cityId }: { cityId: number }) {
  const { data } = useQuery(CITY_SALES_QUERY, { variables: { cityId } })
  return <SaleCards sales={homeSales(data?.flashSales ?? [])} />
}

export function SaleCards({ sales }: { sales: HomeSale[] }) {
  const t = useModuleT(NS)
  if (sales.length === 0) return null
  const title = t('homeSales.title')
  return (
    <div className="sr-discovery-home__section" data-testid="home-sales">
      <h2 id="sr-home-sales" className="sr-discovery-home__section-title">
        {title}
      </h2>
      <Carousel label={title} cookieKey="home_sales">
        {sales.map((sale) => (
          <SaleCard key={sale.id} sale={sale} />
        ))}
      </Carousel>
    </div>
  )
}

function SaleCard({ sale }: { sale: HomeSale }) {
  const t = useModuleT(NS)
  const locale = useLocale()
  const day = (iso: string) => formatDateRange(iso, iso, locale)
  const when = sale.soldOut
    ? t('homeSales.soldOut')
    : sale.status === 'open'
      ? t('homeSales.openUntil', { date: day(sale.endsAt) })
      : t('homeSales.opens', { date: day(sale.startsAt) })
  return (
    <Link href={sale.storeUrl} className="sr-discovery-card__link">
      <span className="sr-discovery-card__image">
        {sale.heroImageUrl ? <CardImage url={sale.heroImageUrl} /> : null}
      </span>
      <span className="sr-discovery-card__title">{sale.name}</span>
      <span className="sr-discovery-muted">{when}</span>
    </Link>
  )
}
