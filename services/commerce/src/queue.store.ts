import type { CommerceDb } from './commerce.deps.ts'
import type { Trx } from './holds.ts'

// an admitted shopper inside their shopping window
export async function hasShopperPass(trx: Trx, saleId: number, userId: number, now: Date): Promise<boolean> {
  const entry = await trx
    .selectFrom('queue_entries')
    .select('user_id')
    .where('sale_id', '=', saleId)
    .where('user_id', '=', userId)
    .where('state', '=', 'admitted')
    .where('admitted_until', '>', now)
    .executeTakeFirst()
  return entry !== undefined
}

export async function waitingCount(db: Trx | CommerceDb, saleId: number): Promise<number> {
  const row = await db
    .selectFrom('queue_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sale_id', '=', saleId)
    .where('state', '=', 'waiting')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// no free unit and no live hold that could still come back: nothing left to wait for
export async function isSoldOut(db: Trx | CommerceDb, saleId: number): Promise<boolean> {
  const free = await db
    .selectFrom('sizes as z')
    .innerJoin('products as p', 'p.id', 'z.product_id')
    .select((eb) => eb.fn.sum<number>('z.stock').as('n'))
    .where('p.sale_id', '=', saleId)
    .executeTakeFirst()
  if (Number(free?.n ?? 0) > 0) return false
  const held = await db
    .selectFrom('basket_items as i')
    .innerJoin('sizes as z', 'z.id', 'i.size_id')
    .innerJoin('products as p', 'p.id', 'z.product_id')
    .select('i.id')
    .where('p.sale_id', '=', saleId)
    .limit(1)
    .executeTakeFirst()
  return held === undefined
}
