import { bus } from '@showroom/bus'
import { matchSiteRoute } from '@showroom/contracts'
import { useModuleT, usePathname } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { RecentOrders } from '../recent-orders/RecentOrders.tsx'
import { OrderDetail } from './OrderDetail.tsx'
import './orders-page.css'

// /my-orders/{order id}/{order token}/ (the token is required) and /my-orders/, the member's orders
export function OrdersPage() {
  const t = useModuleT(NS)
  const session = useSession()
  const params = matchSiteRoute(usePathname())?.params ?? {}
  return (
    <main className="sr-commerce-page" data-testid="orders-page">
      <h1 className="sr-commerce-page__title">{t('orders.title')}</h1>
      {!session ? (
        <div className="sr-commerce-page__guest">
          <p>{t('orders.guest')}</p>
          <button
            type="button"
            className="sr-button sr-button--primary"
            onClick={() => bus.requireSignIn('orders')}
          >
            {t('orders.signIn')}
          </button>
        </div>
      ) : params.orderId && params.token ? (
        <OrderDetail id={Number(params.orderId)} token={params.token} />
      ) : (
        <RecentOrders />
      )}
    </main>
  )
}
