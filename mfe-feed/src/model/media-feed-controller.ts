import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState } from './timers.ts'
import type { FeedItem, FeedScope, MediaPage } from './types.ts'

export interface MediaRequest {
  scope: FeedScope
  // the lowest id seen: older ones
  afterId?: number
}

export type GetMedia = (request: MediaRequest) => Promise<ApiResult<MediaPage>>

export interface MediaFeedState {
  phase: 'idle' | 'loading' | 'ready' | 'error'
  items: FeedItem[]
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  error: string | null
}

// the media feed (spec part 7 activity_media_feed_get): newest first, 'more' asks with after_id,
// the lowest id seen; answers from before a reset are ignored
export function createMediaFeedController(deps: { getMedia: GetMedia; scope: FeedScope }) {
  const state = createState<MediaFeedState>({
    phase: 'idle',
    items: [],
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    error: null,
  })
  let generation = 0

  const lowestId = () =>
    state.get().items.reduce((low, item) => Math.min(low, item.id), Number.POSITIVE_INFINITY)

  async function reset(): Promise<void> {
    const mine = ++generation
    state.set({
      phase: 'loading',
      items: [],
      hasMore: false,
      loadingMore: false,
      moreFailed: false,
      error: null,
    })
    const result = await deps.getMedia({ scope: deps.scope })
    if (mine !== generation) return
    if (!result.valid) {
      state.set({ phase: 'error', error: result.message ?? null })
      return
    }
    state.set({
      phase: 'ready',
      items: result.envelope.values.feed,
      hasMore: result.envelope.values.has_more,
    })
  }

  async function loadMore(): Promise<void> {
    const now = state.get()
    if (now.phase !== 'ready' || !now.hasMore || now.loadingMore || now.items.length === 0) return
    const mine = generation
    state.set({ loadingMore: true, moreFailed: false })
    const result = await deps.getMedia({ scope: deps.scope, afterId: lowestId() })
    if (mine !== generation) return
    if (!result.valid) {
      state.set({ loadingMore: false, moreFailed: true, error: result.message ?? null })
      return
    }
    const seen = new Set(state.get().items.map((item) => item.id))
    state.set({
      loadingMore: false,
      items: [...state.get().items, ...result.envelope.values.feed.filter((item) => !seen.has(item.id))],
      hasMore: result.envelope.values.has_more,
    })
  }

  return { getState: state.get, subscribe: state.subscribe, reset, loadMore }
}

export type MediaFeedController = ReturnType<typeof createMediaFeedController>
