import type { Basket, BasketItem } from '../model/types.ts'

export const item = (id: number, extra: Partial<BasketItem> = {}): BasketItem => ({
  id,
  flash_sale_id: 5,
  flash_sale_name: 'Atelier Nord sample sale',
  product_id: 100 + id,
  product_name: `Silk shirt ${id}`,
  size_id: 200 + id,
  size_label: 'M',
  qty: 1,
  price: 45,
  original_price: 120,
  hero_thumb_url: `/media/p${id}.jpg`,
  hold_expires_at: '2026-11-24T10:15:00.000Z',
  held: true,
  ...extra,
})

export const basketOf = (items: BasketItem[], extra: Partial<Basket> = {}): Basket => {
  const subtotal = items.reduce((sum, entry) => sum + entry.price * entry.qty, 0)
  const original = items.reduce((sum, entry) => sum + entry.original_price * entry.qty, 0)
  return {
    items,
    item_count: items.reduce((sum, entry) => sum + entry.qty, 0),
    currency: items.length ? 'gbp' : null,
    currency_symbol: '£',
    subtotal,
    savings: original - subtotal,
    shipping: 0,
    shipping_label: 'FREE!',
    total: subtotal,
    checkout_in_progress: false,
    ...extra,
  }
}
