import type { RequestContext } from '@showroom/platform'
import { isModerator, requireViewer } from './access.ts'
import { type CommerceContext, saleTopic } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { saleStatus } from './commerce.rules.ts'
import { announceSale } from './sale.events.ts'
import { sellerSale } from './seller.service.ts'

export const SALE_ACTIONS = ['publish', 'open', 'close'] as const
export type SaleAction = (typeof SALE_ACTIONS)[number]

// a seller's own sales (previews and ended ones too), opening and closing them; the moderators'
// list of sales members reported as ended
export function createSellerSales(c: CommerceContext) {
  return {
    // the sales of the persona the member acts as; a member acting as themself sells nothing
    async ownSaleIds(ctx: RequestContext): Promise<number[]> {
      const viewer = requireViewer(ctx)
      if (viewer.persona.type !== 'designer' && viewer.persona.type !== 'venue') return []
      const rows = await c.db
        .selectFrom('sales')
        .select('id')
        .where('persona_type', '=', viewer.persona.type)
        .where('persona_id', '=', viewer.persona.id)
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute()
      return rows.map((r) => r.id)
    },

    // publish: out of preview, public at its own times; open: public and open from now;
    // close: ended from now (a closed sale opens again only by editing its times)
    async setState(ctx: RequestContext, saleId: number, action: SaleAction): Promise<number> {
      if (!SALE_ACTIONS.includes(action))
        throw commerceErrors.invalidInput('action', 'must be publish, open or close')
      const sale = await sellerSale(c, ctx, saleId)
      const now = c.now()
      const status = saleStatus(sale, now)
      if (action !== 'close' && status === 'ended') throw commerceErrors.saleEnded()
      const change =
        action === 'publish'
          ? { is_published: true }
          : action === 'open'
            ? { is_published: true, starts_at: status === 'upcoming' ? now : new Date(sale.starts_at) }
            : status === 'ended'
              ? {}
              : {
                  ends_at: now,
                  starts_at:
                    status === 'upcoming' ? new Date(now.getTime() - 1000) : new Date(sale.starts_at),
                }
      if (Object.keys(change).length === 0) return sale.id
      await c.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('sales')
          .set(change)
          .where('id', '=', sale.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await announceSale(c, trx, row, false)
      })
      // open pages read the sale again
      await c.pubsub.publish(saleTopic(sale.id), { flashSaleId: sale.id })
      return sale.id
    },

    // published sales members reported as ended, most reported first: moderators only
    async reported(ctx: RequestContext) {
      const viewer = requireViewer(ctx)
      if (!isModerator(viewer)) throw commerceErrors.notAllowed()
      const rows = await c.db
        .selectFrom('reports as r')
        .innerJoin('sales as s', 's.id', 'r.sale_id')
        .select((eb) => [
          's.id',
          's.name',
          's.starts_at',
          's.ends_at',
          's.persona_type',
          's.persona_id',
          eb.fn.countAll<number>().as('report_count'),
          eb.fn.max('r.created_at').as('last_reported_at'),
        ])
        .where('s.is_published', '=', true)
        .groupBy(['s.id', 's.name', 's.starts_at', 's.ends_at', 's.persona_type', 's.persona_id'])
        .orderBy('report_count', 'desc')
        .orderBy('last_reported_at', 'desc')
        .limit(200)
        .execute()
      const now = c.now()
      return rows.map((r) => ({
        flashSaleId: r.id,
        name: r.name,
        personaType: r.persona_type,
        personaId: r.persona_id,
        status: saleStatus(r, now),
        endsAt: new Date(r.ends_at).toISOString(),
        reportCount: Number(r.report_count),
        lastReportedAt: new Date(r.last_reported_at as Date).toISOString(),
      }))
    },
  }
}

export type SellerSales = ReturnType<typeof createSellerSales>
