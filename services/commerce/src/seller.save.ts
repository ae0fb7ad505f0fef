import type { RequestContext } from '@showroom/platform'
import { isSeller, requireViewer } from './access.ts'
import type { CommerceContext } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { checkImageUrls, replaceImages } from './seller.images.ts'
import type { ProductInput, SaleInput, SellerService } from './seller.service.ts'

export type SellerSaleInput = SaleInput & { isPreview?: boolean | null; imageUrls?: string[] | null }
export type SellerProductInput = ProductInput & { imageUrls?: string[] | null }

// the seller's own sale; to anyone else a preview is as absent as an unknown id
export async function sellerSale(c: CommerceContext, ctx: RequestContext, saleId: number) {
  const viewer = requireViewer(ctx)
  const sale = await c.db.selectFrom('sales').selectAll().where('id', '=', saleId).executeTakeFirst()
  if (!sale || (!sale.is_published && !isSeller(viewer, sale))) throw commerceErrors.saleNotFound()
  if (!isSeller(viewer, sale)) throw commerceErrors.notAllowed()
  return sale
}

// a sale and a product as the seller saves them: is_preview, and the images from the upload path;
// every field is checked before anything is written
export function createSellerSave(
  c: CommerceContext,
  seller: Pick<SellerService, 'saveSale' | 'saveProduct'>,
) {
  return {
    async saveSale(ctx: RequestContext, input: SellerSaleInput): Promise<number> {
      const imageUrls = checkImageUrls(input.imageUrls, 'image_urls')
      if (input.id != null) await sellerSale(c, ctx, input.id)
      let isPublished = input.isPreview != null ? !input.isPreview : input.isPublished
      if (isPublished == null && input.id != null) {
        const before = await c.db
          .selectFrom('sales')
          .select('is_published')
          .where('id', '=', input.id)
          .executeTakeFirst()
        isPublished = before?.is_published ?? false
      }
      const { isPreview: _preview, imageUrls: _images, ...sale } = input
      const id = await seller.saveSale(ctx, { ...sale, isPublished: isPublished ?? false })
      if (imageUrls) await replaceImages(c.db, id, null, imageUrls)
      return id
    },

    async saveProduct(ctx: RequestContext, input: SellerProductInput): Promise<number> {
      const imageUrls = checkImageUrls(input.imageUrls, 'image_urls')
      await sellerSale(c, ctx, input.flashSaleId)
      const { imageUrls: _images, ...product } = input
      const id = await seller.saveProduct(ctx, product)
      if (imageUrls) await replaceImages(c.db, input.flashSaleId, id, imageUrls)
      return id
    },
  }
}
