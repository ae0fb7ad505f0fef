import { describe, expect, it } from '@jest/globals'
import { matchRoute } from './routes.ts'

const pageOf = (path: string) => matchRoute(path)?.route.name ?? null

describe('the discovery route table', () => {
  it('sends each path to its page with its params', () => {
    expect(pageOf('/')).toBe('city-home')
    expect(matchRoute('/london/')?.params).toEqual({ city: 'london' })
    expect(matchRoute('/london/event/spring-sale/')?.params).toEqual({ city: 'london', slug: 'spring-sale' })
    expect(pageOf('/london/events/2026-12-01/')).toBe('event-date')
    expect(pageOf('/hong-kong/calendar/')).toBe('calendar')
    expect(pageOf('/brand/atelier-nord/')).toBe('designer')
    expect(pageOf('/venue/the-glasshouse/')).toBe('venue')
    expect(pageOf('/lookbook/atelier-nord-ss27/')).toBe('lookbook')
    expect(pageOf('/dashboard/event/spring-sale/')).toBe('dashboard-event')
  })

  it('does not mistake the dashboard for a city', () => {
    expect(pageOf('/dashboard/')).toBe('dashboard')
  })

  it('leaves malformed paths to the not-found page', () => {
    expect(pageOf('/london/events/not-a-date/')).toBeNull()
    expect(pageOf('/london/event/a/b/')).toBeNull()
  })
})
