import { createBatchLoader } from '@showroom/platform'
import type { Transaction } from 'kysely'
import type { CommerceDb } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import type { CommerceTables } from './commerce.tables.ts'

export const MAX_IMAGES = 12
const MAX_URL = 2000

// the media service's own files (/media/...) or an https address; nothing a browser would run
const IMAGE_URL = /^(\/media\/[^\s"'<>\\]+|https:\/\/[^\s"'<>\\]+)$/

export function checkImageUrls(urls: readonly string[] | null | undefined, field: string): string[] | null {
  if (urls == null) return null
  if (urls.length > MAX_IMAGES)
    throw commerceErrors.invalidInput(field, `must be at most ${MAX_IMAGES} images`)
  return urls.map((url) => {
    const value = url.trim()
    if (value.length > MAX_URL || !IMAGE_URL.test(value) || value.includes('\u0000'))
      throw commerceErrors.invalidInput(
        field,
        'must be image addresses from the upload (/media/...) or https',
      )
    return value
  })
}

// the gallery of a sale (productId null) or of one product becomes exactly `urls`, in order
export async function replaceImages(
  trx: Transaction<CommerceTables> | CommerceDb,
  saleId: number,
  productId: number | null,
  urls: readonly string[],
): Promise<void> {
  let remove = trx.deleteFrom('images').where('sale_id', '=', saleId)
  remove =
    productId === null ? remove.where('product_id', 'is', null) : remove.where('product_id', '=', productId)
  await remove.execute()
  if (urls.length === 0) return
  await trx
    .insertInto('images')
    .values(urls.map((url, position) => ({ sale_id: saleId, product_id: productId, url, position })))
    .execute()
}

// image lists for the sales and products of one answer, read in one query per tick (a list of 200
// sales asks once, not 200 times)
export function createImageLoader(db: CommerceDb) {
  const loader = (owner: 'sale_id' | 'product_id') =>
    createBatchLoader(async (ids: readonly number[]) => {
      let query = db.selectFrom('images').select(['sale_id', 'product_id', 'url']).where(owner, 'in', ids)
      // a sale's gallery is its images that belong to no product
      if (owner === 'sale_id') query = query.where('product_id', 'is', null)
      const urls = new Map<number, string[]>()
      for (const row of await query.orderBy('position').orderBy('id').execute()) {
        const id = row[owner] as number
        const list = urls.get(id)
        if (list) list.push(row.url)
        else urls.set(id, [row.url])
      }
      return urls
    })
  const galleries = loader('sale_id')
  const productImages = loader('product_id')
  return {
    sale: async (saleId: number) => (await galleries(saleId)) ?? [],
    product: async (productId: number) => (await productImages(productId)) ?? [],
  }
}
