import { matchSiteRoute } from '@showroom/contracts'
import { usePathname } from '@showroom/mfe-runtime'
import { NoItems } from '@showroom/ui'
import { lazyComponent } from '../../lazy-component.ts'
import { saleIdFromPath } from '../../model/sale-list.ts'
import '../orders-page/orders-page.css'
import { SaleDetail } from './SaleDetail.tsx'
import { SalesList } from './SalesList.tsx'
import './sale.css'

// a seller's pages and the moderators' reported sales, loaded only when opened (ADR 0032)
const SellerPage = lazyComponent<{ rest: string }>(() =>
  import('../seller/SellerPage.tsx').then((m) => m.SellerPage),
)
const SELLER_PATH = /^(seller(\/.*)?|reports\/?)$/

// the store link /flash/{user_url}-trade-{id}/ (with ?is_preview=1 for its seller) and
// {city_url}/sample-sales/
export function SalePage() {
  const matched = matchSiteRoute(usePathname())
  if (matched?.route.name === 'sample-sales') return <SalesList cityUrl={matched.params.city ?? ''} />
  const rest = matched?.params.rest ?? ''
  if (SELLER_PATH.test(rest)) return <SellerPage rest={rest} />
  const saleId = saleIdFromPath(rest)
  const isPreview = new URLSearchParams(window.location.search).get('is_preview') === '1'
  return (
    <main className="sr-commerce-sale-page">
      {saleId === null ? <NoItems /> : <SaleDetail key={saleId} saleId={saleId} isPreview={isPreview} />}
    </main>
  )
}
