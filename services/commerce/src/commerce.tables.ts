import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type Created = ColumnType<Date, Date | string | undefined, Date | string>

export type Currency = 'gbp' | 'usd' | 'eur' | 'cad'
export type OrderStatus = 'paying' | 'requires_payment' | 'paid'
export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed'

export interface CommerceTables {
  sales: {
    id: Generated<number>
    persona_type: 'designer' | 'venue'
    persona_id: number
    name: string
    city_id: number | null
    starts_at: Timestamp
    ends_at: Timestamp
    currency: Currency
    description: Generated<string>
    size_chart: Generated<string>
    hero_image_url: string | null
    serve_capacity: number | null
    shipping_fee: Generated<number>
    free_shipping_over: number | null
    is_published: Generated<boolean>
    draw_seed: string | null
    drawn_at: Timestamp | null
    sold_out_at: Timestamp | null
    created_at: Created
  }
  products: {
    id: Generated<number>
    sale_id: number
    name: string
    description: Generated<string>
    price: number
    original_price: number
    hero_thumb_url: Generated<string>
    is_new_season: Generated<boolean>
    position: Generated<number>
  }
  sizes: {
    id: Generated<number>
    product_id: number
    label: string
    stock: number
    position: Generated<number>
  }
  baskets: {
    user_id: number
    paying_order_id: number | null
    notice: string | null
    updated_at: Created
  }
  basket_items: {
    id: Generated<number>
    user_id: number
    size_id: number
    qty: number
    held: boolean
    hold_expires_at: Timestamp
    added_at: Timestamp
  }
  orders: {
    id: Generated<number>
    user_id: number
    kind: 'goods' | 'pro'
    idempotency_key: string
    token: string
    status: OrderStatus
    currency: Currency
    subtotal: number
    shipping: number
    total: number
    attempts: Generated<number>
    last_error: string | null
    pro_until: Timestamp | null
    created_at: Timestamp
    paid_at: Timestamp | null
  }
  order_lines: {
    id: Generated<number>
    order_id: number
    sale_id: number | null
    product_id: number | null
    size_id: number | null
    product_name: string
    size_label: string
    qty: number
    price: number
    original_price: number
    hero_thumb_url: string
  }
  payments: {
    id: Generated<number>
    order_id: number
    attempt: number
    provider: string
    idempotency_key: string
    intent_id: string | null
    status: PaymentStatus
    amount: number
    currency: string
    card_last4: string | null
    created_at: Timestamp
  }
  test_intents: {
    id: string
    idempotency_key: string
    amount: number
    currency: string
    status: string
    charged: Generated<boolean>
    created_at: Created
  }
  registrations: { sale_id: number; user_id: number; created_at: Timestamp }
  queue_entries: {
    sale_id: number
    user_id: number
    position: number
    state: 'waiting' | 'admitted'
    joined_at: Timestamp
    admitted_at: Timestamp | null
    admitted_until: Timestamp | null
  }
  reports: { sale_id: number; user_id: number; created_at: Timestamp }
  // a sale's gallery (product_id null) and its products' images
  images: {
    id: Generated<number>
    sale_id: number
    product_id: number | null
    url: string
    position: number
  }
  pro_members: { user_id: number; pro_until: Timestamp | null; upsell_dismissed_at: Timestamp | null }
}
