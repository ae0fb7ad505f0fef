import type { RequestContext } from '@showroom/platform'
import { isSeller, requireViewer } from './access.ts'
import type { CommerceContext } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { CURRENCIES } from './commerce.rules.ts'
import type { Currency } from './commerce.tables.ts'
import { announceSale } from './sale.events.ts'
import { checkImageUrls, replaceImages } from './seller.images.ts'

export interface SaleInput {
  id?: number | null
  personaType: string
  personaId: number
  name: string
  cityId?: number | null
  startsAt: string
  endsAt: string
  currency: string
  description?: string | null
  sizeChart?: string | null
  heroImageUrl?: string | null
  serveCapacity?: number | null
  shippingFee?: number | null
  freeShippingOver?: number | null
  isPublished?: boolean | null
  // true keeps (or puts) the sale in preview, false publishes it; absent keeps an edit as it was
  isPreview?: boolean | null
  // the whole gallery in order; absent leaves it as it was
  imageUrls?: string[] | null
}

export interface ProductInput {
  flashSaleId: number
  id?: number | null
  name: string
  description?: string | null
  price: number
  originalPrice?: number | null
  heroThumbUrl?: string | null
  isNewSeason?: boolean | null
  sizes: Array<{ id?: number | null; label: string; stock: number }>
  imageUrls?: string[] | null
}

const bad = commerceErrors.invalidInput
const minor = (value: number, field: string) => {
  if (!Number.isFinite(value) || value < 0 || value > 1_000_000)
    throw bad(field, 'must be an amount from 0 to 1000000')
  return Math.round(value * 100)
}
const text = (value: string | null | undefined, field: string, max: number, required = false) => {
  const v = (value ?? '').trim()
  if (v.includes('\u0000')) throw bad(field, 'must not contain NUL characters')
  if (required && v.length === 0) throw bad(field, 'must be given')
  if (v.length > max) throw bad(field, `must be at most ${max} characters`)
  return v
}
const date = (value: string, field: string) => {
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) throw bad(field, 'must be a date and time (ISO 8601)')
  return d
}

// the seller's own sale; to anyone else a preview is as absent as an unknown id (ADR 0032)
export async function sellerSale(c: CommerceContext, ctx: RequestContext, saleId: number) {
  const viewer = requireViewer(ctx)
  const sale = await c.db.selectFrom('sales').selectAll().where('id', '=', saleId).executeTakeFirst()
  if (!sale || (!sale.is_published && !isSeller(viewer, sale))) throw commerceErrors.saleNotFound()
  if (!isSeller(viewer, sale)) throw commerceErrors.notAllowed()
  return sale
}

// only a seller (acting as the sale's designer or venue) creates and edits a sale and its products;
// every field, images included, is checked before anything is written
export function createSellerService(c: CommerceContext) {
  return {
    async saveSale(ctx: RequestContext, input: SaleInput): Promise<number> {
      const viewer = requireViewer(ctx)
      const existing = input.id != null ? await sellerSale(c, ctx, input.id) : null
      if (input.personaType !== 'designer' && input.personaType !== 'venue')
        throw bad('persona_type', 'must be designer or venue')
      if (!isSeller(viewer, { persona_type: input.personaType, persona_id: input.personaId }))
        throw commerceErrors.notAllowed()
      if (!CURRENCIES.includes(input.currency as Currency))
        throw bad('currency', 'must be gbp, usd, eur or cad')
      const startsAt = date(input.startsAt, 'starts_at')
      const endsAt = date(input.endsAt, 'ends_at')
      if (endsAt <= startsAt) throw bad('ends_at', 'must be after starts_at')
      if (input.serveCapacity != null && (input.serveCapacity < 1 || input.serveCapacity > 100_000))
        throw bad('serve_capacity', 'must be from 1 to 100000')
      const imageUrls = checkImageUrls(input.imageUrls, 'image_urls')
      const values = {
        persona_type: input.personaType as 'designer' | 'venue',
        persona_id: input.personaId,
        name: text(input.name, 'name', 200, true),
        city_id: input.cityId ?? null,
        starts_at: startsAt,
        ends_at: endsAt,
        currency: input.currency as Currency,
        description: text(input.description, 'description', 10_000),
        size_chart: text(input.sizeChart, 'size_chart', 10_000),
        hero_image_url: text(input.heroImageUrl, 'hero_image_url', 2000) || null,
        serve_capacity: input.serveCapacity ?? null,
        shipping_fee: minor(input.shippingFee ?? 0, 'shipping_fee'),
        free_shipping_over:
          input.freeShippingOver == null ? null : minor(input.freeShippingOver, 'free_shipping_over'),
        is_published:
          input.isPreview != null ? !input.isPreview : (input.isPublished ?? existing?.is_published ?? false),
      }
      return c.db.transaction().execute(async (trx) => {
        const row = existing
          ? await trx
              .updateTable('sales')
              .set(values)
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx.insertInto('sales').values(values).returningAll().executeTakeFirstOrThrow()
        if (imageUrls) await replaceImages(trx, row.id, null, imageUrls)
        await announceSale(c, trx, row, existing === null)
        return row.id
      })
    },

    async saveProduct(ctx: RequestContext, input: ProductInput): Promise<number> {
      const imageUrls = checkImageUrls(input.imageUrls, 'image_urls')
      const sale = await sellerSale(c, ctx, input.flashSaleId)
      if (input.sizes.length === 0 || input.sizes.length > 30) throw bad('sizes', 'must be 1 to 30 sizes')
      for (const size of input.sizes)
        if (!Number.isInteger(size.stock) || size.stock < 0 || size.stock > 100_000)
          throw bad('sizes', 'stock must be from 0 to 100000')
      const price = minor(input.price, 'price')
      const values = {
        sale_id: sale.id,
        name: text(input.name, 'name', 200, true),
        description: text(input.description, 'description', 10_000),
        price,
        original_price: input.originalPrice == null ? price : minor(input.originalPrice, 'original_price'),
        hero_thumb_url: text(input.heroThumbUrl, 'hero_thumb_url', 2000),
        is_new_season: input.isNewSeason ?? false,
      }
      return c.db.transaction().execute(async (trx) => {
        let productId: number
        if (input.id != null) {
          const found = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', input.id)
            .where('sale_id', '=', sale.id)
            .executeTakeFirst()
          if (!found) throw commerceErrors.productNotFound()
          await trx.updateTable('products').set(values).where('id', '=', found.id).execute()
          productId = found.id
        } else {
          productId = (
            await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()
          ).id
        }
        for (const [i, size] of input.sizes.entries()) {
          const label = text(size.label, 'sizes', 40, true)
          if (size.id != null) {
            const updated = await trx
              .updateTable('sizes')
              .set({ label, stock: size.stock, position: i })
              .where('id', '=', size.id)
              .where('product_id', '=', productId)
              .returning('id')
              .executeTakeFirst()
            if (!updated) throw bad('sizes', 'names a size of another product')
          } else {
            await trx
              .insertInto('sizes')
              .values({ product_id: productId, label, stock: size.stock, position: i })
              .execute()
          }
        }
        if (imageUrls) await replaceImages(trx, sale.id, productId, imageUrls)
        return productId
      })
    },
  }
}

export type SellerService = ReturnType<typeof createSellerService>
