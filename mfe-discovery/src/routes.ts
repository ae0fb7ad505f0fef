import { type ComponentType, lazy } from 'react'
import { CityHome } from './features/city-home/CityHome.tsx'

export type RouteParams = Record<string, string>

export interface DiscoveryRoute {
  // the page's name, shown as data-page on the page root (tests and analytics read it)
  name: string
  // the params when the path's segments belong to this page, else null
  match: (segments: readonly string[]) => RouteParams | null
  page: ComponentType<{ params: RouteParams }>
}

const CITY = /^[a-z0-9-]+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

// `/{city}/{section}/...`; the shell only sends us paths whose first segment can be a city
const inCity =
  (section: string, rest: (segments: readonly string[]) => RouteParams | null = () => ({})) =>
  (segments: readonly string[]) =>
    segments.length >= 2 && CITY.test(segments[0] ?? '') && segments[1] === section
      ? withCity(segments[0] ?? '', rest(segments.slice(2)))
      : null
const withCity = (city: string, params: RouteParams | null) => (params ? { city, ...params } : null)
const one = (name: string, test?: RegExp) => (rest: readonly string[]) =>
  rest.length === 1 && (!test || test.test(rest[0] ?? '')) ? { [name]: rest[0] ?? '' } : null
const top =
  (first: string, rest: (segments: readonly string[]) => RouteParams | null) =>
  (segments: readonly string[]) =>
    segments[0] === first ? rest(segments.slice(1)) : null

// every page of the module: spec part 2 routes and the ones docs/adr records; pages load on demand
export const ROUTES: readonly DiscoveryRoute[] = [
  {
    name: 'city-home',
    match: (s) =>
      s.length === 0 ? {} : s.length === 1 && CITY.test(s[0] ?? '') ? { city: s[0] ?? '' } : null,
    page: CityHome,
  },
  // further pages, e.g.:
  // { name: 'event', match: inCity('event', one('slug')), page: lazy(() => import('./features/event/EventPage.tsx')) },
]

export function matchRoute(pathname: string): { route: DiscoveryRoute; params: RouteParams } | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  for (const route of ROUTES) {
    const params = route.match(segments)
    if (params) return { route, params }
  }
  return null
}
