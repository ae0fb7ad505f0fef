import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { setLocale } from '@showroom/i18n'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { FeedItem, FeedPage } from '../../model/types.ts'
import { failed, feedItem, feedPage, ok } from '../../test-support/fakes.ts'
import { member, proMember, restoreDeps, signIn, useFakeDeps } from '../../test-support/render.tsx'
import { ActivityFeed } from './ActivityFeed.tsx'

afterEach(restoreDeps)

const city = { cityPrefix: '/london' }

describe('the activity feed', () => {
  it('shows each post: who did what where, when, its words and its actions', async () => {
    useFakeDeps({ feed: { getFeed: async () => ok(feedPage([9, 8])) } })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    const posts = await screen.findAllByRole('article')
    expect(posts).toHaveLength(2)
    const first = posts[0] as HTMLElement
    expect(first.querySelector('.sr-feed-item__title')?.textContent).toBe(
      'Theo Wong commented on Maison Verre Warehouse Sale',
    )
    expect(within(first).getByText('5 minutes ago')).toBeTruthy()
    expect(within(first).getByText('Post 9')).toBeTruthy()
    expect(within(first).getByText('3 likes')).toBeTruthy()
    fireEvent.click(within(first).getByRole('button', { name: '2 replies' }))
    expect(bus.overlay$.value).toEqual({
      name: 'comment-popup',
      params: { comment_type: 'event', comment_id: 1009 },
    })
    fireEvent.click(within(first).getByRole('button', { name: 'Share' }))
    expect(bus.overlay$.value).toEqual({
      name: 'share',
      params: { url: '/london/social/?uai=9', title: 'Theo Wong' },
    })
  })

  it('asks for the feed again when the page changes language: the server words the titles', async () => {
    const asked: string[] = []
    useFakeDeps({
      feed: {
        getFeed: async () => {
          asked.push(document.cookie)
          return ok(feedPage([9, 8]))
        },
      },
    })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    await screen.findAllByRole('article')
    await act(() => setLocale('zh'))
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(asked[1]).toContain('locale=zh')
    await act(() => setLocale('en'))
    await waitFor(() => expect(asked).toHaveLength(3))
  })

  it('trims a long post to about 100 characters with a more link that shows all of it', async () => {
    const text = `${'A long story about a sample sale. '.repeat(6)}The end.`
    useFakeDeps({ feed: { getFeed: async () => ok({ ...feedPage([]), feed: [feedItem(3, { text })] }) } })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    const more = await screen.findByRole('button', { name: 'more' })
    const paragraph = more.closest('p') as HTMLElement
    expect(paragraph.textContent?.length).toBeLessThan(110)
    fireEvent.click(more)
    expect(screen.getByText(/The end\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull()
  })

  it('shows at most 4 photos of a post with + N for the rest', async () => {
    useFakeDeps({
      feed: { getFeed: async () => ok({ ...feedPage([]), feed: [feedItem(3, { photos: 7 })] }) },
    })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    const media = await screen.findByTestId('feed-media')
    expect(within(media).getAllByRole('button')).toHaveLength(4)
    expect(screen.getByTestId('feed-media-more').textContent).toBe('+ 3')
    fireEvent.click(within(media).getAllByRole('button')[3] as HTMLElement)
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('says a member has shared nothing yet on their profile, and the community line elsewhere', async () => {
    useFakeDeps({ feed: { getFeed: async () => ok(feedPage([])) } })
    const { unmount } = render(<ActivityFeed scope={{ userId: 5 }} userPage canShareToFeed />)
    expect(await screen.findByText("This user hasn't shared any updates on the product yet!")).toBeTruthy()
    unmount()
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    expect(await screen.findByText('Check back later to see what the community are up to!')).toBeTruthy()
  })

  it('shows the server’s error text when there is one, else the spec’s, with Try again', async () => {
    const answers: ApiResult<FeedPage>[] = [
      failed({ message: 'Feeds are resting for a minute', step: 1 }),
      failed(),
      ok(feedPage([4])),
    ]
    const { callsOf } = useFakeDeps({ feed: { getFeed: async () => answers.shift() ?? failed() } })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    expect(await screen.findByText('Feeds are resting for a minute')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText(
        'There was an error getting the fam feed! Please check your connection and try again.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Post 4')).toBeTruthy()
    expect(callsOf('getFeed')).toHaveLength(3)
  })

  it('loads the next page while the end of the feed is within three screens', async () => {
    const { callsOf } = useFakeDeps({
      feed: {
        getFeed: async (request) =>
          request.pageToken === 't8' ? ok(feedPage([7, 6])) : ok(feedPage([9, 8], { has_more: true })),
      },
    })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    expect(await screen.findByText('Post 6')).toBeTruthy()
    expect(callsOf('getFeed').map((call) => call.args[0])).toEqual([
      { scope: city, direction: 'next' },
      { scope: city, pageToken: 't8', direction: 'next' },
    ])
  })

  it('sends a visitor to sign up and a member who is not trusted to the pro sharing upsell', async () => {
    const { callsOf } = useFakeDeps({ feed: { getFeed: async () => ok(feedPage([9])) } })
    render(<ActivityFeed scope={{ userId: 5 }} userPage canShareToFeed />)
    fireEvent.click(await screen.findByRole('button', { name: 'Share to the community feed' }))
    expect(bus.overlay$.value?.name).toBe('signup')
    signIn(member)
    fireEvent.click(screen.getByRole('button', { name: 'Share to the community feed' }))
    expect(bus.overlay$.value).toEqual({ name: 'pro-upsell', params: { variant: 'sharing' } })
    expect(callsOf('share')).toEqual([])
  })

  it('shares a pro member’s post into its city and confirms it; a server refusal opens the upsell', async () => {
    const answers: ApiResult<{ item: FeedItem }>[] = [
      ok({ item: feedItem(50) }),
      failed({ status: 403, step: 3, message: 'Pro only' }),
    ]
    const { callsOf } = useFakeDeps({
      feed: { getFeed: async () => ok(feedPage([9])), share: async () => answers.shift() ?? failed() },
    })
    const popups: string[] = []
    const watching = bus.popup$.subscribe((popup) => popup && popups.push(popup.message))
    signIn(proMember)
    render(<ActivityFeed scope={{ userId: 5 }} userPage canShareToFeed />)
    fireEvent.click(await screen.findByRole('button', { name: 'Share to the community feed' }))
    await waitFor(() => expect(popups).toEqual(['Shared to the community feed.']))
    expect(callsOf('share').map((call) => call.args)).toEqual([[9, 1]])
    fireEvent.click(screen.getByRole('button', { name: 'Share to the community feed' }))
    await waitFor(() =>
      expect(bus.overlay$.value).toEqual({ name: 'pro-upsell', params: { variant: 'sharing' } }),
    )
    watching.unsubscribe()
  })

  it('starts over when a native app asks for a refresh', async () => {
    const { callsOf } = useFakeDeps({ feed: { getFeed: async () => ok(feedPage([9])) } })
    render(<ActivityFeed scope={city} userPage={false} canShareToFeed={false} />)
    await screen.findByText('Post 9')
    act(() => bus.emit('native.refresh.requested'))
    await waitFor(() => expect(callsOf('getFeed')).toHaveLength(2))
    expect(callsOf('getFeed')[1]?.args[0]).toEqual({ scope: city, direction: 'next' })
  })
})
