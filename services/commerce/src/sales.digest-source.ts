import { type Kysely, sql } from 'kysely'
import type { CommerceTables } from './commerce.tables.ts'
import { storeUrlOf } from './sales.listing.ts'

// what an alert digest asks (the alerts service's DigestRequest, the parts commerce reads)
export interface SaleDigestQuestion {
  cityId: number
  // the moment the digest is built: stock is counted now, so a sold-out sale is never advertised
  at: Date
  frequency: 'daily' | 'weekly'
}

export interface DigestSaleItem {
  id: number
  name: string
  // absolute, on PUBLIC_URL: the sale's store link
  url: string
  imageUrl: string | null
  // units left across the sale's items
  remaining: number
}

// the alerts service's SaleDigestSource, met by shape: a service never imports another
export interface SalesForDigests {
  salesFor(question: SaleDigestQuestion): Promise<DigestSaleItem[]>
}

const MAX_SALES = 6
const DAY_MS = 86_400_000

// online sample sales of the city and the online-only ones (no city), open now or opening within the
// digest's look-ahead, published, with stock at build time: the digest advertises nothing sold out
export function createSaleDigestSource(deps: {
  db: Kysely<CommerceTables>
  publicUrl: string
}): SalesForDigests {
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.publicUrl}${url}` : url)
  return {
    async salesFor(question) {
      const lookAhead = (question.frequency === 'daily' ? 7 : 14) * DAY_MS
      const rows = await deps.db
        .selectFrom('sales as s')
        .innerJoin('products as p', 'p.sale_id', 's.id')
        .innerJoin('sizes as z', 'z.product_id', 'p.id')
        .select(['s.id', 's.name', 's.hero_image_url', 's.starts_at'])
        .select(sql<number>`sum(z.stock)::int`.as('remaining'))
        .where('s.is_published', '=', true)
        .where('s.sold_out_at', 'is', null)
        .where((eb) => eb.or([eb('s.city_id', '=', question.cityId), eb('s.city_id', 'is', null)]))
        .where('s.ends_at', '>', question.at)
        .where('s.starts_at', '<', new Date(question.at.getTime() + lookAhead))
        .groupBy(['s.id', 's.name', 's.hero_image_url', 's.starts_at'])
        .having(sql<boolean>`sum(z.stock) > 0`)
        .orderBy('s.starts_at')
        .orderBy('s.id')
        .limit(MAX_SALES)
        .modifyEnd(sql`/* commerce.digest_sales */`)
        .execute()
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        url: absolute(storeUrlOf({ id: Number(row.id), name: row.name })),
        imageUrl: row.hero_image_url ? absolute(row.hero_image_url) : null,
        remaining: Number(row.remaining),
      }))
    },
  }
}
