import type { RequestContext, Viewer } from '@showroom/platform'
import { chatErrors } from './chat.errors.ts'
import { type PersonaKey, mayUseConversation, samePersona, unreadOf } from './chat.rules.ts'
import type { ChatStore, ConversationRow, Participant } from './chat.store.ts'

export interface ChatView {
  id: number
  target: PersonaKey
  shopperEventId: number | null
  lastSeq: number
  readSeq: number
  unreadCount: number
}

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw chatErrors.notSignedIn()
  return ctx.viewer
}

// a position or a count the client may leave out: when given, a whole number from 0
export const whole = (value: number | null | undefined) =>
  value == null || (Number.isInteger(value) && value >= 0)

// the persona switcher decides who the viewer is in a chat
export const actingAs = (viewer: Viewer): PersonaKey => ({ type: viewer.persona.type, id: viewer.persona.id })

const otherSide = (participants: readonly Participant[], me: PersonaKey) =>
  participants.find((p) => !samePersona(p, me)) ?? participants[0]

// the conversation and its participants, or "not found" for anyone outside it, guessed ids included
export async function openFor(store: ChatStore, viewer: Viewer | null, chatId: number) {
  const conversation = Number.isInteger(chatId) ? await store.conversation(chatId) : null
  if (!conversation) throw chatErrors.notFound()
  const participants = await store.participants(conversation.id)
  if (!mayUseConversation(viewer, participants)) throw chatErrors.notFound()
  return { conversation, participants }
}

export function viewOf(
  conversation: ConversationRow,
  participants: readonly Participant[],
  me: PersonaKey,
): ChatView {
  const mine = participants.find((p) => samePersona(p, me))
  const other = otherSide(participants, me) as Participant
  const readSeq = mine?.readSeq ?? 0
  return {
    id: conversation.id,
    target: { type: other.type, id: other.id },
    shopperEventId: conversation.shopper_event_id,
    lastSeq: conversation.last_seq,
    readSeq,
    unreadCount: unreadOf(conversation.last_seq, readSeq),
  }
}
