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

type Key = { kind: 'sale' | 'product'; id: number }

// image lists for the sales and products of one answer, read in one query per tick (a list of 200
// sales asks once, not 200 times)
export function createImageLoader(db: CommerceDb) {
  let pending: Array<{ key: Key; resolve: (urls: string[]) => void; reject: (e: unknown) => void }> = []

  async function flush() {
    const batch = pending
    pending = []
    try {
      const saleIds = [...new Set(batch.filter((b) => b.key.kind === 'sale').map((b) => b.key.id))]
      const productIds = [...new Set(batch.filter((b) => b.key.kind === 'product').map((b) => b.key.id))]
      const rows = await db
        .selectFrom('images')
        .select(['sale_id', 'product_id', 'url'])
        .where((eb) =>
          eb.or([
            ...(saleIds.length ? [eb.and([eb('sale_id', 'in', saleIds), eb('product_id', 'is', null)])] : []),
            ...(productIds.length ? [eb('product_id', 'in', productIds)] : []),
          ]),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
      for (const { key, resolve } of batch)
        resolve(
          rows
            .filter((r) =>
              key.kind === 'sale' ? r.product_id === null && r.sale_id === key.id : r.product_id === key.id,
            )
            .map((r) => r.url),
        )
    } catch (error) {
      for (const { reject } of batch) reject(error)
    }
  }

  return (key: Key): Promise<string[]> =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(() => void flush())
      pending.push({ key, resolve, reject })
    })
}
