import type { FlashSale, ProductBadge, SaleStats } from './types.ts'

// one message of the flashSaleLive subscription (docs/adr/0022-commerce.md, "Live updates")
export interface SaleLiveUpdate {
  flashSaleId: number
  soldOut: boolean
  sizes: { id: number; productId: number; remaining: number }[]
  products: { id: number; remaining: number; badges: ProductBadge[] }[]
  stats: { soldRecently: number; boughtRecently: number; viewingNow: number; waitingToShop: number }
}

export interface SaleLive {
  // calls next with every update until the returned stop is called; down when the link drops
  subscribe(saleId: number, next: (update: SaleLiveUpdate) => void, down: () => void): () => void
}

// the sale as the latest live message says: stock per size, products' remaining and badges, the stats
export function applyLiveUpdate(sale: FlashSale, update: SaleLiveUpdate): FlashSale {
  if (update.flashSaleId !== sale.id) return sale
  const sizes = new Map(update.sizes.map((size) => [size.id, size.remaining]))
  const products = new Map(update.products.map((product) => [product.id, product]))
  const stats: SaleStats = {
    sold_recently: update.stats.soldRecently,
    bought_recently: update.stats.boughtRecently,
    viewing_now: update.stats.viewingNow,
    waiting_to_shop: update.stats.waitingToShop,
  }
  return {
    ...sale,
    sold_out: update.soldOut,
    stats,
    ...(sale.products
      ? {
          products: sale.products.map((product) => {
            const live = products.get(product.id)
            return {
              ...product,
              ...(live ? { remaining: live.remaining, badges: live.badges } : {}),
              sizes: product.sizes.map((size) => ({
                ...size,
                remaining: sizes.get(size.id) ?? size.remaining,
              })),
            }
          }),
        }
      : {}),
  }
}
