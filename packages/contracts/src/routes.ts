// the site's pages (spec part 2 and the ones docs/adr records), read by the gateway (which paths
// answer 200, which a 404 page) and by the shell (which module draws the page, which the shell does)

export type RouteParams = Record<string, string>

// who draws the page: a module's page application, or the shell itself
export type RouteOwner = 'mfe-discovery' | 'mfe-chat' | 'mfe-feed' | 'mfe-commerce' | 'mfe-comments' | 'shell'

export interface SiteRoute {
  name: string
  owner: RouteOwner
  // a real route whose feature is not built yet: the shell says so on the page, with status 200
  // (the modules' own pages say it themselves)
  comingSoon?: boolean
  // the params when the path's segments belong to this page, else null
  match: (segments: readonly string[]) => RouteParams | null
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/i
const DATE = /^\d{4}-\d{2}-\d{2}$/
const ID = /^\d+$/

// first segments that are never a city
const NOT_CITIES = new Set([
  'c',
  'user',
  'signup',
  'my-orders',
  'pro-purchase',
  'native-comment',
  'search.html',
  'brand',
  'venue',
  'flash',
  'news',
  'lookbook',
  'dashboard',
  'calendar',
  'zh',
  'api',
  'mfe',
  'assets',
  'graphql',
  'media',
  'uploads',
  'dev',
  'health',
  'metrics',
])

export const isCitySegment = (segment: string | undefined): boolean =>
  !!segment && /^[a-z0-9-]+$/.test(segment) && !NOT_CITIES.has(segment)

type Rest = (rest: readonly string[]) => RouteParams | null

const none: Rest = (rest) => (rest.length === 0 ? {} : null)
const one =
  (name: string, test: RegExp = SLUG): Rest =>
  (rest) =>
    rest.length === 1 && test.test(rest[0] ?? '') ? { [name]: rest[0] ?? '' } : null
const any: Rest = (rest) => ({ rest: rest.join('/') })

// `/{city}/{section}/...`
const inCity =
  (section: string, rest: Rest = none) =>
  (segments: readonly string[]) => {
    if (segments.length < 2 || !isCitySegment(segments[0]) || segments[1] !== section) return null
    const params = rest(segments.slice(2))
    return params ? { city: segments[0] ?? '', ...params } : null
  }
// `/{first}/...`
const top =
  (first: string, rest: Rest = none) =>
  (segments: readonly string[]) =>
    segments[0] === first ? rest(segments.slice(1)) : null

// first match wins
export const SITE_ROUTES: readonly SiteRoute[] = [
  { name: 'calendar', owner: 'mfe-discovery', match: inCity('calendar') },
  { name: 'news-list', owner: 'mfe-discovery', match: inCity('news') },
  { name: 'news', owner: 'mfe-discovery', match: inCity('news', one('slug')) },
  { name: 'news', owner: 'mfe-discovery', match: top('news', one('slug')) },
  { name: 'lookbook', owner: 'mfe-discovery', match: top('lookbook', one('slug')) },
  { name: 'event', owner: 'mfe-discovery', match: inCity('event', one('slug')) },
  { name: 'event-date', owner: 'mfe-discovery', match: inCity('events', one('date', DATE)) },
  { name: 'designer', owner: 'mfe-discovery', match: top('brand', one('slug')) },
  { name: 'venue', owner: 'mfe-discovery', match: top('venue', one('slug')) },
  { name: 'dashboard', owner: 'mfe-discovery', match: top('dashboard') },
  {
    name: 'dashboard-event',
    owner: 'mfe-discovery',
    match: top('dashboard', (rest) => (rest[0] === 'event' ? one('slug')(rest.slice(1)) : null)),
  },
  {
    name: 'city-home',
    owner: 'mfe-discovery',
    match: (s): RouteParams | null =>
      s.length === 0 ? {} : s.length === 1 && isCitySegment(s[0]) ? { city: s[0] ?? '' } : null,
  },
  { name: 'chat', owner: 'mfe-chat', match: top('c', one('chatId', ID)) },
  { name: 'profile', owner: 'mfe-feed', match: top('user', one('user', /^[^/]+$/)) },
  // the city's community feed; ?uai={id} puts one shared post above it
  { name: 'social', owner: 'mfe-feed', match: inCity('social') },
  { name: 'orders', owner: 'mfe-commerce', match: top('my-orders') },
  {
    name: 'order',
    owner: 'mfe-commerce',
    match: top('my-orders', (rest) =>
      rest.length === 2 && ID.test(rest[0] ?? '') ? { orderId: rest[0] ?? '', token: rest[1] ?? '' } : null,
    ),
  },
  { name: 'pro-purchase', owner: 'mfe-commerce', match: top('pro-purchase') },
  {
    name: 'native-comment',
    owner: 'mfe-comments',
    match: top('native-comment', (rest) => (rest.length > 0 ? any(rest) : null)),
  },
  { name: 'signup', owner: 'shell', match: top('signup') },
  // a sale's store link /flash/{user_url}-trade-{id}/, and a city's sales (docs/adr/0026)
  {
    name: 'flash',
    owner: 'mfe-commerce',
    match: top('flash', (rest) => (rest.length > 0 ? any(rest) : null)),
  },
  { name: 'sample-sales', owner: 'mfe-commerce', match: inCity('sample-sales') },
]

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export interface MatchedRoute {
  route: SiteRoute
  params: RouteParams
}

// spec part 6: a comment's share link is its page's address plus #pec= (event), #pfc= (flash sale)
// or #puc= (universal) and the comment's id
export const COMMENT_LINK_FRAGMENT = /^#?(pec|pfc|puc)=(\d+)$/

// the page a path belongs to; null for a path the site has no page for (the 404 page)
export function matchSiteRoute(pathname: string): MatchedRoute | null {
  const raw = (pathname.split(/[?#]/)[0] ?? '/').split('/').filter(Boolean)
  const segments = raw.map(decodeSegment)
  if (segments.some((segment) => segment === null)) return null
  for (const route of SITE_ROUTES) {
    const params = route.match(segments as string[])
    if (params) return { route, params }
  }
  return null
}
