import { bus } from '@showroom/bus'
import { matchSiteRoute, type OverlayName, type RouteOwner } from '@showroom/contracts'

// which application draws a path comes from the site's one route table (@showroom/contracts), the
// same the gateway reads to tell pages from 404s: a path no page claims gets the shell's 404 page

export type ActivityFunction = (location: Location | URL) => boolean

const named =
  (...names: string[]): ActivityFunction =>
  (location) =>
    names.includes(matchSiteRoute(location.pathname)?.route.name ?? '')

const ownedBy =
  (owner: RouteOwner): ActivityFunction =>
  (location) =>
    matchSiteRoute(location.pathname)?.route.owner === owner

// `/` and `/{city_url}/`
export const isCityHome = named('city-home')
// everything mfe-discovery draws in the page body (it routes inside itself)
export const isDiscoveryPage = ownedBy('mfe-discovery')
// /c/{chat_id}/
export const isChatPage = named('chat')
// /user/{username} or /user/{user_url}
export const isProfilePage = named('profile')
// {city_url}/social/ (and ?uai={id}, a shared post)
export const isCommunityPage = named('social')
// /my-orders/{order id}/{order token}/ (and the list at /my-orders/)
export const isOrdersPage = named('orders', 'order')
// /flash/{user_url}-trade-{id}/ and {city_url}/sample-sales/
export const isSalePage = named('flash', 'sample-sales')
// /pro-purchase/
export const isProPurchasePage = named('pro-purchase')
// /native-comment/{comment_type}/{source_id}/{comment_id}/{username}/0/
export const isNativeCommentPage = named('native-comment')
// /signup/: the shell draws the page and opens its signup form
export const isSignupPage = named('signup')

export const always: ActivityFunction = () => true

// header widgets draw nothing the first screen needs: they become active only once the page's own
// application has drawn and the browser is idle (start-shell.ts), so their modules neither load nor
// start alongside the first screen. A widget that draws nothing for a visitor (the bell, the basket;
// the chat icon a visitor sees is the shell's) loads nothing for one either:
// it starts after the first screen of a signed-in member, and comes and goes with the session
let firstScreenUp = false
export const afterFirstScreenForMembers: ActivityFunction = () => firstScreenUp && bus.isSignedIn()
// a host that draws nothing until one of its overlays opens (the comment popup, the likes list, the
// pro upsell) loads nothing until then: it becomes active when one of them is asked for, or when
// the address asks for one (a shared comment's #pec= link), and stays active; its module reads the
// overlay that is open when it mounts. The shell re-checks on every overlay that opens
const awaited = new Set<OverlayName>()
export function whenAsked(overlays: readonly OverlayName[], hash?: RegExp): ActivityFunction {
  let asked = false
  for (const name of overlays) awaited.add(name)
  return (location) => {
    if (asked) return true
    const open = bus.overlay$.value?.name
    asked = (open !== undefined && overlays.includes(open)) || (hash?.test(location.hash) ?? false)
    if (asked) for (const name of overlays) awaited.delete(name)
    return asked
  }
}
// an overlay whose host has not been asked to load yet
export const isAwaitedOverlay = (name: OverlayName): boolean => awaited.has(name)

export function markFirstScreenUp(): void {
  firstScreenUp = true
}

export const ROUTE_ACTIVITIES: readonly ActivityFunction[] = [
  isDiscoveryPage,
  isChatPage,
  isProfilePage,
  isCommunityPage,
  isOrdersPage,
  isSalePage,
  isProPurchasePage,
  isNativeCommentPage,
  isSignupPage,
]
