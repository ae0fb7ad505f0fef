import type { Viewer } from '@showroom/platform'
import { type CommerceContext, saleTopic } from './commerce.deps.ts'
import { commerceErrors, ITEMS_REMOVED_TEXT } from './commerce.errors.ts'
import { holdUntil, MAX_QTY_PER_SIZE, saleStatus } from './commerce.rules.ts'
import { type BasketView, basketLines, basketView } from './basket.view.ts'
import {
  giveBackStock,
  lockBasket,
  releaseExpired,
  retakeReleased,
  salesOfSizes,
  type Trx,
  takeStock,
} from './holds.ts'
import { hasShopperPass } from './queue.store.ts'

export function createBasketService(c: CommerceContext) {
  // expired holds go back to stock, released items are taken again or removed (with the notice);
  // not while the basket is with the payment provider
  async function refresh(trx: Trx, userId: number, now: Date, paying: boolean): Promise<number[]> {
    if (paying) return []
    const released = await releaseExpired(trx, userId, now)
    const removed = await retakeReleased(trx, userId, now)
    if (removed > 0)
      await trx
        .updateTable('baskets')
        .set({ notice: ITEMS_REMOVED_TEXT })
        .where('user_id', '=', userId)
        .execute()
    return released
  }

  // the basket as the member sees it; the removal notice is shown once
  async function view(trx: Trx, userId: number): Promise<BasketView> {
    const basket = await trx
      .selectFrom('baskets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    if (basket.notice)
      await trx.updateTable('baskets').set({ notice: null }).where('user_id', '=', userId).execute()
    return basketView(await basketLines(trx, userId), basket)
  }

  async function wake(sizeIds: number[]) {
    for (const saleId of await salesOfSizes(c.db, sizeIds))
      await c.pubsub.publish(saleTopic(saleId), { flashSaleId: saleId, reason: 'stock' })
  }

  // one locked change to the member's basket, then its view; sale pages of touched sizes wake up
  async function change(
    viewer: Viewer,
    body: (trx: Trx, now: Date) => Promise<number[]>,
    mutates = true,
  ): Promise<BasketView> {
    const now = c.now()
    const { result, touched } = await c.db.transaction().execute(async (trx) => {
      const basket = await lockBasket(trx, viewer.userId)
      const paying = basket.paying_order_id !== null
      if (paying && mutates) throw commerceErrors.checkoutInProgress()
      const released = await refresh(trx, viewer.userId, now, paying)
      const changed = await body(trx, now)
      return { result: await view(trx, viewer.userId), touched: [...released, ...changed] }
    })
    if (touched.length > 0) await wake(touched)
    return result
  }

  return {
    get: (viewer: Viewer) => change(viewer, async () => [], false),

    add: (viewer: Viewer, sizeId: number, qty: number) =>
      change(viewer, async (trx, now) => {
        if (qty < 1 || qty > MAX_QTY_PER_SIZE) throw commerceErrors.qtyLimit(MAX_QTY_PER_SIZE)
        const size = await trx
          .selectFrom('sizes as z')
          .innerJoin('products as p', 'p.id', 'z.product_id')
          .innerJoin('sales as s', 's.id', 'p.sale_id')
          .select([
            'z.id',
            's.id as sale_id',
            's.currency',
            's.starts_at',
            's.ends_at',
            's.serve_capacity',
            's.is_published',
          ])
          .where('z.id', '=', sizeId)
          .executeTakeFirst()
        if (!size?.is_published) throw commerceErrors.sizeNotFound()
        if (saleStatus(size, now) !== 'open') throw commerceErrors.saleClosed()
        if (size.serve_capacity !== null && !(await hasShopperPass(trx, size.sale_id, viewer.userId, now)))
          throw commerceErrors.notAdmitted()
        const other = await basketLines(trx, viewer.userId)
        if (other.some((line) => line.currency !== size.currency)) throw commerceErrors.basketCurrency()
        const existing = other.find((line) => line.size_id === sizeId)
        if ((existing?.qty ?? 0) + qty > MAX_QTY_PER_SIZE) throw commerceErrors.qtyLimit(MAX_QTY_PER_SIZE)
        if (!(await takeStock(trx, sizeId, qty))) throw commerceErrors.soldOut()
        if (existing) {
          await trx
            .updateTable('basket_items')
            .set((eb) => ({ qty: eb('qty', '+', qty) }))
            .where('id', '=', existing.id)
            .execute()
        } else {
          await trx
            .insertInto('basket_items')
            .values({
              user_id: viewer.userId,
              size_id: sizeId,
              qty,
              held: true,
              hold_expires_at: holdUntil(now),
              added_at: now,
            })
            .execute()
        }
        return [sizeId]
      }),

    update: (viewer: Viewer, itemId: number, qty: number) =>
      change(viewer, async (trx) => {
        if (qty < 0 || qty > MAX_QTY_PER_SIZE) throw commerceErrors.qtyLimit(MAX_QTY_PER_SIZE)
        const item = await trx
          .selectFrom('basket_items')
          .selectAll()
          .where('id', '=', itemId)
          .where('user_id', '=', viewer.userId)
          .executeTakeFirst()
        if (!item) throw commerceErrors.itemNotFound()
        const delta = qty - item.qty
        if (delta > 0 && !(await takeStock(trx, item.size_id, delta))) throw commerceErrors.soldOut()
        if (delta < 0) await giveBackStock(trx, item.size_id, -delta)
        if (qty === 0) await trx.deleteFrom('basket_items').where('id', '=', itemId).execute()
        else await trx.updateTable('basket_items').set({ qty }).where('id', '=', itemId).execute()
        return delta === 0 ? [] : [item.size_id]
      }),

    remove: (viewer: Viewer, itemId: number) =>
      change(viewer, async (trx) => {
        const item = await trx
          .deleteFrom('basket_items')
          .where('id', '=', itemId)
          .where('user_id', '=', viewer.userId)
          .returning(['size_id', 'qty'])
          .executeTakeFirst()
        if (!item) throw commerceErrors.itemNotFound()
        await giveBackStock(trx, item.size_id, item.qty)
        return [item.size_id]
      }),

    // the expiry job: every member with holds past their time (not paying) gives the units back
    async expireAll(memberIds: number[]): Promise<number> {
      const now = c.now()
      const touched: number[] = []
      for (const userId of memberIds) {
        const released = await c.db.transaction().execute(async (trx) => {
          const basket = await lockBasket(trx, userId)
          if (basket.paying_order_id !== null) return []
          return releaseExpired(trx, userId, now)
        })
        touched.push(...released)
      }
      if (touched.length > 0) await wake(touched)
      return touched.length
    },
  }
}

export type BasketService = ReturnType<typeof createBasketService>
