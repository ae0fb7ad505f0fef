import type { LiveConnection } from '../model/live.ts'
import { type Attention, browserTimers, type Timers, windowAttention } from '../model/timers.ts'
import { type ChatApi, chatApi } from './chat-api.ts'
import { endPageLiveConnection, pageLiveConnection } from './page-live.ts'

export interface ChatDeps {
  api: ChatApi
  live(): LiveConnection
  endLive(): void
  timers: Timers
  attention: Attention
}

// what the components run on: the page's real calls, socket and clock; component tests swap in fakes
export const chatDeps: ChatDeps = {
  api: chatApi,
  live: pageLiveConnection,
  endLive: endPageLiveConnection,
  timers: browserTimers,
  attention: windowAttention,
}
