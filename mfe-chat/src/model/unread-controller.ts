import { type ChatActivity, LIMITS } from '@showroom/contracts'
import type { ChatApi } from '../api/chat-api.ts'
import { CHAT_ACTIVITY, type LiveConnection } from './live.ts'
import { createRefresher } from './refresher.ts'
import type { Timers } from './timers.ts'

export interface UnreadController {
  // asks the server again (a chat closed, the socket came back)
  refresh(): Promise<void>
  stop(): void
}

// the header count: user_chats_unread_count first, then chatActivity's exact unreadTotal pushed live;
// while the WebSocket is down the count is asked again at the notification refresh interval
export function createUnreadController(deps: {
  api: ChatApi
  live: LiveConnection | null
  timers: Timers
  onCount(count: number): void
}): UnreadController {
  let stopped = false
  let last: number | null = null
  const publish = (count: number) => {
    if (stopped || count === last) return
    last = count
    deps.onCount(count)
  }
  const refresh = createRefresher(async () => {
    const result = await deps.api.unreadCount()
    const count = result.valid ? result.envelope.values.unread_count : undefined
    if (typeof count === 'number') publish(count)
  })

  let stopPolling: (() => void) | null = null
  let stopActivity: (() => void) | null = null
  const poll = () => {
    stopActivity?.()
    stopActivity = null
    stopPolling ??= deps.timers.every(LIMITS.notificationRefreshMs, () => void refresh())
  }
  const goLive = (live: LiveConnection) => {
    stopPolling?.()
    stopPolling = null
    stopActivity?.()
    stopActivity = live.subscribe<{ chatActivity: ChatActivity }>(
      CHAT_ACTIVITY,
      {},
      {
        next: (data) => {
          if (typeof data.chatActivity?.unreadTotal === 'number') publish(data.chatActivity.unreadTotal)
        },
        error: () => poll(),
      },
    )
    // asked once subscribed: nothing pushed before the subscription started is missed
    void refresh()
  }
  const live = deps.live
  const status = live?.status$.subscribe((value) => (value === 'live' ? goLive(live) : poll()))
  if (live?.status() !== 'live') void refresh()
  if (!live) poll()

  return {
    refresh,
    stop() {
      stopped = true
      status?.unsubscribe()
      stopPolling?.()
      stopActivity?.()
    },
  }
}
