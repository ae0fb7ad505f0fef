import { gql, type TypedDocumentNode } from '@showroom/graphql-client'

export interface City {
  id: number
  name: string
  nameEn: string
  nameZh: string | null
  url: string
  slug: string
}

export const CITIES_QUERY: TypedDocumentNode<{ cities: City[] }> = gql`
  query DiscoveryCities {
    cities {
      id
      name
      nameEn
      nameZh
      url
      slug
    }
  }
`

// `/` is the first city's home; `/london/` and `/london` are London's
export function cityForPath(cities: readonly City[], pathname: string): City | null | undefined {
  const segment = pathname.split('/').filter(Boolean)[0]
  if (!segment) return cities[0]
  return cities.find((city) => city.url.replace(/^\/|\/$/g, '') === segment) ?? null
}

export const cityHref = (city: City) => `${city.url.replace(/\/$/, '')}/`
