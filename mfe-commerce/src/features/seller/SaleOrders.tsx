import { useModuleT } from '@showroom/mfe-runtime'
import { useEffect, useState } from 'react'
import type { Order } from '../../model/types.ts'
import { downloadCsv, sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

type Loaded = { orders: Array<Order & { buyer_user_id: number }>; csv: string }

// the sale's paid orders, and the same as a CSV file the server made
export function SaleOrders({ saleId }: { saleId: number }) {
  const t = useModuleT(SELLER_NS)
  const [load, setLoad] = useState<Loaded | 'loading' | 'failed'>('loading')
  useEffect(() => {
    let current = true
    void sellerApi.orders(saleId).then((result) => {
      if (current) setLoad(result.valid ? result.envelope.values : 'failed')
    })
    return () => {
      current = false
    }
  }, [saleId])
  if (load === 'loading') return null
  if (load === 'failed') return <p role="alert">{t('ordersFailed')}</p>
  return (
    <section className="sr-seller__orders" data-testid="seller-orders">
      <h2>{t('orders')}</h2>
      <button
        type="button"
        data-testid="seller-export-csv"
        onClick={() => downloadCsv(load.csv, `sale-${saleId}-orders.csv`)}
      >
        {t('exportCsv')}
      </button>
      {load.orders.length === 0 ? (
        <p>{t('noOrders')}</p>
      ) : (
        <ul>
          {load.orders.map((order) => (
            <li key={order.id}>
              <strong>{t('order', { id: order.id })}</strong> · {t('buyer', { id: order.buyer_user_id })} ·{' '}
              {order.products.map((p) => `${p.qty} × ${p.product_name} ${p.size_label ?? ''}`).join(', ')} ·{' '}
              {order.currency_symbol}
              {order.total?.toFixed(2)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
