import type { FlashSale } from './types.ts'

export type SaleSort = 'soonest' | 'ending' | 'name'
export type SaleFilter = 'all' | 'open' | 'upcoming'
export type SaleView = 'grid' | 'list'

export interface SaleListOptions {
  sort: SaleSort
  filter: SaleFilter
}

const time = (iso: string) => Date.parse(iso)

// the sort and filter dropdowns of a city's sales; ended sales are left out by the server
export function arrangeSales(sales: readonly FlashSale[], { sort, filter }: SaleListOptions): FlashSale[] {
  const kept = sales.filter((sale) => filter === 'all' || sale.status === filter)
  const by: Record<SaleSort, (a: FlashSale, b: FlashSale) => number> = {
    soonest: (a, b) => time(a.starts_at) - time(b.starts_at) || a.id - b.id,
    ending: (a, b) => time(a.ends_at) - time(b.ends_at) || a.id - b.id,
    name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  }
  return [...kept].sort(by[sort])
}

// a sale's store link, /flash/{user_url}-trade-{id}/ (the server's, else one made from its name)
export function storeUrlOf(sale: Pick<FlashSale, 'id' | 'name' | 'store_url'>): string {
  if (sale.store_url) return sale.store_url
  const slug = sale.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `/flash/${slug || 'sale'}-trade-${sale.id}/`
}

// the sale id of a store link, /flash/{user_url}-trade-{id}/
export function saleIdFromPath(rest: string): number | null {
  const match = /-trade-(\d+)\/?$/.exec(rest) ?? /^(\d+)\/?$/.exec(rest)
  return match ? Number(match[1]) : null
}
