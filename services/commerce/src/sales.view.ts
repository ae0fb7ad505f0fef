import { prepared } from '@showroom/platform'
import type { CommerceDb } from './commerce.deps.ts'
import type { CommerceTables } from './commerce.tables.ts'
import {
  type Badge,
  CURRENCY_SYMBOLS,
  major,
  productBadges,
  recentSince,
  saleStatus,
} from './commerce.rules.ts'
import { isSoldOut, waitingCount } from './queue.store.ts'

export interface SaleBase {
  id: number
  persona_type: 'designer' | 'venue'
  persona_id: number
  name: string
  city_id: number | null
  starts_at: Date
  ends_at: Date
  currency: 'gbp' | 'usd' | 'eur' | 'cad'
  description: string
  size_chart: string
  hero_image_url: string | null
  serve_capacity: number | null
  shipping_fee: number
  free_shipping_over: number | null
  is_published: boolean
}

export interface SaleStats {
  soldRecently: number
  boughtRecently: number
  viewingNow: number
  waitingToShop: number
}

export interface ProductView {
  id: number
  flashSaleId: number
  name: string
  description: string
  price: number
  originalPrice: number
  heroThumbUrl: string
  isNewSeason: boolean
  remaining: number
  badges: Badge[]
  sizes: Array<{ id: number; label: string; remaining: number }>
}

// units and buyers of paid orders in the last hour, per sale and per product
// read for every sale a page lists: built once
const paidLinesSince = prepared<
  { saleId: number; since: Date },
  { product_id: number | null; qty: number; user_id: number },
  CommerceTables
>((db, slot) =>
  db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.product_id', 'l.qty', 'o.user_id'])
    .where('l.sale_id', '=', slot('saleId'))
    .where('o.status', '=', 'paid')
    .where('o.paid_at', '>=', slot('since')),
)

export async function recentSales(db: CommerceDb, saleId: number, now: Date) {
  const rows = await paidLinesSince(db, { saleId, since: recentSince(now) })
  const perProduct = new Map<number, number>()
  const buyers = new Set<number>()
  let units = 0
  for (const row of rows) {
    units += row.qty
    buyers.add(row.user_id)
    if (row.product_id !== null)
      perProduct.set(row.product_id, (perProduct.get(row.product_id) ?? 0) + row.qty)
  }
  return { units, buyers: buyers.size, perProduct }
}

export async function saleStats(
  db: CommerceDb,
  saleId: number,
  now: Date,
  viewingNow: number,
): Promise<SaleStats> {
  const recent = await recentSales(db, saleId, now)
  return {
    soldRecently: recent.units,
    boughtRecently: recent.buyers,
    viewingNow,
    waitingToShop: await waitingCount(db, saleId),
  }
}

export async function productViews(db: CommerceDb, saleId: number, now: Date): Promise<ProductView[]> {
  const products = await db
    .selectFrom('products')
    .selectAll()
    .where('sale_id', '=', saleId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  if (products.length === 0) return []
  const sizes = await db
    .selectFrom('sizes')
    .selectAll()
    .where(
      'product_id',
      'in',
      products.map((p) => p.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute()
  const recent = await recentSales(db, saleId, now)
  return products.map((p) => {
    const own = sizes.filter((z) => z.product_id === p.id)
    const remaining = own.reduce((n, z) => n + z.stock, 0)
    return {
      id: p.id,
      flashSaleId: p.sale_id,
      name: p.name,
      description: p.description,
      price: major(p.price),
      originalPrice: major(p.original_price),
      heroThumbUrl: p.hero_thumb_url,
      isNewSeason: p.is_new_season,
      remaining,
      badges: productBadges({
        remaining,
        paidRecently: recent.perProduct.get(p.id) ?? 0,
        isNewSeason: p.is_new_season,
      }),
      sizes: own.map((z) => ({ id: z.id, label: z.label, remaining: z.stock })),
    }
  })
}

export function saleView(sale: SaleBase, now: Date, extra: { isRegistered: boolean; soldOut: boolean }) {
  return {
    id: sale.id,
    name: sale.name,
    personaType: sale.persona_type,
    personaId: sale.persona_id,
    cityId: sale.city_id,
    startsAt: new Date(sale.starts_at).toISOString(),
    endsAt: new Date(sale.ends_at).toISOString(),
    status: saleStatus(sale, now),
    currency: sale.currency,
    currencySymbol: CURRENCY_SYMBOLS[sale.currency],
    description: sale.description,
    sizeChart: sale.size_chart,
    heroImageUrl: sale.hero_image_url,
    serveCapacity: sale.serve_capacity,
    shippingFee: major(sale.shipping_fee),
    freeShippingOver: sale.free_shipping_over === null ? null : major(sale.free_shipping_over),
    isPublished: sale.is_published,
    isRegistered: extra.isRegistered,
    soldOut: extra.soldOut,
  }
}

export type SaleView = ReturnType<typeof saleView>
export { isSoldOut }
