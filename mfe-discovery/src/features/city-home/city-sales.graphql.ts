import { gql, type TypedDocumentNode } from '@showroom/graphql-client'

// a sale as the city home's carousel shows it (commerce's flashSales: the city's and online ones)
export interface HomeSale {
  id: number
  name: string
  storeUrl: string
  heroImageUrl: string | null
  startsAt: string
  endsAt: string
  status: string
  soldOut: boolean
}

export const CITY_SALES_QUERY: TypedDocumentNode<{ flashSales: HomeSale[] }, { cityId: number }> = gql`
  query DiscoveryCitySales($cityId: Int!) {
    flashSales(cityId: $cityId) { id name storeUrl heroImageUrl startsAt endsAt status soldOut }
  }
`

// open sales first (ending soonest first), then those coming up (opening soonest first)
export function homeSales(sales: readonly HomeSale[]): HomeSale[] {
  const open = sales.filter((sale) => sale.status === 'open')
  const upcoming = sales.filter((sale) => sale.status === 'upcoming')
  const by = (key: 'startsAt' | 'endsAt') => (a: HomeSale, b: HomeSale) =>
    Date.parse(a[key]) - Date.parse(b[key]) || a.id - b.id
  return [...open.sort(by('endsAt')), ...upcoming.sort(by('startsAt'))]
}
