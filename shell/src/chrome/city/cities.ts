import { bus, type StateObservable } from '@showroom/bus'
import { graphqlRequest } from '@showroom/graphql-client/fetch'
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs'
import { pathname$ } from '../location.ts'

export interface ShellCity {
  id: number
  name: string
  url: string
  slug: string
}

const CITIES_QUERY = /* GraphQL */ `
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

const cities = new BehaviorSubject<ShellCity[]>([])

async function loadCities(): Promise<void> {
  try {
    const { data } = await graphqlRequest<{ cities: ShellCity[] }>(CITIES_QUERY)
    if (data?.cities) cities.next(data.cities)
  } catch {
    // offline: the header keeps its last list (or its "City" label)
  }
}

// the cities from the API, in the visitor's language; asked again when the language changes
export function followCities(): void {
  void loadCities()
  bus.on('locale.language.changed').subscribe(() => void loadCities())
}

export const cities$: Observable<ShellCity[]> = cities.asObservable()

export interface CityState {
  cities: ShellCity[]
  current: ShellCity | undefined
}

// held, not only told: a component that opens after the cities arrived (the search, loaded when asked)
// sees them on its first render, rather than searching once without its city and again with it
const cityState = new BehaviorSubject<CityState>({ cities: [], current: undefined })
combineLatest([cities, pathname$])
  .pipe(map(([list, pathname]) => ({ cities: list, current: currentCity(list, pathname) })))
  .subscribe(cityState)

export const cityState$: StateObservable<CityState> = cityState
