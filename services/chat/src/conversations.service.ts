import type { RequestContext } from '@showroom/platform'
import { actingAs, type ChatView, openFor, requireViewer, viewOf, whole } from './chat.access.ts'
import { chatErrors } from './chat.errors.ts'
import { type ChatEventPublisher, chatEvents } from './chat.events.ts'
import type { ChatFanout } from './chat.fanout.ts'
import {
  isBlockedBetween,
  isPersonaKind,
  isSelfMessage,
  mayStartWithoutUpgrade,
  type PersonaKey,
  pairKey,
  unreadOf,
} from './chat.rules.ts'
import type { ChatQueries, ChatStore } from './chat.store.ts'
import type { ChatDb } from './chat.tables.ts'

export interface StartInput {
  targets: ReadonlyArray<{ type: string; id: number }>
  shopperEventId?: number | null
}

export interface ConversationDeps {
  store: ChatStore
  events: ChatEventPublisher
  fanout: ChatFanout
}

// a member acting in a conversation for the first time is announced, so media opens the chat's
// photos to them (a designer's or venue's managers join as they open, read or answer it)
export function memberEntry(events: ChatEventPublisher) {
  return async (tx: ChatQueries, trx: ChatDb, chatId: number, userId: number) => {
    if (await tx.addMember(chatId, userId)) {
      await events.publish(trx, {
        type: chatEvents.memberAdded,
        aggregateType: 'chat',
        aggregateId: chatId,
        payload: { chatId, userId },
      })
    }
  }
}

// the same outside a post: one lookup when the viewer is already a member, as they nearly always are
export function membership(store: ChatStore, events: ChatEventPublisher) {
  const enter = memberEntry(events)
  return async (chatId: number, userId: number) => {
    if (await store.isMember(chatId, userId)) return
    await store.transaction((tx, trx) => enter(tx, trx, chatId, userId))
  }
}

function parseTarget(input: StartInput): { chatId: number } | { persona: PersonaKey } {
  if (input.targets.length !== 1)
    throw chatErrors.invalidInput('targets', 'Please choose one person to message.')
  const [target] = input.targets as [{ type: string; id: number }]
  if (!Number.isInteger(target.id) || target.id <= 0) throw chatErrors.targetNotFound()
  if (target.type === 'chat') return { chatId: target.id }
  if (!isPersonaKind(target.type))
    throw chatErrors.invalidInput('targets', `Unknown chat target ${target.type}`)
  return { persona: { type: target.type, id: target.id } }
}

// starting, opening and listing conversations
export function createConversations({ store, events, fanout }: ConversationDeps) {
  const enter = memberEntry(events)
  const join = membership(store, events)

  async function open(ctx: RequestContext, chatId: number): Promise<ChatView> {
    const viewer = requireViewer(ctx)
    const { conversation, participants } = await openFor(store, viewer, chatId)
    await join(conversation.id, viewer.userId)
    return viewOf(conversation, participants, actingAs(viewer))
  }

  async function start(ctx: RequestContext, input: StartInput): Promise<ChatView> {
    const viewer = requireViewer(ctx)
    if (!whole(input.shopperEventId))
      throw chatErrors.invalidInput('shopper_event_id', 'Unknown shopper event.')
    const parsed = parseTarget(input)
    if ('chatId' in parsed) return open(ctx, parsed.chatId)
    const target = parsed.persona
    const me = actingAs(viewer)
    if (isSelfMessage(viewer, target)) throw chatErrors.selfMessage()
    if (!(await store.targetExists(target))) throw chatErrors.targetNotFound()
    if (isBlockedBetween(await store.blocksBetween(me, target), me, target)) throw chatErrors.blocked()
    const key = pairKey(me, target)
    const existing = await store.conversationByPair(key)
    if (!mayStartWithoutUpgrade(viewer, target, existing !== null)) throw chatErrors.proRequired()
    if (existing) return open(ctx, existing.id)

    const { row, created } = await store.transaction(async (tx, trx) => {
      const made = await tx.createConversation(key, [me, target], input.shopperEventId ?? null)
      if (!made.created) {
        await enter(tx, trx, made.row.id, viewer.userId)
        return made
      }
      const memberIds = [viewer.userId, ...(target.type === 'user' ? [target.id] : [])]
      for (const userId of memberIds) await tx.addMember(made.row.id, userId)
      await events.publish(trx, {
        type: chatEvents.chatCreated,
        aggregateType: 'chat',
        aggregateId: made.row.id,
        payload: { id: made.row.id, memberIds },
      })
      return made
    })
    if (created) await fanout.changed(row.id, [me, target], 0)
    return viewOf(row, await store.participants(row.id), me)
  }

  async function list(ctx: RequestContext) {
    const viewer = requireViewer(ctx)
    const rows = await store.chatList(actingAs(viewer))
    return rows.map((row) => ({ ...row, unreadCount: unreadOf(row.lastSeq, row.readSeq) }))
  }

  async function unreadCount(ctx: RequestContext): Promise<number> {
    return store.unreadTotal(actingAs(requireViewer(ctx)))
  }

  return { start, open, list, unreadCount }
}
