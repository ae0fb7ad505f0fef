import type { Chat, ChatStartPayload } from '@showroom/contracts'
import type { NewMessage } from '../api/chat-api.ts'
import { lastSeq, mergeMessages, newestId, oldestId } from './message-store.ts'
import { type FeedDeps, type MessageFeed, startMessageFeed, type Transport } from './message-feed.ts'
import { messageFromComment, messagesFromComments } from './message-shape.ts'
import { createStartGate, startKindOf } from './start-requests.ts'
import { createState } from './timers.ts'
import type { ChatMessage, PersonaRef } from './types.ts'

// starting: the start request is out; loading: the first messages are; start-failed: the chat could
// not be opened (the popup says why); error: it opened but its messages could not be loaded
export type ChatPhase = 'idle' | 'starting' | 'loading' | 'ready' | 'error' | 'start-failed'

export interface ChatViewState {
  phase: ChatPhase
  chat: Chat | null
  // oldest first
  messages: ChatMessage[]
  // older messages exist ('Show older messages')
  hasMore: boolean
  olderLoading: boolean
  // whom the viewer acts as: messages from this persona are their own
  me: PersonaRef | null
  transport: Transport | null
  startError: string | null
}

export interface ChatHooks {
  // meta.step 2: the chat needs pro (the pro-upgrade overlay)
  onProRequired(): void
  // the server's message, or null for 'Sorry - please try later'
  onStartFailed(message: string | null): void
  onStarted?(chat: Chat): void
}

export type PostOutcome = { ok: true } | { ok: false; message?: string }

export interface ChatController {
  getState(): ChatViewState
  subscribe(listener: () => void): () => void
  start(payload: ChatStartPayload): Promise<void>
  // the error panel's 'Try again'
  retry(): Promise<void>
  loadOlder(): Promise<void>
  post(message: NewMessage): Promise<PostOutcome>
  // closing: every timer and subscription stops, late answers are dropped
  stop(): void
}

const initial: ChatViewState = {
  phase: 'idle',
  chat: null,
  messages: [],
  hasMore: false,
  olderLoading: false,
  me: null,
  transport: null,
  startError: null,
}

// one chat: start it, load the latest 20, keep new ones coming, load older ones, post (spec part 4)
export function createChatController(deps: FeedDeps, hooks: ChatHooks): ChatController {
  const { api } = deps
  const store = createState<ChatViewState>(initial)
  const gate = createStartGate()
  let current = 0
  let payload: ChatStartPayload | null = null
  let baselineSeq: number | null = null
  let feed: MessageFeed | null = null

  const stopFeed = () => {
    feed?.stop()
    feed = null
  }
  const receive = (messages: ChatMessage[]) => {
    const merged = mergeMessages(store.get().messages, messages)
    if (merged !== store.get().messages) store.set({ messages: merged })
  }

  async function load(ticket: number, chat: Chat): Promise<void> {
    store.set({ phase: 'loading' })
    // the chat's latest seq is asked before the first page: resuming after it can only repeat messages
    // (merged away), never skip one
    const info = await api.startInfo(chat.chat_id)
    if (ticket !== current) return
    baselineSeq = info?.lastSeq ?? null
    const first = await api.listMessages(
      chat.chat_id,
      { latest: true },
      { noFocus: !deps.attention.hasFocus() },
    )
    if (ticket !== current) return
    if (!first.valid) {
      store.set({ phase: 'error', me: info?.persona ?? null })
      return
    }
    store.set({
      phase: 'ready',
      me: info?.persona ?? null,
      messages: mergeMessages([], messagesFromComments(first.envelope.values.comments)),
      hasMore: Boolean(first.envelope.values.has_more),
    })
    feed = startMessageFeed(deps, {
      chatId: chat.chat_id,
      cursor: () => ({
        newestId: newestId(store.get().messages),
        lastSeq: lastSeq(store.get().messages, baselineSeq),
      }),
      receive: (messages) => {
        if (ticket === current) receive(messages)
      },
      onTransport: (transport) => store.set({ transport }),
    })
  }

  async function start(next: ChatStartPayload): Promise<void> {
    stopFeed()
    payload = next
    const kind = startKindOf(next)
    const ticket = gate.next(kind)
    current = ticket
    store.set({ ...initial, phase: 'starting' })
    const result =
      'targets' in next
        ? await api.createChat(next.targets, next.shopper_event_id)
        : await api.getChat(next.chat_id, next.shopper_event_id)
    // only the latest start request of each kind is honoured, and only the one asked last shows
    if (!gate.isLatest(kind, ticket) || ticket !== current) return
    if (!result.valid) {
      const message = result.message ?? null
      store.set({ phase: 'start-failed', startError: message })
      if (result.envelope?.meta?.step === 2) hooks.onProRequired()
      else hooks.onStartFailed(message)
      return
    }
    const chat = result.envelope.values
    store.set({ chat })
    hooks.onStarted?.(chat)
    await load(ticket, chat)
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    start,
    async retry() {
      const { phase, chat } = store.get()
      if (phase === 'error' && chat) {
        stopFeed()
        await load(current, chat)
      } else if (phase === 'start-failed' && payload) await start(payload)
    },
    async loadOlder() {
      const state = store.get()
      const oldest = oldestId(state.messages)
      if (!state.chat || !state.hasMore || state.olderLoading || oldest === null) return
      const ticket = current
      store.set({ olderLoading: true })
      const result = await api.listMessages(
        state.chat.chat_id,
        { olderThan: oldest },
        { noFocus: !deps.attention.hasFocus() },
      )
      if (ticket !== current) return
      if (!result.valid) return store.set({ olderLoading: false })
      store.set({
        olderLoading: false,
        messages: mergeMessages(store.get().messages, messagesFromComments(result.envelope.values.comments)),
        hasMore: Boolean(result.envelope.values.has_more),
      })
    },
    async post(message) {
      const chat = store.get().chat
      if (!chat) return { ok: false }
      const ticket = current
      const result = await api.postMessage(chat.chat_id, message)
      if (!result.valid) return { ok: false, message: result.message }
      const posted = messageFromComment(result.envelope.values.comment)
      if (posted && ticket === current) receive([posted])
      return { ok: true }
    },
    stop() {
      gate.invalidate()
      // no ticket matches: late answers of anything asked so far are dropped
      current = -1
      stopFeed()
      store.set({ ...initial })
    },
  }
}
