import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Overlay, Skeleton } from '@showroom/ui'
import { useCallback, useEffect, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import type { CheckoutCall } from '../../model/checkout-controller.ts'
import { formatMoney } from '../../model/money.ts'
import type { Basket, Order } from '../../model/types.ts'
import { NS } from '../../messages.ts'
import { CheckoutForm } from '../checkout/CheckoutForm.tsx'
import { useBasket } from '../basket-widget/use-basket.ts'
import { BasketItemRow } from './BasketItemRow.tsx'
import { BasketSummary } from './BasketSummary.tsx'
import './basket-panel.css'
import '../shared/summary.css'

const checkoutCall: CheckoutCall = (request) => commerceDeps.api.checkout(request)

// the basket panel (spec part 2, the 'basket' overlay): held items with their countdowns, the
// summary, and the checkout; opening it reads the basket afresh
export function BasketPanel({ userId }: { userId: number }) {
  const tc = useT()
  const t = useModuleT(NS)
  const { basket, state } = useBasket(userId)
  const [paid, setPaid] = useState<Order | null>(null)
  useEffect(() => {
    void basket?.load()
  }, [basket])
  const close = () => bus.closeOverlay('basket')
  const onPaid = useCallback(
    (order: Order) => {
      setPaid(order)
      basket?.clear()
    },
    [basket],
  )
  const onRefused = useCallback((next: Basket) => basket?.replace(next), [basket])
  if (!basket) return null
  const current = state.basket
  const problem = state.problem && state.problem !== 'loadFailed' ? state.problem : null

  return (
    <Overlay open onClose={close} title={tc('basket.title')}>
      <div
        className="sr-commerce-basket"
        aria-busy={state.busy || state.phase === 'loading'}
        data-testid="basket-panel"
      >
        {paid ? (
          <div className="sr-commerce-basket__paid" role="status">
            <p>{t('checkout.paid')}</p>
            <Link
              href={paid.url ?? `/my-orders/${paid.id}/${paid.token}/`}
              className="sr-button sr-button--primary"
              onClick={close}
            >
              {t('checkout.viewOrder')}
            </Link>
          </div>
        ) : null}
        {state.itemsRemoved ? (
          <div className="sr-commerce-basket__notice" role="alert">
            <p>{tc('basket.itemsRemoved')}</p>
            <button type="button" className="sr-button sr-button--link" onClick={basket.dismissRemoved}>
              {t('basket.dismiss')}
            </button>
          </div>
        ) : null}
        {state.phase === 'loading' || state.phase === 'idle' ? (
          <div role="status">
            <span className="sr-visually-hidden">{t('basket.loading')}</span>
            <Skeleton lines={3} />
          </div>
        ) : state.phase === 'error' || !current ? (
          <NoItems
            tone="error"
            message={state.serverMessage ?? tc('basket.loadFailed')}
            onRetry={() => void basket.load()}
          />
        ) : current.items.length === 0 ? (
          paid ? null : (
            <NoItems title={t('basket.empty')} message={t('basket.emptyMessage')} />
          )
        ) : (
          <>
            <ul className="sr-commerce-basket__items">
              {current.items.map((item) => (
                <BasketItemRow
                  key={item.id}
                  item={item}
                  symbol={current.currency_symbol}
                  busy={state.busy || current.checkout_in_progress}
                  onQty={(qty) => void basket.update(item.id, qty)}
                  onRemove={() => void basket.remove(item.id)}
                  onHoldEnded={() => void basket.load()}
                />
              ))}
            </ul>
            {problem ? (
              <p className="sr-commerce-basket__error" role="alert">
                {problem === 'soldOut'
                  ? tc('sale.soldOut')
                  : (state.serverMessage ?? tc(`basket.${problem}`))}
              </p>
            ) : null}
            <BasketSummary basket={current} />
            {current.checkout_in_progress ? <p role="status">{t('basket.inProgress')}</p> : null}
            <CheckoutForm
              call={checkoutCall}
              amount={formatMoney(current.total, current.currency_symbol)}
              onPaid={onPaid}
              onRefused={onRefused}
            />
          </>
        )}
      </div>
    </Overlay>
  )
}
