import type { Logger } from '@showroom/platform'
import type { ChatEventPublisher, ChatPubSub } from './chat.events.ts'
import { createFanout } from './chat.fanout.ts'
import type { ChatStore } from './chat.store.ts'
import { createConversations } from './conversations.service.ts'
import { createLive } from './live.service.ts'
import { createMessages } from './messages.service.ts'
import { createModeration } from './moderation.service.ts'

export type { ChatView } from './chat.access.ts'
export type { StartInput } from './conversations.service.ts'
export type { PageInput, PostInput } from './messages.service.ts'

export interface CoreDeps {
  store: ChatStore
  events: ChatEventPublisher
  pubsub: ChatPubSub
  logger: Logger
  now: () => Date
  catchUpMs: number
}

// the rules of chat, one part per job; resolvers call these
export function createChatCore(deps: CoreDeps) {
  const { store, events, pubsub, now } = deps
  const fanout = createFanout(pubsub, deps.logger)
  return {
    ...createConversations({ store, events, fanout }),
    ...createMessages({ store, events, fanout, now }),
    ...createModeration({ store, events, now }),
    ...createLive({ store, events, pubsub, catchUpMs: deps.catchUpMs }),
  }
}

export type ChatCore = ReturnType<typeof createChatCore>
