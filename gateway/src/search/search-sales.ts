import type { FastifyBaseLogger } from 'fastify'
import type { FragmentLabels } from './search-labels.ts'

// a sale as the search overlay shows it (commerce's flashSaleSearch)
export interface SaleHit {
  name: string
  storeUrl: string
  heroImageUrl: string | null
  startsAt: string
  endsAt: string
  status: string
}

export const SALES_QUERY = `query SearchFragmentSales($term: String!, $cityId: Int) {
  flashSaleSearch(term: $term, cityId: $cityId, first: 8) { name storeUrl heroImageUrl startsAt endsAt status }
}`

type Run = <T>(query: string, variables: Record<string, unknown>) => Promise<T>

// sales are a separate source merged into the fragment: when commerce cannot answer, the rest of the
// results still show, without a sales section
export async function searchSales(
  run: Run,
  log: FastifyBaseLogger,
  term: string,
  cityId: number | null,
): Promise<SaleHit[]> {
  try {
    return (await run<{ flashSaleSearch: SaleHit[] }>(SALES_QUERY, { term, cityId })).flashSaleSearch
  } catch (error) {
    log.warn({ err: error }, 'search fragment: sales could not be searched')
    return []
  }
}

// the item fields of a sale: its store link, its picture, its dates and whether it is open now
export function saleItem(sale: SaleHit, labels: FragmentLabels, dates: (from: string, to: string) => string) {
  return {
    name: sale.name,
    url: sale.storeUrl,
    image: sale.heroImageUrl,
    meta: [sale.status === 'open' ? labels.saleOpen : labels.saleUpcoming, dates(sale.startsAt, sale.endsAt)],
  }
}
