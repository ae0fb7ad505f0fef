import { matchSiteRoute } from '@showroom/contracts'
import { usePathname } from '@showroom/mfe-runtime'
import { NoItems } from '@showroom/ui'
import { saleIdFromPath } from '../../model/sale-list.ts'
import '../orders-page/orders-page.css'
import { SaleDetail } from './SaleDetail.tsx'
import { SalesList } from './SalesList.tsx'
import './sale.css'

// the store link /flash/{user_url}-trade-{id}/ (with ?is_preview=1 for its seller) and
// {city_url}/sample-sales/
export function SalePage() {
  const matched = matchSiteRoute(usePathname())
  if (matched?.route.name === 'sample-sales') return <SalesList cityUrl={matched.params.city ?? ''} />
  const saleId = saleIdFromPath(matched?.params.rest ?? '')
  const isPreview = new URLSearchParams(window.location.search).get('is_preview') === '1'
  return (
    <main className="sr-commerce-sale-page">
      {saleId === null ? <NoItems /> : <SaleDetail key={saleId} saleId={saleId} isPreview={isPreview} />}
    </main>
  )
}
