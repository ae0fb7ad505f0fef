import { readFileSync } from 'node:fs'
import type { RequestContext } from '@showroom/platform'
import { parse } from 'graphql'
import { isSeller } from './access.ts'
import type { CommerceContext } from './commerce.deps.ts'
import type { SalesService } from './sales.service.ts'
import { storeUrlOf } from './sales.listing.ts'
import { createImageLoader } from './seller.images.ts'
import { type SaleAction, createSellerSales } from './seller.sales.ts'

const typeDefs = parse(readFileSync(new URL('./seller.graphql', import.meta.url), 'utf8'))

// the seller's part of the graph (ADR 0022, 0032): previews, galleries, a seller's own sales,
// opening and closing them, and the moderators' list of sales reported as ended
export function createSellerSchema(c: CommerceContext, sales: SalesService) {
  const images = createImageLoader(c.db)
  const own = createSellerSales(c)
  return {
    typeDefs,
    resolvers: {
      FlashSale: {
        isPreview: (sale: { isPublished: boolean }) => !sale.isPublished,
        imageUrls: (sale: { id: number }) => images.sale(sale.id),
        isOwnSale: (sale: { personaType: string; personaId: number }, _: unknown, ctx: RequestContext) =>
          isSeller(ctx.viewer, { persona_type: sale.personaType, persona_id: sale.personaId }),
      },
      FlashSaleProduct: {
        imageUrls: (product: { id: number }) => images.product(product.id),
      },
      ReportedFlashSale: {
        storeUrl: (report: { flashSaleId: number; name: string }) =>
          storeUrlOf({ id: report.flashSaleId, name: report.name }),
      },
      Query: {
        sellerFlashSales: async (_: unknown, __: unknown, ctx: RequestContext) => {
          const out = []
          for (const id of await own.ownSaleIds(ctx)) out.push(await sales.get(ctx, id))
          return out
        },
        reportedFlashSales: (_: unknown, __: unknown, ctx: RequestContext) => own.reported(ctx),
      },
      Mutation: {
        setFlashSaleState: async (
          _: unknown,
          args: { flashSaleId: number; action: string },
          ctx: RequestContext,
        ) => sales.get(ctx, await own.setState(ctx, args.flashSaleId, args.action as SaleAction)),
      },
    },
  }
}
