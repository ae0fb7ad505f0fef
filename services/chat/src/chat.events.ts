import type { EventBus, PubSub } from '@showroom/platform'
import type { PersonaKind } from './chat.tables.ts'

// the domain events chat writes to the outbox; the first three open chat comments and chat photos
// elsewhere (see docs/adr/0014), so their payloads must stay as comments reads them
export const chatEvents = {
  // { id, memberIds }
  chatCreated: 'chat.chat.created',
  // { chatId, userId }
  memberAdded: 'chat.member.added',
  memberRemoved: 'chat.member.removed',
  // a message some recipient was not reading when it arrived: notifications build on it
  messagePosted: 'chat.message.posted',
  // every new message: media opens the photos on it to the chat's members
  messageCreated: 'chat.message.created',
  // { blocker, blocked } (personas): a block really added or taken back; feeds and notifications
  // hide the blocked from the blocker
  personaBlocked: 'chat.persona.blocked',
  personaUnblocked: 'chat.persona.unblocked',
} as const

// what chat learns from other services (names owned by their publishers)
export const upstreamEvents = {
  // { userId }
  userSignedUp: 'accounts.user.signed-up',
  userDeleted: 'accounts.user.deleted',
  // { id, cityId }
  designerCreated: 'discovery.designer.created',
  venueCreated: 'discovery.venue.created',
  // { id, ownerId }
  uploadStored: 'media.upload.stored',
} as const

export type ChatEventPublisher = Pick<EventBus, 'publish'>
export type ChatEventSubscriber = Pick<EventBus, 'subscribe'>
export type ChatPubSub = Pick<PubSub, 'publish' | 'subscribe'>

export interface PersonaRef {
  type: PersonaKind
  id: number
}

export interface MessagePostedPayload {
  chatId: number
  messageId: number
  seq: number
  authorUserId: number
  persona: PersonaRef
  // the participants who were not reading, with how many messages they have unread
  recipients: Array<PersonaRef & { unread: number }>
}

export interface MessageCreatedPayload {
  chatId: number
  messageId: number
  seq: number
  authorUserId: number
  // the author's own uploads, now attached to the chat
  photoIds: number[]
}

export interface BlockPayload {
  blocker: PersonaRef
  blocked: PersonaRef
}

// what the live topics carry: the chat and its latest seq (or the read position's chat)
export interface LivePayload {
  chatId: number
  seq: number
}

// live fan-out says only "something after seq exists"; readers fetch the rest from the database
export const conversationTopic = (chatId: number) => `chat:conversation:${chatId}`
export const personaTopic = (persona: PersonaRef) => `chat:persona:${persona.type}:${persona.id}`
