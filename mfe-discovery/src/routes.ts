import { type ComponentType, createElement, lazy } from 'react'
import { CityHome } from './features/city-home/CityHome.tsx'

export type RouteParams = Record<string, string>

export interface DiscoveryRoute {
  // the page's name, shown as data-page on the page root (tests and analytics read it)
  name: string
  // the params when the path's segments belong to this page, else null
  match: (segments: readonly string[]) => RouteParams | null
  page: Page
}

const CITY = /^[a-z0-9-]+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
// first segments of the pages outside a city: never read as a city
const NOT_CITIES = new Set(['brand', 'venue', 'news', 'lookbook', 'dashboard'])
const isCity = (segment: string | undefined) => !!segment && CITY.test(segment) && !NOT_CITIES.has(segment)

// `/{city}/{section}/...`; the shell only sends us paths whose first segment can be a city
const inCity =
  (section: string, rest: (segments: readonly string[]) => RouteParams | null = () => ({})) =>
  (segments: readonly string[]) =>
    segments.length >= 2 && isCity(segments[0]) && segments[1] === section
      ? withCity(segments[0] ?? '', rest(segments.slice(2)))
      : null
const withCity = (city: string, params: RouteParams | null) => (params ? { city, ...params } : null)
const one = (name: string, test?: RegExp) => (rest: readonly string[]) =>
  rest.length === 1 && (!test || test.test(rest[0] ?? '')) ? { [name]: rest[0] ?? '' } : null
const none = (rest: readonly string[]) => (rest.length === 0 ? {} : null)
const top =
  (first: string, rest: (segments: readonly string[]) => RouteParams | null) =>
  (segments: readonly string[]) =>
    segments[0] === first ? rest(segments.slice(1)) : null

type Page = ComponentType<{ params: RouteParams }> & { preload?: () => Promise<unknown> }

// a page whose code loads on demand; once loaded (preload() before mounting over the server's
// first view) it renders at once instead of showing the Suspense fallback for a moment
function lazyPage(load: () => Promise<{ default: ComponentType<{ params: RouteParams }> }>): Page {
  let loaded: ComponentType<{ params: RouteParams }> | null = null
  const preload = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(preload)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never while rendering
  const LazyPage: Page = (props) => createElement(loaded ?? Lazy, props)
  LazyPage.preload = preload
  return LazyPage
}

const NewsPage = lazyPage(() => import('./features/news/NewsPage.tsx'))

// every page of the module: spec part 2 routes and the ones docs/adr records; pages load on demand
export const ROUTES: readonly DiscoveryRoute[] = [
  {
    name: 'calendar',
    match: inCity('calendar', none),
    page: lazyPage(() => import('./features/calendar/CalendarPage.tsx')),
  },
  {
    name: 'news-list',
    match: inCity('news', none),
    page: lazyPage(() => import('./features/news/NewsListPage.tsx')),
  },
  { name: 'news', match: inCity('news', one('slug')), page: NewsPage },
  { name: 'news', match: top('news', one('slug')), page: NewsPage },
  {
    name: 'lookbook',
    match: top('lookbook', one('slug')),
    page: lazyPage(() => import('./features/lookbook/LookbookPage.tsx')),
  },
  {
    name: 'event',
    match: inCity('event', one('slug')),
    page: lazyPage(() => import('./features/event/EventPage.tsx')),
  },
  {
    name: 'event-date',
    match: inCity('events', one('date', DATE)),
    page: lazyPage(() => import('./features/event-date/EventDatePage.tsx')),
  },
  {
    name: 'designer',
    match: top('brand', one('slug')),
    page: lazyPage(() => import('./features/designer/DesignerPage.tsx')),
  },
  {
    name: 'venue',
    match: top('venue', one('slug')),
    page: lazyPage(() => import('./features/venue/VenuePage.tsx')),
  },
  {
    name: 'dashboard',
    match: top('dashboard', none),
    page: lazyPage(() => import('./features/dashboard/DashboardPage.tsx')),
  },
  {
    name: 'dashboard-event',
    match: top('dashboard', (rest) => (rest[0] === 'event' ? one('slug')(rest.slice(1)) : null)),
    page: lazyPage(() => import('./features/dashboard/DashboardEventPage.tsx')),
  },
  {
    name: 'city-home',
    match: (s): RouteParams | null =>
      s.length === 0 ? {} : s.length === 1 && isCity(s[0]) ? { city: s[0] ?? '' } : null,
    page: CityHome,
  },
]

export function matchRoute(pathname: string): { route: DiscoveryRoute; params: RouteParams } | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  for (const route of ROUTES) {
    const params = route.match(segments)
    if (params) return { route, params }
  }
  return null
}

// loads the code of the page at this path, so its first render shows it without a fallback
export async function preloadRoute(pathname: string): Promise<void> {
  await matchRoute(pathname)?.route.page.preload?.()
}
