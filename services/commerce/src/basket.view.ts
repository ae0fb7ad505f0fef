import type { CommerceDb } from './commerce.deps.ts'
import { CURRENCY_SYMBOLS, major, shippingFor, shippingLabel } from './commerce.rules.ts'
import type { Currency } from './commerce.tables.ts'
import type { Trx } from './holds.ts'

export interface BasketItemView {
  id: number
  flashSaleId: number
  flashSaleName: string
  productId: number
  productName: string
  sizeId: number
  sizeLabel: string
  qty: number
  price: number
  originalPrice: number
  heroThumbUrl: string
  holdExpiresAt: string
  held: boolean
}

export interface BasketView {
  items: BasketItemView[]
  itemCount: number
  subtotal: number
  savings: number
  shipping: number
  shippingLabel: string
  total: number
  currency: Currency | null
  currencySymbol: string
  checkoutInProgress: boolean
  notice: string | null
}

// the rows a basket (or an order made from it) is priced from, in minor units
export async function basketLines(trx: Trx | CommerceDb, userId: number) {
  return trx
    .selectFrom('basket_items as i')
    .innerJoin('sizes as z', 'z.id', 'i.size_id')
    .innerJoin('products as p', 'p.id', 'z.product_id')
    .innerJoin('sales as s', 's.id', 'p.sale_id')
    .select([
      'i.id',
      'i.size_id',
      'i.qty',
      'i.held',
      'i.hold_expires_at',
      'z.label as size_label',
      'p.id as product_id',
      'p.name as product_name',
      'p.price',
      'p.original_price',
      'p.hero_thumb_url',
      's.id as sale_id',
      's.name as sale_name',
      's.currency',
      's.shipping_fee',
      's.free_shipping_over',
    ])
    .where('i.user_id', '=', userId)
    .orderBy('i.id')
    .execute()
}

export type BasketLine = Awaited<ReturnType<typeof basketLines>>[number]

// totals in minor units: shipping per sale, free when that sale's items reach its threshold
export function priceLines(lines: readonly BasketLine[]) {
  let subtotal = 0
  let savings = 0
  const perSale = new Map<number, { subtotal: number; line: BasketLine }>()
  for (const line of lines) {
    subtotal += line.price * line.qty
    savings += Math.max(0, line.original_price - line.price) * line.qty
    const entry = perSale.get(line.sale_id) ?? { subtotal: 0, line }
    entry.subtotal += line.price * line.qty
    perSale.set(line.sale_id, entry)
  }
  let shipping = 0
  for (const { subtotal: saleSubtotal, line } of perSale.values()) shipping += shippingFor(line, saleSubtotal)
  return { subtotal, savings, shipping, total: subtotal + shipping, currency: lines[0]?.currency ?? null }
}

export function basketView(
  lines: readonly BasketLine[],
  basket: { paying_order_id: number | null; notice: string | null },
): BasketView {
  const totals = priceLines(lines)
  const symbol = totals.currency ? CURRENCY_SYMBOLS[totals.currency] : ''
  return {
    items: lines.map((line) => ({
      id: line.id,
      flashSaleId: line.sale_id,
      flashSaleName: line.sale_name,
      productId: line.product_id,
      productName: line.product_name,
      sizeId: line.size_id,
      sizeLabel: line.size_label,
      qty: line.qty,
      price: major(line.price),
      originalPrice: major(line.original_price),
      heroThumbUrl: line.hero_thumb_url,
      holdExpiresAt: new Date(line.hold_expires_at).toISOString(),
      held: line.held,
    })),
    itemCount: lines.reduce((n, line) => n + line.qty, 0),
    subtotal: major(totals.subtotal),
    savings: major(totals.savings),
    shipping: major(totals.shipping),
    shippingLabel: lines.length === 0 ? '' : shippingLabel(totals.shipping, symbol),
    total: major(totals.total),
    currency: totals.currency,
    currencySymbol: symbol,
    checkoutInProgress: basket.paying_order_id !== null,
    notice: basket.notice,
  }
}
