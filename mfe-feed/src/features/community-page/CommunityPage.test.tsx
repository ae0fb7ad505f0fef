import { afterEach, describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { feedPage, ok } from '../../test-support/fakes.ts'
import { restoreDeps, useFakeDeps } from '../../test-support/render.tsx'
import { CommunityPage, cityPrefixFromPath, sharedItemId } from './CommunityPage.tsx'

afterEach(() => {
  restoreDeps()
  window.history.replaceState(null, '', '/')
})

describe('the community page', () => {
  it('reads the city from the path and the shared post from ?uai', () => {
    expect(cityPrefixFromPath('/london/social/')).toBe('/london')
    expect(sharedItemId('?uai=12')).toBe(12)
    expect(sharedItemId('?uai=12abc')).toBeNull()
    expect(sharedItemId('?uai=0')).toBeNull()
    expect(sharedItemId('')).toBeNull()
  })

  it('shows the city’s community feed under its name', async () => {
    const { callsOf } = useFakeDeps({
      people: { city: async () => ({ id: 1, name: 'London', url: '/london' }) },
      feed: { getFeed: async () => ok(feedPage([9])) },
    })
    window.history.replaceState(null, '', '/london/social/')
    render(<CommunityPage />)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('London community')
    expect(await screen.findByText('Post 9')).toBeTruthy()
    expect(callsOf('city')[0]?.args).toEqual(['/london'])
    expect(callsOf('getFeed')[0]?.args[0]).toEqual({ scope: { cityPrefix: '/london' }, direction: 'next' })
    // posts already in the community feed are not shared into it again
    expect(screen.queryByRole('button', { name: 'Share to the community feed' })).toBeNull()
  })

  it('puts the shared post of ?uai= on top, whole, and says when it is gone', async () => {
    const { callsOf } = useFakeDeps({
      people: { city: async () => ({ id: 1, name: 'London', url: '/london' }) },
      feed: {
        getFeed: async (request) =>
          request.itemIds
            ? ok(feedPage(request.itemIds[0] === 12 ? [12] : [], { layout: 'full' }))
            : ok(feedPage([9])),
      },
    })
    window.history.replaceState(null, '', '/london/social/?uai=12')
    const { unmount } = render(<CommunityPage />)
    const shared = await screen.findByTestId('shared-post')
    expect(await within(shared).findByText('Post 12')).toBeTruthy()
    expect(
      callsOf('getFeed').find((call) => (call.args[0] as { itemIds?: number[] }).itemIds)?.args[0],
    ).toEqual({
      scope: { everywhere: true },
      itemIds: [12],
    })
    unmount()
    window.history.replaceState(null, '', '/london/social/?uai=13')
    render(<CommunityPage />)
    expect(await screen.findByText('This post is no longer available.')).toBeTruthy()
  })

  it('says so for a city the site does not have', async () => {
    // the feed is asked alongside the city, so the page does not wait for one before the other
    useFakeDeps({ people: { city: async () => null }, feed: { getFeed: async () => ok(feedPage([])) } })
    window.history.replaceState(null, '', '/atlantis/social/')
    render(<CommunityPage />)
    expect(await screen.findByText('We could not find this city.')).toBeTruthy()
    expect(screen.queryByTestId('activity-feed')).toBeNull()
  })
})
