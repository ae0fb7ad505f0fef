import { describe, expect, it } from '@jest/globals'
import { matchSiteRoute } from './routes.ts'

const nameOf = (path: string) => matchSiteRoute(path)?.route.name ?? null

describe('the site route table', () => {
  it('names the page of every spec route', () => {
    expect(nameOf('/')).toBe('city-home')
    expect(nameOf('/london/')).toBe('city-home')
    expect(nameOf('/london/event/spring-sale/')).toBe('event')
    expect(nameOf('/london/events/2026-11-24/')).toBe('event-date')
    expect(nameOf('/hong-kong/news/')).toBe('news-list')
    expect(nameOf('/news/a-story/')).toBe('news')
    expect(nameOf('/brand/atelier-nord/')).toBe('designer')
    expect(nameOf('/venue/the-glasshouse/')).toBe('venue')
    expect(nameOf('/dashboard/event/x/')).toBe('dashboard-event')
    expect(nameOf('/c/12/')).toBe('chat')
    expect(nameOf('/user/ava')).toBe('profile')
    expect(nameOf('/my-orders/3/abc/')).toBe('order')
    expect(nameOf('/pro-purchase/')).toBe('pro-purchase')
    expect(nameOf('/native-comment/event/1/2/ava/0/')).toBe('native-comment')
    expect(nameOf('/signup/')).toBe('signup')
    expect(nameOf('/london/social/')).toBe('social')
  })

  it('marks the shell pages of features not built yet as coming soon, and gives the community feed to the feed module', () => {
    expect(matchSiteRoute('/london/social/?uai=12')?.route).toMatchObject({ owner: 'mfe-feed' })
    expect(matchSiteRoute('/london/social/?uai=12')?.route.comingSoon).toBeUndefined()
    expect(matchSiteRoute('/flash/ava-trade-3/')?.route).toMatchObject({
      name: 'flash',
      owner: 'mfe-commerce',
    })
  })

  it('has no page for unknown paths, malformed ones or a bare section', () => {
    for (const path of ['/foo/bar/baz/', '/london/nothing/', '/brand/', '/c/abc/', '/flash/', '/%E0%A4%A/']) {
      expect(nameOf(path)).toBeNull()
    }
  })

  it('returns the params of the page', () => {
    expect(matchSiteRoute('/london/event/spring-sale/')?.params).toEqual({
      city: 'london',
      slug: 'spring-sale',
    })
  })
})
