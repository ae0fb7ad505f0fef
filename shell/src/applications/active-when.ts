// single-segment paths that are not cities (spec part 2 routes owned by someone else)
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
  'api',
  'mfe',
  'assets',
  'graphql',
  'news',
  'lookbook',
  'dashboard',
  'calendar',
  'media',
  'zh',
  'dev',
  'health',
  'metrics',
])

// mfe-discovery's pages under a city: /{city_url}/event/{slug}/, /events/{date}/, /calendar/, /news/
const CITY_SECTIONS = new Set(['event', 'events', 'calendar', 'news'])
// and its pages outside a city: designer, venue, news without a city, lookbook, organiser dashboard
const DISCOVERY_TOP = new Set(['brand', 'venue', 'news', 'lookbook', 'dashboard'])

export type ActivityFunction = (location: Location | URL) => boolean

const segmentsOf = (location: Location | URL) => location.pathname.split('/').filter(Boolean)

// `/` and `/{city_url}/`
export const isCityHome: ActivityFunction = (location) => {
  const segments = segmentsOf(location)
  if (segments.length === 0) return true
  return segments.length === 1 && isCitySegment(segments[0])
}

const isCitySegment = (segment: string | undefined) =>
  !!segment && !NOT_CITIES.has(segment) && /^[a-z0-9-]+$/.test(segment)

// everything mfe-discovery draws in the page body (it routes inside itself)
export const isDiscoveryPage: ActivityFunction = (location) => {
  if (isCityHome(location)) return true
  const [first, second] = segmentsOf(location)
  if (DISCOVERY_TOP.has(first ?? '')) return true
  return isCitySegment(first) && CITY_SECTIONS.has(second ?? '')
}

const startsWith =
  (first: string, minSegments = 1): ActivityFunction =>
  (location) => {
    const segments = segmentsOf(location)
    return segments[0] === first && segments.length >= minSegments
  }

// /c/{chat_id}/
export const isChatPage = startsWith('c', 2)
// /user/{username} or /user/{user_url}
export const isProfilePage = startsWith('user', 2)
// /my-orders/{order id}/{order token}/ (and the list at /my-orders/)
export const isOrdersPage = startsWith('my-orders')
// /pro-purchase/
export const isProPurchasePage = startsWith('pro-purchase')
// /native-comment/{comment_type}/{source_id}/{comment_id}/{username}/0/
export const isNativeCommentPage = startsWith('native-comment', 2)
// /signup/: the shell opens its signup form
export const isSignupPage = startsWith('signup')

export const always: ActivityFunction = () => true

export const ROUTE_ACTIVITIES: readonly ActivityFunction[] = [
  isDiscoveryPage,
  isChatPage,
  isProfilePage,
  isOrdersPage,
  isProPurchasePage,
  isNativeCommentPage,
  isSignupPage,
]
