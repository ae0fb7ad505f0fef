import type { CommerceDb } from './commerce.deps.ts'
import type { Currency } from './commerce.tables.ts'

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
export async function addDemoSales(db: CommerceDb, sales: readonly DemoSale[]): Promise<number[]> {
  const ids: number[] = []
  for (const sale of sales) {
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
      .returning('id')
      .executeTakeFirstOrThrow()
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
    ids.push(row.id)
  }
  return ids
}
