import { bus, type StateObservable } from '@showroom/bus'
import { isShellCity, SHELL_CITIES_ID, type ShellCities, type ShellCity } from '@showroom/contracts'
import { graphqlRequest } from '@showroom/graphql-client/fetch'
import { getLocale } from '@showroom/i18n'
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs'
import { pathname$ } from '../location.ts'

export type { ShellCity }

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

// the cities the page names (the gateway writes them into every page: gateway/src/web/shell-cities.ts), when they are in the language the shell speaks; none otherwise
export function citiesInPage(): ShellCity[] {
  if (typeof document === 'undefined') return []
  const text = document.getElementById(SHELL_CITIES_ID)?.textContent
  if (!text) return []
  try {
    const { locale, cities: list } = JSON.parse(text) as Partial<Record<keyof ShellCities, unknown>>
    if (locale !== getLocale() || !Array.isArray(list) || !list.every(isShellCity)) return []
    return list
  } catch {
    return []
  }
}

const cities = new BehaviorSubject<ShellCity[]>(citiesInPage())

async function loadCities(): Promise<void> {
  try {
    const { data } = await graphqlRequest<{ cities: ShellCity[] }>(CITIES_QUERY)
    if (data?.cities) cities.next(data.cities)
  } catch {
    // offline: the header keeps its last list (or its "City" label)
  }
}

// the cities from the page or the API, in the visitor's language; asked again when the language changes
export function followCities(): void {
  // a page that names its cities needs no question until the language changes
  if (cities.value.length === 0) void loadCities()
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
