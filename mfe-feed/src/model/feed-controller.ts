import { LIMITS } from '@showroom/contracts'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState, type Timers } from './timers.ts'
import type { FeedItem, FeedPage, FeedScope } from './types.ts'

export interface FeedRequest {
  scope: FeedScope
  pageToken?: string | null
  direction?: 'next' | 'previous'
  itemIds?: readonly number[]
}

export type GetFeed = (request: FeedRequest) => Promise<ApiResult<FeedPage>>

// an item on the page; item is null while it is emptied far off screen (its height keeps its place)
export interface FeedEntry {
  id: number
  item: FeedItem | null
}

// load newer found more than one page: these many items lie unseen under the entry afterId
export interface FeedGap {
  afterId: number
  count: number
  capped: boolean
  pageToken: string
  loading: boolean
}

export interface FeedState {
  phase: 'idle' | 'loading' | 'ready' | 'error'
  entries: FeedEntry[]
  hasMore: boolean
  loadingOlder: boolean
  loadingNewer: boolean
  // the next page failed: the bottom shows the error with a 'Try again'
  olderFailed: boolean
  // the server's error text when it sent one (spec part 8: server text preferred)
  error: string | null
  gaps: FeedGap[]
  layout: string
}

const initial: FeedState = {
  phase: 'idle',
  entries: [],
  hasMore: false,
  loadingOlder: false,
  loadingNewer: false,
  olderFailed: false,
  error: null,
  gaps: [],
  layout: 'summary',
}

const MAX_ITEM_IDS = 50

// spec parts 4 and 9, the activity feed's paging: a full reset clears every cursor; the next page
// continues from the last page_token; load newer (page_direction previous from the newest item)
// runs at most once at a time and only 5000 ms after the last refresh (asked or answered, whichever
// is later); an answer to a request made
// before a reset is ignored; a gap the server reports stays on the page until walked through
export function createFeedController(deps: { getFeed: GetFeed; scope: FeedScope; timers: Timers }) {
  const state = createState<FeedState>(initial)
  // bumped by every reset: answers carrying an older number are stale
  let generation = 0
  let olderToken: string | null = null
  let newerToken: string | null = null
  let lastRefreshAt = Number.NEGATIVE_INFINITY
  const restoring = new Set<number>()

  const known = () => new Set(state.get().entries.map((entry) => entry.id))
  const fresh = (items: readonly FeedItem[], ids: Set<number>) =>
    items.filter((item) => {
      if (ids.has(item.id)) return false
      ids.add(item.id)
      return true
    })
  const toEntries = (items: readonly FeedItem[]): FeedEntry[] => items.map((item) => ({ id: item.id, item }))
  const errorOf = (result: ApiResult<FeedPage>) => (result.valid ? null : (result.message ?? null))

  async function reset(): Promise<void> {
    const mine = ++generation
    olderToken = null
    newerToken = null
    restoring.clear()
    lastRefreshAt = deps.timers.now()
    state.set({ ...initial, phase: 'loading' })
    const result = await deps.getFeed({ scope: deps.scope, direction: 'next' })
    if (mine !== generation) return
    lastRefreshAt = deps.timers.now()
    if (!result.valid) {
      state.set({ phase: 'error', error: errorOf(result) })
      return
    }
    const page = result.envelope.values
    olderToken = page.page_token
    newerToken = page.first_page_token ?? page.feed[0]?.page_token ?? null
    state.set({
      phase: 'ready',
      entries: toEntries(fresh(page.feed, new Set())),
      hasMore: page.has_more,
      layout: page.layout,
    })
  }

  // after a failure only the reader's 'Try again' (retry) asks again, not every scroll
  async function loadOlder(options: { retry?: boolean } = {}): Promise<boolean> {
    const now = state.get()
    if (now.phase !== 'ready' || !now.hasMore || now.loadingOlder || !olderToken) return false
    if (now.olderFailed && !options.retry) return false
    const mine = generation
    state.set({ loadingOlder: true, olderFailed: false })
    const result = await deps.getFeed({ scope: deps.scope, pageToken: olderToken, direction: 'next' })
    if (mine !== generation) return false
    if (!result.valid) {
      state.set({ loadingOlder: false, olderFailed: true, error: errorOf(result) })
      return false
    }
    const page = result.envelope.values
    olderToken = page.page_token ?? olderToken
    state.set({
      loadingOlder: false,
      entries: [...state.get().entries, ...toEntries(fresh(page.feed, known()))],
      hasMore: page.has_more,
    })
    return true
  }

  // scrolled back to the top: what was posted since, if the last refresh is 5000 ms old
  async function loadNewer(): Promise<boolean> {
    const now = state.get()
    if (now.phase !== 'ready' || now.loadingNewer) return false
    if (deps.timers.now() - lastRefreshAt < LIMITS.feedRefreshMinIntervalMs) return false
    const mine = generation
    lastRefreshAt = deps.timers.now()
    state.set({ loadingNewer: true })
    // an empty feed has no newest item to ask above: its first page is what is new
    const result = await deps.getFeed(
      newerToken
        ? { scope: deps.scope, pageToken: newerToken, direction: 'previous' }
        : { scope: deps.scope, direction: 'next' },
    )
    if (mine !== generation) return false
    // the refresh is as recent as its answer
    lastRefreshAt = deps.timers.now()
    if (!result.valid) {
      state.set({ loadingNewer: false })
      return false
    }
    const page = result.envelope.values
    const added = fresh(page.feed, known())
    if (!newerToken) {
      olderToken = page.page_token
      state.set({ hasMore: page.has_more })
    }
    newerToken = page.first_page_token ?? added[0]?.page_token ?? newerToken
    const last = added.at(-1)
    const gaps =
      page.gap && last
        ? [
            {
              afterId: last.id,
              count: page.gap.count,
              capped: page.gap.count_capped,
              pageToken: page.gap.page_token,
              loading: false,
            },
            ...state.get().gaps,
          ]
        : state.get().gaps
    state.set({ loadingNewer: false, entries: [...toEntries(added), ...state.get().entries], gaps })
    return added.length > 0
  }

  // walks down through a gap: its items go under the entry it hangs from, until they meet the
  // items already shown
  async function loadGap(afterId: number): Promise<void> {
    const gap = state.get().gaps.find((candidate) => candidate.afterId === afterId)
    if (!gap || gap.loading) return
    const mine = generation
    const setGap = (next: FeedGap | null) =>
      state.set({
        gaps: state
          .get()
          .gaps.flatMap((candidate) => (candidate.afterId === afterId ? (next ? [next] : []) : [candidate])),
      })
    setGap({ ...gap, loading: true })
    const result = await deps.getFeed({ scope: deps.scope, pageToken: gap.pageToken, direction: 'next' })
    if (mine !== generation) return
    if (!result.valid) {
      setGap({ ...gap, loading: false })
      return
    }
    const page = result.envelope.values
    const ids = known()
    const met = page.feed.some((item) => ids.has(item.id))
    const added: FeedItem[] = []
    for (const item of page.feed) {
      if (ids.has(item.id)) break
      ids.add(item.id)
      added.push(item)
    }
    const entries = [...state.get().entries]
    const at = entries.findIndex((entry) => entry.id === afterId)
    entries.splice(at + 1, 0, ...toEntries(added))
    const last = added.at(-1)
    const closed = met || !page.has_more || !last || !page.page_token
    state.set({ entries })
    setGap(
      closed
        ? null
        : {
            afterId: last.id,
            count: Math.max(0, gap.count - added.length),
            capped: gap.capped,
            pageToken: page.page_token ?? gap.pageToken,
            loading: false,
          },
    )
  }

  // far off screen: the item's content goes, its place stays
  function dispose(ids: readonly number[]): void {
    if (ids.length === 0) return
    const gone = new Set(ids)
    state.set({
      entries: state
        .get()
        .entries.map((entry) => (gone.has(entry.id) ? { id: entry.id, item: null } : entry)),
    })
  }

  // near again: emptied items are asked for by id (item_ids); an item the server no longer gives
  // (deleted, hidden) leaves the page
  async function restore(ids: readonly number[]): Promise<void> {
    const wanted = ids.filter((id) => !restoring.has(id)).slice(0, MAX_ITEM_IDS)
    if (wanted.length === 0) return
    for (const id of wanted) restoring.add(id)
    const mine = generation
    const result = await deps.getFeed({ scope: deps.scope, itemIds: wanted })
    for (const id of wanted) restoring.delete(id)
    if (mine !== generation || !result.valid) return
    const byId = new Map(result.envelope.values.feed.map((item) => [item.id, item]))
    const asked = new Set(wanted)
    state.set({
      entries: state.get().entries.flatMap((entry) => {
        if (!asked.has(entry.id) || entry.item) return [entry]
        const item = byId.get(entry.id)
        return item ? [{ id: entry.id, item }] : []
      }),
    })
  }

  // a post just shared into this feed goes on top
  function prepend(item: FeedItem): void {
    if (known().has(item.id)) return
    state.set({ entries: [{ id: item.id, item }, ...state.get().entries] })
  }

  return {
    getState: state.get,
    subscribe: state.subscribe,
    reset,
    loadOlder,
    loadNewer,
    loadGap,
    dispose,
    restore,
    prepend,
  }
}

export type FeedController = ReturnType<typeof createFeedController>
