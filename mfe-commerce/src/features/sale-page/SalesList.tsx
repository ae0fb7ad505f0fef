import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Countdown, NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import {
  arrangeSales,
  type SaleFilter,
  type SaleSort,
  type SaleView,
  storeUrlOf,
} from '../../model/sale-list.ts'
import type { FlashSale } from '../../model/types.ts'
import { NS } from '../../messages.ts'
import { SaleStats } from './SaleStats.tsx'

type Loaded =
  | { phase: 'loading' }
  | { phase: 'error' }
  | { phase: 'ready'; sales: FlashSale[]; cityName: string | null }

// {city_url}/sample-sales/: the city's sales and the online ones, with the sort, filter and view-as
// dropdowns in a sticky filter bar
export function SalesList({ cityUrl }: { cityUrl: string }) {
  const t = useModuleT(NS)
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [sort, setSort] = useState<SaleSort>('soonest')
  const [filter, setFilter] = useState<SaleFilter>('all')
  const [view, setView] = useState<SaleView>('grid')

  useEffect(() => {
    void attempt
    let current = true
    setLoaded({ phase: 'loading' })
    void (async () => {
      const city = await commerceDeps.api.city(cityUrl)
      const result = await commerceDeps.api.sales(city?.id ?? null)
      if (!current) return
      setLoaded(
        result.valid
          ? { phase: 'ready', sales: result.envelope.values.flash_sales, cityName: city?.name ?? null }
          : { phase: 'error' },
      )
    })()
    return () => {
      current = false
    }
  }, [cityUrl, attempt])

  const sales = loaded.phase === 'ready' ? arrangeSales(loaded.sales, { sort, filter }) : []
  return (
    <main className="sr-commerce-sales" data-testid="sales-list">
      <h1 className="sr-commerce-page__title">
        {loaded.phase === 'ready' && loaded.cityName
          ? t('sale.salesIn', { city: loaded.cityName })
          : t('sale.sales')}
      </h1>
      <div className="sr-commerce-filter-bar">
        <label>
          <span>{t('sale.sortBy')}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as SaleSort)}>
            <option value="soonest">{t('sale.sortSoonest')}</option>
            <option value="ending">{t('sale.sortEnding')}</option>
            <option value="name">{t('sale.sortName')}</option>
          </select>
        </label>
        <label>
          <span>{t('sale.filter')}</span>
          <select value={filter} onChange={(event) => setFilter(event.target.value as SaleFilter)}>
            <option value="all">{t('sale.filterAll')}</option>
            <option value="open">{t('sale.filterOpen')}</option>
            <option value="upcoming">{t('sale.filterUpcoming')}</option>
          </select>
        </label>
        <label>
          <span>{t('sale.viewAs')}</span>
          <select value={view} onChange={(event) => setView(event.target.value as SaleView)}>
            <option value="grid">{t('sale.viewGrid')}</option>
            <option value="list">{t('sale.viewList')}</option>
          </select>
        </label>
      </div>
      {loaded.phase === 'loading' ? (
        <Skeleton lines={4} />
      ) : loaded.phase === 'error' ? (
        <NoItems tone="error" message={t('sale.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : sales.length === 0 ? (
        <NoItems title={t('sale.none')} message={t('sale.noneMessage')} />
      ) : (
        <ul className={`sr-commerce-sales__items sr-commerce-sales__items--${view}`}>
          {sales.map((sale) => (
            <li key={sale.id} className="sr-commerce-sale-card" data-testid="sale-card">
              <Link href={storeUrlOf(sale)} className="sr-commerce-sale-card__link">
                <span className="sr-commerce-sale-card__image">
                  {sale.hero_image_url ? <img src={sale.hero_image_url} alt="" loading="lazy" /> : null}
                </span>
                <span className="sr-commerce-sale-card__name">{sale.name}</span>
              </Link>
              <span className="sr-commerce-sale-card__when">
                {sale.city_id === null ? `${t('sale.online')} · ` : ''}
                {sale.status === 'upcoming' ? t('sale.opensIn') : t('sale.endsIn')}{' '}
                <Countdown to={sale.status === 'upcoming' ? sale.starts_at : sale.ends_at} />
              </span>
              {sale.sold_out ? (
                <span className="sr-commerce-sale-card__sold-out">{t('sale.soldOut')}</span>
              ) : null}
              <SaleStats stats={sale.stats} />
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
