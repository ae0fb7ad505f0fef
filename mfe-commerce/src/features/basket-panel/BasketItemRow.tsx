import { useModuleT } from '@showroom/mfe-runtime'
import { Countdown } from '@showroom/ui'
import { formatMoney } from '../../model/money.ts'
import type { BasketItem } from '../../model/types.ts'
import { NS } from '../../messages.ts'

const QUANTITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

export interface BasketItemRowProps {
  item: BasketItem
  symbol: string
  busy: boolean
  onQty(qty: number): void
  onRemove(): void
  // the hold ran out: ask the server what the basket holds now
  onHoldEnded(): void
}

// one held item: photo, name, size, price against the original, quantity, and its hold countdown
export function BasketItemRow({ item, symbol, busy, onQty, onRemove, onHoldEnded }: BasketItemRowProps) {
  const t = useModuleT(NS)
  const held = item.held && Date.parse(item.hold_expires_at) > Date.now()
  return (
    <li className="sr-commerce-item" data-testid="basket-item">
      <img className="sr-commerce-item__thumb" src={item.hero_thumb_url} alt="" width={72} height={96} />
      <div className="sr-commerce-item__body">
        <p className="sr-commerce-item__name">{item.product_name}</p>
        <p className="sr-commerce-item__meta">
          {t('basket.size', { size: item.size_label })} · {item.flash_sale_name}
        </p>
        <p className="sr-commerce-item__price">
          <span>{formatMoney(item.price, symbol)}</span>
          {item.original_price > item.price ? (
            <s className="sr-commerce-item__was">{formatMoney(item.original_price, symbol)}</s>
          ) : null}
        </p>
        <p className="sr-commerce-item__hold" data-testid="hold-countdown">
          {held ? (
            <>
              {t('basket.heldFor')}{' '}
              <Countdown to={item.hold_expires_at} onZero={onHoldEnded} label={t('basket.heldFor')} />
            </>
          ) : (
            t('basket.holdEnded')
          )}
        </p>
        <div className="sr-commerce-item__actions">
          <label className="sr-commerce-item__qty">
            <span>{t('basket.qty')}</span>
            <select value={item.qty} disabled={busy} onChange={(event) => onQty(Number(event.target.value))}>
              {QUANTITIES.map((qty) => (
                <option key={qty} value={qty}>
                  {qty}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="sr-button sr-button--link" disabled={busy} onClick={onRemove}>
            {t('basket.remove')}
          </button>
        </div>
      </div>
    </li>
  )
}
