import { useQuery } from '@showroom/graphql-client'
import { CITIES_QUERY, type City } from '../city-home/cities.graphql.ts'

const slugOf = (city: City) => city.url.replace(/^\/|\/$/g, '')

// the city a page's url names (`/london/...`), from the cached city list
export function useCity(slug: string | undefined) {
  const { data, error, refetch } = useQuery(CITIES_QUERY)
  const cities = data?.cities ?? []
  const city = cities.find((candidate) => slugOf(candidate) === slug) ?? null
  return { city, cities, ready: Boolean(data), error, refetch }
}
