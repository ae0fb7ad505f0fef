import { createHash } from 'node:crypto'
import type { Currency } from './commerce.tables.ts'

// ADR 0022: how long a basket item holds its units, and how long an admitted shopper may shop
export const HOLD_MINUTES = 10
export const SHOP_MINUTES = 15
export const MAX_QTY_PER_SIZE = 10
// a second submit of the same key waits this long for the first to settle
export const CHECKOUT_WAIT_MS = 30_000
// an attempt still paying after this long is asked about by its key (the process may have died)
export const RECONCILE_AFTER_MS = 2 * 60_000
// recent figures (badges, social stats) look back this far
export const RECENT_MINUTES = 60
export const HOT_NOW_UNITS = 3
export const REMAINING_BADGE_MAX = 5
// orders shown with only_current=yes
export const CURRENT_ORDER_DAYS = 30
// pro: 30 days for £4.99, no automatic renewal (buying again extends from the current end)
export const PRO_DAYS = 30
export const PRO_PRICE = 499
export const PRO_CURRENCY: Currency = 'gbp'

export const CURRENCY_SYMBOLS: Record<Currency, string> = { gbp: '£', usd: '$', eur: '€', cad: 'C' }
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[]

const MINUTE = 60_000
export const holdUntil = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * MINUTE)
export const shopUntil = (now: Date) => new Date(now.getTime() + SHOP_MINUTES * MINUTE)
export const recentSince = (now: Date) => new Date(now.getTime() - RECENT_MINUTES * MINUTE)
export const proUntil = (now: Date, current: Date | null) =>
  new Date(Math.max(now.getTime(), current?.getTime() ?? 0) + PRO_DAYS * 24 * 60 * MINUTE)

// minor units to the number the API answers (4950 → 49.5)
export const major = (minor: number) => Math.round(minor) / 100

export type SaleStatus = 'upcoming' | 'open' | 'ended'
export function saleStatus(sale: { starts_at: Date; ends_at: Date }, now: Date): SaleStatus {
  if (now < sale.starts_at) return 'upcoming'
  if (now >= sale.ends_at) return 'ended'
  return 'open'
}

// shipping for the items of one sale: free when they reach free_shipping_over (0 = always free)
export function shippingFor(
  sale: { shipping_fee: number; free_shipping_over: number | null },
  subtotal: number,
) {
  if (sale.free_shipping_over != null && subtotal >= sale.free_shipping_over) return 0
  return sale.shipping_fee
}

export function shippingLabel(shipping: number, symbol: string): string {
  return shipping === 0 ? 'FREE!' : `${symbol}${major(shipping).toFixed(2)}`
}

export type BadgeType = 'hot_now' | 'last_one' | 'new_season' | 'remaining'
export interface Badge {
  type: BadgeType
  label: string
  count: number | null
}

// the rules of ADR 0022, from real figures only; a sold-out product shows none
export function productBadges(p: { remaining: number; paidRecently: number; isNewSeason: boolean }): Badge[] {
  if (p.remaining <= 0) return []
  const badges: Badge[] = []
  if (p.paidRecently >= HOT_NOW_UNITS) badges.push({ type: 'hot_now', label: 'Hot now!', count: null })
  if (p.remaining === 1) badges.push({ type: 'last_one', label: 'Last one!', count: 1 })
  else if (p.remaining <= REMAINING_BADGE_MAX)
    badges.push({ type: 'remaining', label: `${p.remaining} remaining`, count: p.remaining })
  if (p.isNewSeason) badges.push({ type: 'new_season', label: 'New season!', count: null })
  return badges
}

// the audited waiting-room draw: a Fisher-Yates shuffle driven by a seeded generator, so the same
// seed and the same registrations (sorted by user id) always give the same order
export function drawOrder(userIds: readonly number[], seedHex: string): number[] {
  const order = [...userIds].sort((a, b) => a - b)
  const next = seededRandom(seedHex)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    const a = order[i] as number
    order[i] = order[j] as number
    order[j] = a
  }
  return order
}

// numbers from SHA-256(seed:counter), 32 bits at a time: the whole seed counts, and anyone with
// the seed recomputes the same sequence
function seededRandom(seedHex: string): () => number {
  let block = Buffer.alloc(0)
  let offset = 0
  let counter = 0
  return () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`${seedHex}:${counter++}`).digest()
      offset = 0
    }
    const value = block.readUInt32BE(offset)
    offset += 4
    return value / 4294967296
  }
}

// what the test provider does with a card number or payment method token
export type CardOutcome = 'succeeded' | 'declined' | 'failed'
export function cardOutcome(card: string): CardOutcome {
  const digits = card.replace(/[\s-]/g, '')
  if (digits === '4242424242424242' || digits === 'pm_card_visa') return 'succeeded'
  if (digits === '4000000000000119' || digits === 'pm_card_processingError') return 'failed'
  return 'declined'
}
