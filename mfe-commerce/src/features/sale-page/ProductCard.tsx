import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useId, useState } from 'react'
import type { BasketController } from '../../model/basket-controller.ts'
import { formatMoney } from '../../model/money.ts'
import type { Product, ProductBadge } from '../../model/types.ts'
import { NS } from '../../messages.ts'

// the badge words in the page's language; which badge shows is the server's rule (ADR 22)
function badgeText(badge: ProductBadge, tc: ReturnType<typeof useT>): string {
  switch (badge.type) {
    case 'hot_now':
      return tc('sale.hotNow')
    case 'last_one':
      return tc('sale.lastOne')
    case 'new_season':
      return tc('sale.newSeason')
    case 'remaining':
      return tc('sale.remaining', { count: badge.count ?? 0 })
    default:
      return badge.label
  }
}

export interface ProductCardProps {
  product: Product
  symbol: string
  // null for a visitor (adding asks them to sign in)
  basket: BasketController | null
  // false while the member waits in the room, or the sale is not open
  canShop: boolean
}

// one product: photo, honest badges, price against the original, sizes with stock, add to basket
export function ProductCard({ product, symbol, basket, canShop }: ProductCardProps) {
  const t = useModuleT(NS)
  const tc = useT()
  const id = useId()
  const open = product.sizes.filter((size) => size.remaining > 0)
  const [sizeId, setSizeId] = useState<number | null>(open.length === 1 ? (open[0]?.id ?? null) : null)
  const [adding, setAdding] = useState(false)
  const [said, setSaid] = useState<'sold-out' | 'failed' | 'choose' | null>(null)
  const soldOut = product.remaining <= 0 || open.length === 0
  const chosenGone = sizeId !== null && !open.some((size) => size.id === sizeId)

  async function add() {
    if (!basket) {
      bus.requireSignIn('basket')
      return
    }
    if (sizeId === null || chosenGone) {
      setSaid('choose')
      return
    }
    setAdding(true)
    setSaid(null)
    const result = await basket.add(sizeId)
    setAdding(false)
    if (result === 'added') bus.showPopup({ message: t('sale.added') })
    else setSaid(result)
  }

  return (
    <li
      className={`sr-commerce-product${soldOut ? ' sr-commerce-product--sold-out' : ''}`}
      data-testid="product"
    >
      <div className="sr-commerce-product__image">
        {product.hero_thumb_url ? <img src={product.hero_thumb_url} alt="" loading="lazy" /> : null}
        {product.badges.length > 0 && !soldOut ? (
          <ul className="sr-commerce-product__badges">
            {product.badges.map((badge) => (
              <li
                key={badge.type}
                className={`sr-commerce-badge sr-commerce-badge--${badge.type}`}
                data-testid="badge"
              >
                {badgeText(badge, tc)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <h3 className="sr-commerce-product__name">{product.name}</h3>
      <p className="sr-commerce-product__price">
        <span>{formatMoney(product.price, symbol)}</span>
        {product.original_price && product.original_price > product.price ? (
          <s>{formatMoney(product.original_price, symbol)}</s>
        ) : null}
      </p>
      {soldOut ? (
        <p className="sr-commerce-product__sold-out">{t('sale.soldOut')}</p>
      ) : (
        <div className="sr-commerce-product__buy">
          <label htmlFor={`${id}-size`} className="sr-visually-hidden">
            {t('sale.size')}
          </label>
          <select
            id={`${id}-size`}
            value={sizeId ?? ''}
            onChange={(event) => {
              setSizeId(event.target.value ? Number(event.target.value) : null)
              setSaid(null)
            }}
          >
            <option value="">{t('sale.chooseSize')}</option>
            {product.sizes.map((size) => (
              <option key={size.id} value={size.id} disabled={size.remaining <= 0}>
                {size.remaining > 0 ? size.label : `${size.label} · ${t('sale.soldOut')}`}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="sr-button sr-button--primary"
            disabled={adding || !canShop}
            aria-busy={adding}
            onClick={() => void add()}
          >
            {adding ? t('sale.adding') : t('sale.addToBasket')}
          </button>
        </div>
      )}
      {said ? (
        <p className="sr-commerce-product__error" role="alert">
          {said === 'sold-out'
            ? tc('sale.soldOut')
            : said === 'choose'
              ? t('sale.chooseSize')
              : tc('basket.addFailed')}
        </p>
      ) : null}
    </li>
  )
}
