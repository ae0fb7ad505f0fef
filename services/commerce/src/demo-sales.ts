import type { CommerceContext } from './commerce.deps.ts'
import type { Transaction } from 'kysely'
import type { CommerceTables, Currency } from './commerce.tables.ts'
import { announceSale } from './sale.events.ts'

export interface DemoSale {
  personaType: 'designer' | 'venue'
  personaId: number
  name: string
  cityId: number | null
  startsAt: Date
  endsAt: Date
  currency: Currency
  description: string
  sizeChart: string
  heroImageUrl: string | null
  serveCapacity: number | null
  shippingFee: number
  freeShippingOver: number | null
  products: Array<{
    name: string
    description: string
    price: number
    originalPrice: number
    heroThumbUrl: string
    isNewSeason: boolean
    sizes: Array<{ label: string; stock: number }>
  }>
}

// the demo data set's sales, written as a seller would have saved them (amounts in minor units)
export async function addDemoSales(
  c: Pick<CommerceContext, 'db' | 'events'>,
  sales: readonly DemoSale[],
): Promise<number[]> {
  const ids: number[] = []
  for (const sale of sales) ids.push(await c.db.transaction().execute((trx) => addDemoSale(c, trx, sale)))
  return ids
}

async function addDemoSale(
  c: Pick<CommerceContext, 'events'>,
  db: Transaction<CommerceTables>,
  sale: DemoSale,
): Promise<number> {
  const row = await db
    .insertInto('sales')
    .values({
      persona_type: sale.personaType,
      persona_id: sale.personaId,
      name: sale.name,
      city_id: sale.cityId,
      starts_at: sale.startsAt,
      ends_at: sale.endsAt,
      currency: sale.currency,
      description: sale.description,
      size_chart: sale.sizeChart,
      hero_image_url: sale.heroImageUrl,
      serve_capacity: sale.serveCapacity,
      shipping_fee: sale.shippingFee,
      free_shipping_over: sale.freeShippingOver,
      is_published: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await announceSale(c, db, row, true)
  for (const [position, product] of sale.products.entries()) {
    const p = await db
      .insertInto('products')
      .values({
        sale_id: row.id,
        name: product.name,
        description: product.description,
        price: product.price,
        original_price: product.originalPrice,
        hero_thumb_url: product.heroThumbUrl,
        is_new_season: product.isNewSeason,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('sizes')
      .values(
        product.sizes.map((size, i) => ({
          product_id: p.id,
          label: size.label,
          stock: size.stock,
          position: i,
        })),
      )
      .execute()
  }
  return row.id
}
