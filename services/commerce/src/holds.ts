import type { Transaction } from 'kysely'
import type { CommerceDb } from './commerce.deps.ts'
import { holdUntil } from './commerce.rules.ts'
import type { CommerceTables } from './commerce.tables.ts'

export type Trx = Transaction<CommerceTables>

// the member's basket row, locked: every change to a member's basket, holds or checkout runs under it
export async function lockBasket(trx: Trx, userId: number) {
  await trx
    .insertInto('baskets')
    .values({ user_id: userId, paying_order_id: null, notice: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  return trx
    .selectFrom('baskets')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

// takes q units of a size if that many are free: the one and only way stock goes down
export async function takeStock(trx: Trx, sizeId: number, qty: number): Promise<boolean> {
  const row = await trx
    .updateTable('sizes')
    .set((eb) => ({ stock: eb('stock', '-', qty) }))
    .where('id', '=', sizeId)
    .where('stock', '>=', qty)
    .returning('stock')
    .executeTakeFirst()
  return row !== undefined
}

export async function giveBackStock(trx: Trx, sizeId: number, qty: number): Promise<void> {
  await trx
    .updateTable('sizes')
    .set((eb) => ({ stock: eb('stock', '+', qty) }))
    .where('id', '=', sizeId)
    .execute()
}

// expired holds of one member go back to stock (the basket lock is held by the caller); the items
// stay in the basket, released, so a later read may take them again. Answers the sizes released.
export async function releaseExpired(trx: Trx, userId: number, now: Date): Promise<number[]> {
  const released = await trx
    .updateTable('basket_items')
    .set({ held: false })
    .where('user_id', '=', userId)
    .where('held', '=', true)
    .where('hold_expires_at', '<=', now)
    .returning(['size_id', 'qty'])
    .execute()
  for (const item of released) await giveBackStock(trx, item.size_id, item.qty)
  return released.map((item) => item.size_id)
}

// released items are taken again when stock allows (a fresh hold); the rest leave the basket.
// Answers how many items were removed.
export async function retakeReleased(trx: Trx, userId: number, now: Date): Promise<number> {
  const released = await trx
    .selectFrom('basket_items')
    .select(['id', 'size_id', 'qty'])
    .where('user_id', '=', userId)
    .where('held', '=', false)
    .orderBy('id')
    .execute()
  let removed = 0
  for (const item of released) {
    if (await takeStock(trx, item.size_id, item.qty)) {
      await trx
        .updateTable('basket_items')
        .set({ held: true, hold_expires_at: holdUntil(now) })
        .where('id', '=', item.id)
        .execute()
    } else {
      await trx.deleteFrom('basket_items').where('id', '=', item.id).execute()
      removed++
    }
  }
  return removed
}

// the members with holds past their time and no checkout with the provider (the expiry job)
export async function membersWithExpiredHolds(db: CommerceDb, now: Date, limit = 200): Promise<number[]> {
  const rows = await db
    .selectFrom('basket_items')
    .select('user_id')
    .distinct()
    .where('held', '=', true)
    .where('hold_expires_at', '<=', now)
    .limit(limit)
    .execute()
  return rows.map((row) => row.user_id)
}

// sales touched by a set of sizes (to wake their live pages)
export async function salesOfSizes(trx: Trx | CommerceDb, sizeIds: number[]): Promise<number[]> {
  if (sizeIds.length === 0) return []
  const rows = await trx
    .selectFrom('sizes')
    .innerJoin('products', 'products.id', 'sizes.product_id')
    .select('products.sale_id')
    .distinct()
    .where('sizes.id', 'in', sizeIds)
    .execute()
  return rows.map((row) => row.sale_id)
}
