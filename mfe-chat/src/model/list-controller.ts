import { type ChatActivity, type ChatListItem, LIMITS } from '@showroom/contracts'
import type { ChatApi } from '../api/chat-api.ts'
import { CHAT_ACTIVITY, type LiveConnection } from './live.ts'
import { createRefresher } from './refresher.ts'
import { createState, type Timers } from './timers.ts'

export type ListPhase = 'idle' | 'loading' | 'ready' | 'error'

export interface ChatListState {
  phase: ListPhase
  chats: ChatListItem[]
}

export interface ListController {
  getState(): ChatListState
  subscribe(listener: () => void): () => void
  open(): void
  retry(): void
  // the list closed or a chat opened: its timer and subscription stop
  stop(): void
}

// the chat list overlay: loaded on open, then refreshed on each chatActivity while the WebSocket is
// live, and every second while it is not (spec part 7: polled every 1 s while the list is open)
export function createListController(deps: {
  api: ChatApi
  live: LiveConnection | null
  timers: Timers
}): ListController {
  const store = createState<ChatListState>({ phase: 'idle', chats: [] })
  let session = 0
  let cleanups: (() => void)[] = []

  const refresh = createRefresher(async () => {
    const mine = session
    const result = await deps.api.listChats()
    if (mine !== session) return
    if (result.valid) store.set({ phase: 'ready', chats: result.envelope.values.chats ?? [] })
    // a failed refresh keeps the list shown; only a list never loaded shows the error panel
    else if (store.get().phase !== 'ready') store.set({ phase: 'error' })
  })

  function stop(): void {
    session += 1
    for (const cleanup of cleanups) cleanup()
    cleanups = []
  }

  function watch(): void {
    const live = deps.live
    let stopPolling: (() => void) | null = null
    let stopActivity: (() => void) | null = null
    const poll = () => {
      stopActivity?.()
      stopActivity = null
      stopPolling ??= deps.timers.every(LIMITS.chatListPollMs, () => void refresh())
    }
    const goLive = (connection: LiveConnection) => {
      stopPolling?.()
      stopPolling = null
      stopActivity?.()
      stopActivity = connection.subscribe<{ chatActivity: ChatActivity }>(
        CHAT_ACTIVITY,
        {},
        {
          next: () => void refresh(),
          error: () => poll(),
        },
      )
      // asked once subscribed: no activity before the subscription started is missed
      void refresh()
    }
    const status = live?.status$.subscribe((value) => (value === 'live' ? goLive(live) : poll()))
    if (!live) poll()
    cleanups.push(() => {
      status?.unsubscribe()
      stopPolling?.()
      stopActivity?.()
    })
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    open() {
      stop()
      store.set({ phase: 'loading', chats: [] })
      watch()
      if (deps.live?.status() !== 'live') void refresh()
    },
    retry() {
      store.set({ phase: 'loading' })
      void refresh()
    },
    stop,
  }
}
