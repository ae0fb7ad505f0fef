import type { RequestContext } from '@showroom/platform'
import { catchUpFeed, untilSubscribed } from './catch-up-feed.ts'
import { actingAs, openFor, requireViewer, whole } from './chat.access.ts'
import { chatErrors } from './chat.errors.ts'
import {
  type ChatEventPublisher,
  type ChatPubSub,
  conversationTopic,
  type LivePayload,
  personaTopic,
} from './chat.events.ts'
import { MAX_PAGE } from './chat.rules.ts'
import type { ChatStore, MessageRow } from './chat.store.ts'
import { membership } from './conversations.service.ts'

export interface LiveDeps {
  store: ChatStore
  events: ChatEventPublisher
  pubsub: ChatPubSub
  // how often an open subscription looks at the table without a wake-up
  catchUpMs: number
}

export interface ChatActivity {
  chatId: number
  seq: number
  unreadTotal: number
}

// the subscriptions: checked at subscribe time like any read, then fed from the table
export function createLive({ store, events, pubsub, catchUpMs }: LiveDeps) {
  const join = membership(store, events)

  // every message after afterSeq, each once and in seq order: the stored ones first, then each new
  // one as a wake-up (or a tick, when a publish was lost) makes the feed read past the last it sent
  async function messagesAfter(
    ctx: RequestContext,
    chatId: number,
    afterSeq: number,
  ): Promise<AsyncIterableIterator<MessageRow>> {
    const viewer = requireViewer(ctx)
    if (!whole(afterSeq)) throw chatErrors.invalidInput('afterSeq', 'Unknown message position.')
    const { conversation } = await openFor(store, viewer, chatId)
    await join(conversation.id, viewer.userId)
    let last = afterSeq
    return catchUpFeed({
      wakeUps: pubsub.subscribe(conversationTopic(conversation.id)),
      tickMs: catchUpMs,
      read: async () => {
        const page = await store.messages(conversation.id, { afterSeq: last, limit: MAX_PAGE })
        last = page.rows.at(-1)?.seq ?? last
        return page.rows
      },
    })
  }

  // the acting persona's chats changed (a message, or a read on another device): the exact header
  // count, counted when the event is handed out
  async function activity(ctx: RequestContext): Promise<AsyncIterableIterator<ChatActivity>> {
    const persona = actingAs(requireViewer(ctx))
    const topic = pubsub.subscribe(personaTopic(persona))
    await untilSubscribed(topic, catchUpMs)
    const iterator: AsyncIterableIterator<ChatActivity> = {
      async next() {
        const event = await topic.next()
        if (event.done) return { value: undefined, done: true }
        const { chatId, seq } = event.value as LivePayload
        return { value: { chatId, seq, unreadTotal: await store.unreadTotal(persona) }, done: false }
      },
      return: async () => {
        topic.return().catch(() => {})
        return { value: undefined, done: true }
      },
      [Symbol.asyncIterator]() {
        return iterator
      },
    }
    return iterator
  }

  return { messagesAfter, activity }
}
