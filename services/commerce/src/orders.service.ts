import { timingSafeEqual } from 'node:crypto'
import type { RequestContext } from '@showroom/platform'
import { isModerator, isSeller, requireViewer } from './access.ts'
import type { CommerceContext, CommerceDb } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { CURRENCY_SYMBOLS, CURRENT_ORDER_DAYS, major } from './commerce.rules.ts'
import type { CommerceTables } from './commerce.tables.ts'
import type { Selectable } from 'kysely'

type OrderRow = Selectable<CommerceTables['orders']>

async function linesOf(db: CommerceDb, orderIds: number[], saleId?: number) {
  if (orderIds.length === 0) return []
  let query = db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds)
  if (saleId !== undefined) query = query.where('sale_id', '=', saleId)
  return query.orderBy('id').execute()
}

export function orderView(order: OrderRow, lines: Awaited<ReturnType<typeof linesOf>>) {
  return {
    id: order.id,
    token: order.token,
    status: order.status,
    kind: order.kind,
    currency: order.currency,
    currencySymbol: CURRENCY_SYMBOLS[order.currency],
    products: lines
      .filter((l) => l.order_id === order.id)
      .map((l) => ({
        productName: l.product_name,
        sizeLabel: l.size_label,
        qty: l.qty,
        price: major(l.price),
        heroThumbUrl: l.hero_thumb_url,
      })),
    subtotal: major(order.subtotal),
    shipping: major(order.shipping),
    total: major(order.total),
    createdAt: new Date(order.created_at).toISOString(),
    paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    proUntil: order.pro_until ? new Date(order.pro_until).toISOString() : null,
    url: `/my-orders/${order.id}/${order.token}/`,
    buyerUserId: order.user_id,
  }
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function createOrdersService(c: CommerceContext) {
  async function byId(id: number) {
    return await c.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
  }
  return {
    // the buyer's own order, and only with its token: anything else reads as no such order
    async get(ctx: RequestContext, id: number, token: string) {
      const viewer = requireViewer(ctx)
      const order = await byId(id)
      if (!order || order.user_id !== viewer.userId || !sameToken(order.token, token))
        throw commerceErrors.orderNotFound()
      return orderView(order, await linesOf(c.db, [order.id]))
    },

    // for the checkout's answer (the caller just made or paid it)
    async own(userId: number, id: number) {
      const order = await byId(id)
      if (!order || order.user_id !== userId) throw commerceErrors.orderNotFound()
      return orderView(order, await linesOf(c.db, [order.id]))
    },

    async list(ctx: RequestContext, onlyCurrent: boolean) {
      const viewer = requireViewer(ctx)
      let query = c.db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', viewer.userId)
        .where('status', '=', 'paid')
      if (onlyCurrent)
        query = query.where('paid_at', '>=', new Date(c.now().getTime() - CURRENT_ORDER_DAYS * 86_400_000))
      const orders = await query.orderBy('paid_at', 'desc').orderBy('id', 'desc').limit(50).execute()
      const lines = await linesOf(
        c.db,
        orders.map((o) => o.id),
      )
      return orders.map((o) => orderView(o, lines))
    },

    // a sale's paid orders, its own lines only: the seller, or a moderator
    async forSale(ctx: RequestContext, sale: { id: number; persona_type: string; persona_id: number }) {
      const viewer = requireViewer(ctx)
      if (!isSeller(viewer, sale) && !isModerator(viewer)) throw commerceErrors.notAllowed()
      const ids = await c.db
        .selectFrom('order_lines')
        .select('order_id')
        .distinct()
        .where('sale_id', '=', sale.id)
        .execute()
      if (ids.length === 0) return []
      const orders = await c.db
        .selectFrom('orders')
        .selectAll()
        .where(
          'id',
          'in',
          ids.map((r) => r.order_id),
        )
        .where('status', '=', 'paid')
        .orderBy('paid_at')
        .orderBy('id')
        .execute()
      const lines = await linesOf(
        c.db,
        orders.map((o) => o.id),
        sale.id,
      )
      return orders.map((o) => orderView(o, lines))
    },
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
