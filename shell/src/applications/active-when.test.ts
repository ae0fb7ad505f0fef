import { describe, expect, it } from '@jest/globals'
import {
  isChatPage,
  isCityHome,
  isCommunityPage,
  isDiscoveryPage,
  isNativeCommentPage,
  isOrdersPage,
  isProfilePage,
  isSignupPage,
} from './active-when.ts'

const at = (path: string) => new URL(path, 'https://showroom.test')

describe('the routes of spec part 2', () => {
  it('sends / and /{city_url}/ to the city home', () => {
    for (const path of ['/', '/london/', '/new-york', '/hong-kong/?ref=ava'])
      expect(isCityHome(at(path))).toBe(true)
    for (const path of [
      '/c/12/',
      '/user/ava',
      '/signup/',
      '/pro-purchase/',
      '/search.html/',
      '/london/social/',
    ]) {
      expect(isCityHome(at(path))).toBe(false)
    }
  })

  it('sends event, date, calendar, news, designer, venue, lookbook and dashboard pages to discovery', () => {
    for (const path of [
      '/london/event/spring-sample-sale/',
      '/london/events/2026-12-01/',
      '/hong-kong/calendar/',
      '/new-york/news/',
      '/london/news/a-headline/',
      '/news/a-headline/',
      '/brand/atelier-nord/',
      '/venue/the-glasshouse/',
      '/lookbook/atelier-nord-ss27/',
      '/dashboard/event/spring-sample-sale/',
    ])
      expect(isDiscoveryPage(at(path))).toBe(true)
    for (const path of ['/c/12/', '/user/ava', '/london/social/', '/signup/', '/zh/search.html/'])
      expect(isDiscoveryPage(at(path))).toBe(false)
  })

  it('recognises the chat, profile, orders, native comment and signup pages', () => {
    expect(isChatPage(at('/c/12/'))).toBe(true)
    expect(isChatPage(at('/c/'))).toBe(false)
    expect(isProfilePage(at('/user/ava'))).toBe(true)
    expect(isOrdersPage(at('/my-orders/3/token/'))).toBe(true)
    expect(isNativeCommentPage(at('/native-comment/event/1/2/ava/0/'))).toBe(true)
    expect(isSignupPage(at('/signup/'))).toBe(true)
    expect(isCommunityPage(at('/london/social/'))).toBe(true)
    expect(isCommunityPage(at('/london/social/?uai=12'))).toBe(true)
    expect(isCommunityPage(at('/social/'))).toBe(false)
  })
})

describe('the header widgets and hosts', () => {
  it('the chat icon, the bell and the basket wait for the first screen and a member; the hosts for their overlay', async () => {
    const { APPLICATIONS } = await import('./applications.ts')
    const { isAwaitedOverlay, markFirstScreenUp } = await import('./active-when.ts')
    const { bus } = await import('@showroom/bus')
    const widgets = APPLICATIONS.filter((app) => app.mountpoint !== 'main')
    expect(widgets.map((app) => app.name)).toEqual([
      'mfe-chat:header-widget',
      'mfe-feed:notifications-widget',
      'mfe-commerce:upsell-host',
      'mfe-commerce:basket-widget',
      'mfe-comments:popup-host',
    ])
    const active = (path: string) => widgets.filter((app) => app.activeWhen(at(path))).map((app) => app.name)
    for (const path of ['/london/', '/c/12/', '/signup/']) expect(active(path)).toEqual([])
    markFirstScreenUp()
    // a visitor's bell and basket would draw nothing, and their chat icon is the shell's; the hosts
    // draw nothing until their overlay opens: none of those modules is even loaded
    for (const path of ['/london/', '/c/12/', '/signup/']) expect(active(path)).toEqual([])
    expect(
      ['comment-popup', 'likes-list', 'pro-upsell'].every((name) => isAwaitedOverlay(name as never)),
    ).toBe(true)
    expect(isAwaitedOverlay('search')).toBe(false)

    // a shared comment's link asks for the comments' host at once
    expect(active('/london/event/a-show/#pec=12')).toEqual(['mfe-comments:popup-host'])
    expect(isAwaitedOverlay('likes-list')).toBe(false)
    // and once asked, it stays
    expect(active('/london/')).toEqual(['mfe-comments:popup-host'])

    bus.openOverlay('pro-upsell')
    expect(isAwaitedOverlay('pro-upsell')).toBe(true)
    expect(active('/london/')).toEqual(['mfe-commerce:upsell-host', 'mfe-comments:popup-host'])
    expect(isAwaitedOverlay('pro-upsell')).toBe(false)
    bus.closeOverlay()
    expect(active('/london/')).toEqual(['mfe-commerce:upsell-host', 'mfe-comments:popup-host'])

    bus.setSession({
      user_id: 7,
      user_token: 'tok',
      user_is_pro: false,
      user_points: 10,
      user_is_team: false,
    })
    for (const path of ['/london/', '/c/12/', '/signup/'])
      expect(active(path)).toEqual(widgets.map((app) => app.name))
    bus.setSession(null)
    expect(active('/london/')).not.toContain('mfe-feed:notifications-widget')
    expect(active('/london/')).not.toContain('mfe-chat:header-widget')
  })
})
