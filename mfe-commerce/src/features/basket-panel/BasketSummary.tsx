import { useT } from '@showroom/i18n/react'
import { formatMoney } from '../../model/money.ts'
import type { Basket } from '../../model/types.ts'

// item count, savings, shipping ('FREE!' when free) and total (spec part 1)
export function BasketSummary({ basket }: { basket: Basket }) {
  const tc = useT()
  const money = (amount: number) => formatMoney(amount, basket.currency_symbol)
  return (
    <dl className="sr-commerce-summary" data-testid="basket-summary">
      <div>
        <dt>{tc('basket.items', { count: basket.item_count })}</dt>
        <dd>{money(basket.subtotal)}</dd>
      </div>
      {basket.savings > 0 ? (
        <div className="sr-commerce-summary__savings">
          <dt>{tc('basket.savings')}</dt>
          <dd>{money(basket.savings)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{tc('basket.shipping')}</dt>
        <dd>{basket.shipping === 0 ? tc('basket.free') : money(basket.shipping)}</dd>
      </div>
      <div className="sr-commerce-summary__total">
        <dt>{tc('basket.total')}</dt>
        <dd>{money(basket.total)}</dd>
      </div>
    </dl>
  )
}
