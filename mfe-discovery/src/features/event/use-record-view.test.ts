import { describe, expect, it } from '@jest/globals'
import { placementHref } from '../shared/EventCard.tsx'
import { takePlacementToken } from './use-record-view.ts'

describe('paid placement links', () => {
  it('sign the card link of a featured event and leave other cards as they are', () => {
    expect(placementHref({ detailUrl: '/london/event/sample-sale/', placementToken: 'a.b' })).toBe(
      '/london/event/sample-sale/?placement=a.b',
    )
    expect(placementHref({ detailUrl: '/london/event/talk/', placementToken: null })).toBe(
      '/london/event/talk/',
    )
  })

  it('hand the token to the view once and take it off the address, keeping the rest of it', () => {
    window.history.replaceState(null, '', '/london/event/sample-sale/?placement=tok&utm_source=x#pec=4')
    expect(takePlacementToken()).toBe('tok')
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/london/event/sample-sale/?utm_source=x#pec=4',
    )
    expect(takePlacementToken()).toBeNull()
  })
})
