import { afterEach, describe, expect, it } from '@jest/globals'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { failed, feedItem, ok } from '../../test-support/fakes.ts'
import { restoreDeps, useFakeDeps } from '../../test-support/render.tsx'
import { MediaFeed } from './MediaFeed.tsx'

afterEach(restoreDeps)

const photos = (ids: number[]) =>
  ids.map((id) => {
    const item = feedItem(id, { photos: 1 })
    const source = item.source as { media: unknown[] }
    return { ...item, source_type: 'media' as const, source: source.media[0] as never }
  })

describe('the media feed', () => {
  it('shows its intro, the photos, and more of them on request', async () => {
    const { callsOf } = useFakeDeps({
      feed: {
        getMedia: async (request) =>
          request.afterId
            ? ok({ feed: photos([3]), has_more: false })
            : ok({ feed: photos([9, 8]), has_more: true }),
      },
    })
    render(<MediaFeed scope={{ userId: 5 }} userName="Theo Wong" />)
    expect(screen.getByText('Photos and videos Theo Wong has shared.')).toBeTruthy()
    const grid = await screen.findByTestId('media-feed')
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'More photos and videos' }))
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(3))
    expect(callsOf('getMedia').map((call) => call.args[0])).toEqual([
      { scope: { userId: 5 } },
      { scope: { userId: 5 }, afterId: 8 },
    ])
    expect(screen.queryByRole('button', { name: 'More photos and videos' })).toBeNull()
  })

  it('says a member has shared no media yet, and the community line elsewhere', async () => {
    useFakeDeps({ feed: { getMedia: async () => ok({ feed: [], has_more: false }) } })
    const { unmount } = render(<MediaFeed scope={{ userId: 5 }} userName="Theo Wong" />)
    expect(await screen.findByText("This user hasn't shared any media on the product yet!")).toBeTruthy()
    unmount()
    render(<MediaFeed scope={{ cityPrefix: '/london' }} />)
    expect(screen.getByText('Photos and videos members have shared lately.')).toBeTruthy()
    expect(await screen.findByText('Check back later to see what the community are up to!')).toBeTruthy()
  })

  it('shows its error message with Try again', async () => {
    useFakeDeps({ feed: { getMedia: async () => failed() } })
    render(<MediaFeed scope={{ cityPrefix: '/london' }} />)
    expect(
      await screen.findByText(
        'There was an error getting the media feed! Please check your connection and try again.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
