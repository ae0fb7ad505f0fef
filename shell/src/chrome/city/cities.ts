import { gql, type TypedDocumentNode } from '@showroom/graphql-client'
import { useQuery } from '@showroom/graphql-client'
import { usePathname } from '@showroom/mfe-runtime'

export interface ShellCity {
  id: number
  name: string
  url: string
  slug: string
}

const CITIES_QUERY: TypedDocumentNode<{ cities: ShellCity[] }> = gql`
  query ShellCities {
    cities {
      id
      name
      url
      slug
    }
  }
`

export const cityHref = (city: ShellCity) => `${city.url.replace(/\/$/, '')}/`

// the city of the current page: its first path segment, else the first city (the home page)
export function currentCity(cities: readonly ShellCity[], pathname: string): ShellCity | undefined {
  const segment = pathname.split('/').filter(Boolean)[0]
  return cities.find((city) => city.url.replace(/^\/|\/$/g, '') === segment) ?? cities[0]
}

export function useCities(): { cities: ShellCity[]; current: ShellCity | undefined } {
  const { data } = useQuery(CITIES_QUERY)
  const pathname = usePathname()
  const cities = data?.cities ?? []
  return { cities, current: currentCity(cities, pathname) }
}
