import { useT } from '@showroom/i18n/react'
import { NoItems } from '@showroom/ui'

// spec part 2: the notifications panel hosts the recent orders; until commerce answers
// user_orders_list there are none to show
export function RecentOrders() {
  const tc = useT()
  return (
    <section className="sr-feed-orders" aria-labelledby="sr-feed-orders-title">
      <h2 id="sr-feed-orders-title" className="sr-feed-orders__title">
        {tc('orders.title')}
      </h2>
      <NoItems title={tc('orders.emptyTitle')} message={tc('orders.emptyMessage')} />
    </section>
  )
}
