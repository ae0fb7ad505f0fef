export const CURRENCY_SYMBOLS = { gbp: '£', usd: '$', eur: '€', cad: 'C' } as const

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS

export interface OrderProduct {
  product_name: string
  qty: number
  price: number
  hero_thumb_url: string
}

export interface Order {
  id: number
  token: string
  currency_symbol: string
  products: OrderProduct[]
}

export interface OrderListResponse {
  orders: Order[]
}
