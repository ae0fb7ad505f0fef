import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import { formatMoney } from '../../model/money.ts'
import type { Order } from '../../model/types.ts'
import { NS } from '../../messages.ts'
import '../shared/summary.css'

type Loaded =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'error' }
  | { phase: 'ready'; order: Order }

// one order: only its buyer with its token opens it; anything else reads as not found
export function OrderDetail({ id, token }: { id: number; token: string }) {
  const t = useModuleT(NS)
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    void attempt
    let current = true
    setLoaded({ phase: 'loading' })
    void commerceDeps.api.order(id, token).then((result) => {
      if (!current) return
      if (result.valid) setLoaded({ phase: 'ready', order: result.envelope.values.order })
      else setLoaded({ phase: result.status === 404 ? 'missing' : 'error' })
    })
    return () => {
      current = false
    }
  }, [id, token, attempt])

  if (loaded.phase === 'loading') return <Skeleton lines={4} />
  if (loaded.phase === 'missing')
    return <NoItems title={t('orders.notFound')} message={t('orders.notFoundMessage')} />
  if (loaded.phase === 'error')
    return <NoItems tone="error" message={t('orders.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />
  const { order } = loaded
  const money = (amount: number) => formatMoney(amount, order.currency_symbol)
  return (
    <article className="sr-commerce-order" data-testid="order-detail">
      <header className="sr-commerce-order__head">
        <h2>{t('orders.order', { id: order.id })}</h2>
        {order.status ? (
          <p className="sr-commerce-order__status">{t(`orders.status_${order.status}`)}</p>
        ) : null}
        {order.paid_at ? (
          <p className="sr-commerce-order__date">
            {t('orders.paidAt', { date: new Date(order.paid_at).toLocaleString() })}
          </p>
        ) : null}
      </header>
      <ul className="sr-commerce-order__lines">
        {order.products.map((line) => (
          <li key={`${line.product_name}-${line.size_label ?? ''}`} className="sr-commerce-order__line">
            {line.hero_thumb_url ? <img src={line.hero_thumb_url} alt="" width={64} height={85} /> : <span />}
            <span className="sr-commerce-order__name">
              {order.kind === 'pro' ? t('orders.pro') : line.product_name}
              {line.size_label ? <small> · {line.size_label}</small> : null}
            </span>
            <span>{t('orders.qty', { qty: line.qty })}</span>
            <span className="sr-commerce-order__price">{money(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      {order.total !== undefined ? (
        <dl className="sr-commerce-summary">
          {order.shipping !== undefined ? (
            <div>
              <dt>{t('orders.shipping')}</dt>
              <dd>{money(order.shipping)}</dd>
            </div>
          ) : null}
          <div className="sr-commerce-summary__total">
            <dt>{t('orders.total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
      ) : null}
    </article>
  )
}
