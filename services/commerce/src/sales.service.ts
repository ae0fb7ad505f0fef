import { anyOf, prepared, preparedShapes, type RequestContext, type Viewer } from '@showroom/platform'
import { isSeller, requireViewer } from './access.ts'
import { type CommerceContext, commerceEvents } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { saleStatus } from './commerce.rules.ts'
import type { CommerceTables } from './commerce.tables.ts'
import { isSoldOut, productViews, type SaleBase, saleStats, saleView } from './sales.view.ts'

// the published sales of a city (and the online ones) or of everywhere, ended ones only when asked:
// built once for each of those shapes, as the city home lists them
const publishedSales = preparedShapes<
  { inCity: boolean; includeEnded: boolean },
  { cityId: number; now: Date },
  SaleBase,
  CommerceTables
>(
  ({ inCity, includeEnded }) => `${inCity ? 'city' : 'anywhere'}/${includeEnded ? 'all' : 'open'}`,
  (db, slot, { inCity, includeEnded }) => {
    let query = db.selectFrom('sales').selectAll().where('is_published', '=', true)
    if (inCity)
      query = query.where((eb) => eb.or([eb('city_id', '=', slot('cityId')), eb('city_id', 'is', null)]))
    if (!includeEnded) query = query.where('ends_at', '>', slot('now'))
    return query.orderBy('starts_at').orderBy('id').limit(200)
  },
)

const registeredAmong = prepared<
  { userId: number; saleIds: readonly number[] },
  { sale_id: number },
  CommerceTables
>((db, slot) =>
  db
    .selectFrom('registrations')
    .select('sale_id')
    .where('user_id', '=', slot('userId'))
    .where('sale_id', '=', anyOf(slot('saleIds'))),
)

export function createSalesService(c: CommerceContext, viewingNow: (saleId: number) => number) {
  // a sale the viewer may see: published, or in preview to its seller only (ADR 0032)
  async function visibleSale(viewer: Viewer | null, id: number, field = 'flash_sale_id'): Promise<SaleBase> {
    const sale = await c.db.selectFrom('sales').selectAll().where('id', '=', id).executeTakeFirst()
    if (!sale) throw commerceErrors.saleNotFound(field)
    if (!sale.is_published && !isSeller(viewer, sale)) throw commerceErrors.saleNotFound(field)
    return sale
  }

  async function registeredIds(viewer: Viewer | null, saleIds: number[]): Promise<Set<number>> {
    if (!viewer || saleIds.length === 0) return new Set()
    const rows = await registeredAmong(c.db, { userId: viewer.userId, saleIds })
    return new Set(rows.map((r) => r.sale_id))
  }

  return {
    visibleSale,

    async list(ctx: RequestContext, args: { cityId?: number | null; includeEnded?: boolean | null }) {
      const now = c.now()
      const shape = { inCity: args.cityId != null, includeEnded: Boolean(args.includeEnded) }
      const sales = await publishedSales(c.db, shape, { cityId: args.cityId ?? 0, now })
      const registered = await registeredIds(
        ctx.viewer,
        sales.map((s) => s.id),
      )
      // each sale's figures are a few reads of their own: the sales are read side by side, not one
      // after another (the city home lists them in its first view)
      return Promise.all(
        sales.map(async (sale) => ({
          ...saleView(sale, now, {
            isRegistered: registered.has(sale.id),
            soldOut: await isSoldOut(c.db, sale.id),
          }),
          stats: await saleStats(c.db, sale.id, now, viewingNow(sale.id)),
        })),
      )
    },

    async get(ctx: RequestContext, id: number) {
      const now = c.now()
      const sale = await visibleSale(ctx.viewer, id, 'id')
      const registered = await registeredIds(ctx.viewer, [sale.id])
      return {
        ...saleView(sale, now, {
          isRegistered: registered.has(sale.id),
          soldOut: await isSoldOut(c.db, sale.id),
        }),
        stats: await saleStats(c.db, sale.id, now, viewingNow(sale.id)),
        products: await productViews(c.db, sale.id, now),
      }
    },

    async register(ctx: RequestContext, saleId: number, sendConfirmation: boolean) {
      const viewer = requireViewer(ctx)
      const now = c.now()
      const sale = await visibleSale(viewer, saleId)
      if (saleStatus(sale, now) === 'ended') throw commerceErrors.saleEnded()
      await c.db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('registrations')
          .values({ sale_id: saleId, user_id: viewer.userId, created_at: now })
          .onConflict((oc) => oc.columns(['sale_id', 'user_id']).doNothing())
          .returning('sale_id')
          .executeTakeFirst()
        if (added)
          await c.events.publish(trx, {
            type: commerceEvents.saleRegistered,
            aggregateType: 'flash_sale',
            aggregateId: saleId,
            payload: {
              flashSaleId: saleId,
              userId: viewer.userId,
              sendConfirmation,
              name: sale.name,
              startsAt: new Date(sale.starts_at).toISOString(),
              endsAt: new Date(sale.ends_at).toISOString(),
            },
          })
      })
      return { flashSaleId: saleId, isRegistered: true }
    },

    async unregister(ctx: RequestContext, saleId: number) {
      const viewer = requireViewer(ctx)
      await visibleSale(viewer, saleId)
      await c.db
        .deleteFrom('registrations')
        .where('sale_id', '=', saleId)
        .where('user_id', '=', viewer.userId)
        .execute()
      return { flashSaleId: saleId, isRegistered: false }
    },

    async reportEnded(ctx: RequestContext, saleId: number) {
      const viewer = requireViewer(ctx)
      await visibleSale(viewer, saleId, 'id')
      await c.db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('reports')
          .values({ sale_id: saleId, user_id: viewer.userId, created_at: c.now() })
          .onConflict((oc) => oc.columns(['sale_id', 'user_id']).doNothing())
          .returning('sale_id')
          .executeTakeFirst()
        if (added)
          await c.events.publish(trx, {
            type: commerceEvents.saleReportedEnded,
            aggregateType: 'flash_sale',
            aggregateId: saleId,
            payload: { flashSaleId: saleId, userId: viewer.userId },
          })
      })
      return { flashSaleId: saleId, reported: true }
    },
  }
}

export type SalesService = ReturnType<typeof createSalesService>
