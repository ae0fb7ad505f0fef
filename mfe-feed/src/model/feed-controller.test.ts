import { describe, expect, it } from '@jest/globals'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { deferred, failed, feedPage, flush, manualClock, ok } from '../test-support/fakes.ts'
import { createFeedController, type FeedRequest } from './feed-controller.ts'
import type { FeedPage } from './types.ts'

const scope = { cityPrefix: '/london' }

// a feed whose every answer the test gives, in any order
function harness() {
  const calls: { request: FeedRequest; answer: ReturnType<typeof deferred<ApiResult<FeedPage>>> }[] = []
  const clock = manualClock()
  const controller = createFeedController({
    scope,
    timers: clock.timers,
    getFeed: (request) => {
      const answer = deferred<ApiResult<FeedPage>>()
      calls.push({ request, answer })
      return answer.promise
    },
  })
  const answer = async (index: number, result: ApiResult<FeedPage>) => {
    calls[index]?.answer.resolve(result)
    await flush()
  }
  const ids = () => controller.getState().entries.map((entry) => entry.id)
  return { controller, calls, clock, answer, ids }
}

describe('the activity feed controller', () => {
  it('loads the first page without a cursor, then the next from its page_token, until has_more is false', async () => {
    const { controller, calls, answer, ids } = harness()
    void controller.reset()
    expect(controller.getState().phase).toBe('loading')
    expect(calls[0]?.request).toEqual({ scope, direction: 'next' })
    await answer(0, ok(feedPage([9, 8, 7], { has_more: true })))
    expect(ids()).toEqual([9, 8, 7])
    void controller.loadOlder()
    expect(calls[1]?.request).toEqual({ scope, pageToken: 't7', direction: 'next' })
    // a post appearing on both pages (others posting meanwhile) shows once
    await answer(1, ok(feedPage([7, 6, 5], { has_more: false })))
    expect(ids()).toEqual([9, 8, 7, 6, 5])
    expect(await controller.loadOlder()).toBe(false)
    expect(calls).toHaveLength(2)
  })

  it('asks for one next page at a time', async () => {
    const { controller, calls, answer } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([3, 2], { has_more: true })))
    void controller.loadOlder()
    void controller.loadOlder()
    expect(calls).toHaveLength(2)
  })

  it('clears every cursor on a full reset', async () => {
    const { controller, calls, clock, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9, 8], { has_more: true })))
    void controller.loadOlder()
    await answer(1, ok(feedPage([7], { has_more: true })))
    void controller.reset()
    expect(controller.getState()).toMatchObject({ phase: 'loading', entries: [], gaps: [] })
    expect(calls[2]?.request).toEqual({ scope, direction: 'next' })
    await answer(2, ok(feedPage([12, 11], { has_more: true })))
    expect(ids()).toEqual([12, 11])
    void controller.loadOlder()
    expect(calls[3]?.request.pageToken).toBe('t11')
    clock.advance(5000)
    void controller.loadNewer()
    expect(calls[4]?.request).toEqual({ scope, pageToken: 't12', direction: 'previous' })
  })

  it('loads newer items only 5000 ms after the last refresh, one load at a time, newest on top', async () => {
    const { controller, calls, clock, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9, 8])))
    clock.advance(4999)
    expect(await controller.loadNewer()).toBe(false)
    expect(calls).toHaveLength(1)
    clock.advance(1)
    void controller.loadNewer()
    expect(calls[1]?.request).toEqual({ scope, pageToken: 't9', direction: 'previous' })
    expect(controller.getState().loadingNewer).toBe(true)
    clock.advance(10_000)
    // still running: no second load
    expect(await controller.loadNewer()).toBe(false)
    expect(calls).toHaveLength(2)
    await answer(1, ok(feedPage([11, 10])))
    expect(ids()).toEqual([11, 10, 9, 8])
    // that load was a refresh: the next waits 5000 ms from it
    clock.advance(4000)
    expect(await controller.loadNewer()).toBe(false)
    clock.advance(6000)
    void controller.loadNewer()
    expect(calls[2]?.request.pageToken).toBe('t11')
  })

  it('ignores an answer to a request made before a reset', async () => {
    const { controller, clock, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9, 8], { has_more: true })))
    clock.advance(5000)
    void controller.loadNewer()
    void controller.loadOlder()
    void controller.reset()
    await answer(3, ok(feedPage([20, 19])))
    // the late answers from before the reset change nothing
    await answer(1, ok(feedPage([10])))
    await answer(2, ok(feedPage([7, 6])))
    expect(ids()).toEqual([20, 19])
    expect(controller.getState().loadingNewer).toBe(false)
  })

  it('keeps a gap that load newer reports and walks down through it until it meets the items shown', async () => {
    const { controller, calls, clock, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9, 8])))
    clock.advance(5000)
    void controller.loadNewer()
    await answer(1, ok(feedPage([30, 29], { gap: { count: 19, count_capped: false, page_token: 't29' } })))
    expect(ids()).toEqual([30, 29, 9, 8])
    expect(controller.getState().gaps).toEqual([
      { afterId: 29, count: 19, capped: false, pageToken: 't29', loading: false },
    ])
    void controller.loadGap(29)
    expect(calls[2]?.request).toEqual({ scope, pageToken: 't29', direction: 'next' })
    await answer(2, ok(feedPage([28, 27], { has_more: true })))
    expect(ids()).toEqual([30, 29, 28, 27, 9, 8])
    expect(controller.getState().gaps).toEqual([
      { afterId: 27, count: 17, capped: false, pageToken: 't27', loading: false },
    ])
    void controller.loadGap(27)
    // the page reaches an item already shown: the gap is closed
    await answer(3, ok(feedPage([26, 9, 8], { has_more: true })))
    expect(ids()).toEqual([30, 29, 28, 27, 26, 9, 8])
    expect(controller.getState().gaps).toEqual([])
  })

  it('shows the server’s error text when the first page fails, and none when it sent none', async () => {
    const { controller, answer } = harness()
    void controller.reset()
    await answer(0, failed({ message: 'The feed is resting', step: 1 }))
    expect(controller.getState()).toMatchObject({ phase: 'error', error: 'The feed is resting' })
    void controller.reset()
    await answer(1, failed())
    expect(controller.getState()).toMatchObject({ phase: 'error', error: null })
  })

  it('does not ask again for a next page that failed until the reader tries again', async () => {
    const { controller, calls, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9], { has_more: true })))
    void controller.loadOlder()
    await answer(1, failed())
    expect(controller.getState().olderFailed).toBe(true)
    expect(await controller.loadOlder()).toBe(false)
    expect(calls).toHaveLength(2)
    void controller.loadOlder({ retry: true })
    await answer(2, ok(feedPage([8])))
    expect(ids()).toEqual([9, 8])
    expect(controller.getState().olderFailed).toBe(false)
  })

  it('empties far-off items and asks for them by id when near, dropping the ones the server no longer gives', async () => {
    const { controller, calls, answer } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9, 8, 7])))
    controller.dispose([9, 8])
    expect(controller.getState().entries.map((entry) => entry.item?.id ?? null)).toEqual([null, null, 7])
    void controller.restore([9, 8])
    // asked once, however often the scroll asks
    void controller.restore([9, 8])
    expect(calls.slice(1).map((call) => call.request)).toEqual([{ scope, itemIds: [9, 8] }])
    await answer(1, ok(feedPage([9], { layout: 'full' })))
    expect(controller.getState().entries.map((entry) => entry.item?.id ?? null)).toEqual([9, 7])
  })

  it('loads the first page as what is new when the feed was empty', async () => {
    const { controller, calls, clock, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([])))
    expect(controller.getState()).toMatchObject({ phase: 'ready', entries: [] })
    clock.advance(5000)
    void controller.loadNewer()
    expect(calls[1]?.request).toEqual({ scope, direction: 'next' })
    await answer(1, ok(feedPage([4, 3], { has_more: true })))
    expect(ids()).toEqual([4, 3])
    void controller.loadOlder()
    expect(calls[2]?.request.pageToken).toBe('t3')
  })

  it('puts a post just shared on top, once', async () => {
    const { controller, answer, ids } = harness()
    void controller.reset()
    await answer(0, ok(feedPage([9, 8])))
    controller.prepend(feedPage([40]).feed[0] as never)
    controller.prepend(feedPage([40]).feed[0] as never)
    expect(ids()).toEqual([40, 9, 8])
  })
})
