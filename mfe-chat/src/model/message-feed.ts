import { LIMITS } from '@showroom/contracts'
import type { ChatApi } from '../api/chat-api.ts'
import { CHAT_MESSAGE_ADDED, type LiveConnection } from './live.ts'
import { messageFromLive, messagesFromComments } from './message-shape.ts'
import type { Attention, Timers } from './timers.ts'
import type { ChatMessage } from './types.ts'

export type Transport = 'live' | 'polling'

export interface FeedDeps {
  api: ChatApi
  // null: polling only
  live: LiveConnection | null
  timers: Timers
  attention: Attention
}

export interface FeedHooks {
  chatId: number
  // where the feed resumes: the highest id seen (polling) and the highest seq seen (the subscription)
  cursor(): { newestId: number | null; lastSeq: number | null }
  receive(messages: ChatMessage[]): void
  onTransport(transport: Transport): void
}

export interface MessageFeed {
  stop(): void
}

// keeps a chat's new messages coming: live through chatMessageAdded while the WebSocket is up, by
// polling /api every second while it is not (or while the server refuses the subscription), and
// back to live when it reconnects, resuming after the last seq seen. Nothing is lost: the
// subscription first replays what is stored after that seq; what arrives twice is merged by id
export function startMessageFeed(deps: FeedDeps, hooks: FeedHooks): MessageFeed {
  const { api, live, timers, attention } = deps
  let stopped = false
  let unsubscribeLive: (() => void) | null = null
  let stopPolling: (() => void) | null = null
  let polling = false
  let marking = false
  let markAgain = false

  // the read position moves only while the reader is looking (REST lists do it themselves)
  async function markRead(): Promise<void> {
    if (marking) {
      markAgain = true
      return
    }
    marking = true
    do {
      markAgain = false
      await api.markRead(hooks.chatId, hooks.cursor().lastSeq)
    } while (markAgain && !stopped)
    marking = false
  }

  async function pollOnce(): Promise<void> {
    if (polling || stopped) return
    polling = true
    try {
      // a full page means more are waiting: ask again at once
      for (let rounds = 0; rounds < 50 && !stopped; rounds += 1) {
        const newest = hooks.cursor().newestId
        const result = await api.listMessages(
          hooks.chatId,
          newest === null ? { latest: true } : { newerThan: newest },
          { noFocus: !attention.hasFocus() },
        )
        if (stopped || !result.valid) return
        hooks.receive(messagesFromComments(result.envelope.values.comments))
        if (!result.envelope.values.has_more || newest === null) return
      }
    } finally {
      polling = false
    }
  }

  function goPolling(): void {
    unsubscribeLive?.()
    unsubscribeLive = null
    if (stopPolling || stopped) return
    stopPolling = timers.every(LIMITS.chatPollMs, () => void pollOnce())
    hooks.onTransport('polling')
  }

  function goLive(): void {
    if (!live || stopped) return
    const afterSeq = hooks.cursor().lastSeq
    // without a seq to resume from, the subscription could skip messages: keep polling
    if (afterSeq === null) {
      goPolling()
      return
    }
    unsubscribeLive?.()
    stopPolling?.()
    stopPolling = null
    // a poll still out lands through the same merge; nothing is lost or doubled
    unsubscribeLive = live.subscribe<{ chatMessageAdded: unknown }>(
      CHAT_MESSAGE_ADDED,
      { chatId: hooks.chatId, afterSeq },
      {
        next: (data) => {
          const message = messageFromLive(data.chatMessageAdded)
          if (!message || stopped) return
          hooks.receive([message])
          if (attention.hasFocus()) void markRead()
        },
        // refused or broken: poll until the socket comes back
        error: () => {
          unsubscribeLive = null
          goPolling()
        },
      },
    )
    hooks.onTransport('live')
  }

  const statusSubscription = live?.status$.subscribe((status) => (status === 'live' ? goLive() : goPolling()))
  if (!live) goPolling()
  // back in the window: what arrived meanwhile is read now
  const stopFocus = attention.onFocus(() => {
    void markRead()
    if (!unsubscribeLive) void pollOnce()
  })

  return {
    stop() {
      stopped = true
      statusSubscription?.unsubscribe()
      unsubscribeLive?.()
      stopPolling?.()
      stopFocus()
    },
  }
}
