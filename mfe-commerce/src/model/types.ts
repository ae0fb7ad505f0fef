// the shapes the commerce /api rows answer with (docs/adr/0022-commerce.md, "API"); money comes in
// major units (49.5) with the currency and its symbol

export interface BasketItem {
  id: number
  flash_sale_id: number
  flash_sale_name: string
  product_id: number
  product_name: string
  size_id: number
  size_label: string
  qty: number
  price: number
  original_price: number
  hero_thumb_url: string
  // when the hold on this item ends (ISO time); the unit goes back to stock then
  hold_expires_at: string
  held: boolean
}

export interface Basket {
  items: BasketItem[]
  item_count: number
  subtotal: number
  savings: number
  shipping: number
  // 'FREE!' or the amount
  shipping_label: string
  total: number
  currency: string | null
  currency_symbol: string
  checkout_in_progress: boolean
  // 'Some items you added are now out of stock and have been removed from your basket.'
  notice?: string | null
}

export interface OrderLine {
  product_name: string
  size_label?: string
  qty: number
  price: number
  hero_thumb_url: string
}

export interface Order {
  id: number
  token: string
  status?: 'paying' | 'requires_payment' | 'paid'
  kind?: 'goods' | 'pro'
  currency?: string
  currency_symbol: string
  products: OrderLine[]
  subtotal?: number
  shipping?: number
  total?: number
  created_at?: string
  paid_at?: string | null
  url?: string
}

export interface SaleStats {
  sold_recently: number
  bought_recently: number
  viewing_now: number
  waiting_to_shop: number
}

export interface SaleSize {
  id: number
  label: string
  remaining: number
}

export type BadgeType = 'hot_now' | 'last_one' | 'new_season' | 'remaining'

export interface ProductBadge {
  type: BadgeType
  label: string
  count?: number
}

export interface Product {
  id: number
  flash_sale_id: number
  name: string
  description: string | null
  price: number
  original_price: number | null
  hero_thumb_url: string | null
  image_urls?: string[]
  is_new_season: boolean
  remaining: number
  badges: ProductBadge[]
  sizes: SaleSize[]
}

export interface FlashSale {
  id: number
  name: string
  persona_type: 'designer' | 'venue'
  persona_id: number
  city_id: number | null
  starts_at: string
  ends_at: string
  status: 'upcoming' | 'open' | 'ended'
  currency: string
  currency_symbol: string
  description: string | null
  size_chart: string | null
  hero_image_url: string | null
  image_urls?: string[]
  serve_capacity: number | null
  shipping_fee: number | null
  free_shipping_over: number | null
  is_registered: boolean
  is_preview: boolean
  // the viewer is the sale's seller (acts as its designer or venue)
  is_own_sale?: boolean
  // the store link; built from the name and id when the server leaves it out
  store_url?: string
  stats: SaleStats
  sold_out: boolean
  products?: Product[]
}

export type QueueStatus =
  | 'not_open'
  | 'waiting'
  | 'admitted'
  | 'sold_out'
  | 'ended'
  | 'no_queue'
  | 'not_joined'

export interface QueueState {
  position: number | null
  waiting_to_shop: number
  admitted: boolean
  admitted_until: string | null
  status: QueueStatus
  sold_out: boolean
}

export type CheckoutOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'declined' }
  | { kind: 'failed' }
  | { kind: 'terms' }
  | { kind: 'items-removed' }
  | { kind: 'error'; message?: string }
