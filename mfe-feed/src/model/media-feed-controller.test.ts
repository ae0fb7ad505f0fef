import { describe, expect, it } from '@jest/globals'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { deferred, failed, feedItem, flush, ok } from '../test-support/fakes.ts'
import { createMediaFeedController, type MediaRequest } from './media-feed-controller.ts'
import type { MediaPage } from './types.ts'

const scope = { userId: 5 }
const media = (ids: number[], has_more: boolean): MediaPage => ({
  feed: ids.map((id) => feedItem(id, { source_type: 'media' })),
  has_more,
})

function harness() {
  const calls: { request: MediaRequest; answer: ReturnType<typeof deferred<ApiResult<MediaPage>>> }[] = []
  const controller = createMediaFeedController({
    scope,
    getMedia: (request) => {
      const answer = deferred<ApiResult<MediaPage>>()
      calls.push({ request, answer })
      return answer.promise
    },
  })
  const answer = async (index: number, result: ApiResult<MediaPage>) => {
    calls[index]?.answer.resolve(result)
    await flush()
  }
  return { controller, calls, answer }
}

describe('the media feed', () => {
  it('asks for older photos with after_id, the lowest id seen', async () => {
    const { controller, calls, answer } = harness()
    void controller.reset()
    await answer(0, ok(media([30, 22, 25], true)))
    void controller.loadMore()
    expect(calls[1]?.request).toEqual({ scope, afterId: 22 })
    await answer(1, ok(media([21, 20], false)))
    expect(controller.getState().items.map((item) => item.id)).toEqual([30, 22, 25, 21, 20])
    expect(controller.getState().hasMore).toBe(false)
  })

  it('shows the server’s error text, and ignores answers from before a reset', async () => {
    const { controller, answer } = harness()
    void controller.reset()
    void controller.reset()
    await answer(1, failed({ message: 'Media is resting', step: 1 }))
    await answer(0, ok(media([1], false)))
    expect(controller.getState()).toMatchObject({ phase: 'error', error: 'Media is resting', items: [] })
  })
})
