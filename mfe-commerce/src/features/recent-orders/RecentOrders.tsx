import { useT } from '@showroom/i18n/react'
import { Link } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import { formatMoney } from '../../model/money.ts'
import type { Order } from '../../model/types.ts'
import './recent-orders.css'

type Loaded = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; orders: Order[] }

const orderUrl = (order: Order) => order.url ?? `/my-orders/${order.id}/${order.token}/`

// the recent-orders half of the notifications panel (mfe-feed mounts this parcel there):
// user_orders_list?only_current=yes, newest first, each opening /my-orders/{id}/{token}/
export function RecentOrders() {
  const tc = useT()
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    void attempt
    let current = true
    setLoaded({ phase: 'loading' })
    void commerceDeps.api.orders().then((result) => {
      if (!current) return
      setLoaded(result.valid ? { phase: 'ready', orders: result.envelope.values.orders } : { phase: 'error' })
    })
    return () => {
      current = false
    }
  }, [attempt])

  return (
    <section
      className="sr-commerce-orders"
      aria-labelledby="sr-commerce-orders-title"
      data-testid="recent-orders"
    >
      <h2 id="sr-commerce-orders-title" className="sr-commerce-orders__title">
        {tc('orders.title')}
      </h2>
      {loaded.phase === 'loading' ? (
        <Skeleton lines={2} />
      ) : loaded.phase === 'error' ? (
        <NoItems tone="error" message={tc('orders.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : loaded.orders.length === 0 ? (
        <NoItems title={tc('orders.emptyTitle')} message={tc('orders.emptyMessage')} />
      ) : (
        <ul className="sr-commerce-orders__list">
          {loaded.orders.map((order) => (
            <li key={order.id}>
              <Link href={orderUrl(order)} className="sr-commerce-orders__row" data-testid="recent-order">
                {order.products[0]?.hero_thumb_url ? (
                  <img src={order.products[0].hero_thumb_url} alt="" width={48} height={64} />
                ) : (
                  <span className="sr-commerce-orders__blank" aria-hidden="true" />
                )}
                <span className="sr-commerce-orders__text">
                  {order.products.map((line) => (
                    <span
                      key={`${line.product_name}-${line.size_label ?? ''}`}
                      className="sr-commerce-orders__line"
                    >
                      {line.qty} × {line.product_name} · {formatMoney(line.price, order.currency_symbol)}
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
