import type { Logger, RequestContext, Viewer } from '@showroom/platform'
import { chatErrors } from './chat.errors.ts'
import {
  type ChatEventPublisher,
  type ChatPubSub,
  chatEvents,
  conversationTopic,
  type MessagePostedPayload,
  personaTopic,
} from './chat.events.ts'
import {
  DEFAULT_PAGE,
  isBlockedBetween,
  isModerator,
  isPersonaKind,
  isReading,
  isSelfMessage,
  MAX_CLIENT_MESSAGE_ID,
  MAX_MESSAGE_LENGTH,
  MAX_PAGE,
  MAX_PHOTOS,
  MAX_REPORT_REASON,
  mayStartWithoutUpgrade,
  mayUseConversation,
  messageText,
  type PersonaKey,
  pairKey,
  samePersona,
  unreadOf,
} from './chat.rules.ts'
import type { ChatQueries, ChatStore, ConversationRow, MessageRow, Participant } from './chat.store.ts'

export interface CoreDeps {
  store: ChatStore
  events: ChatEventPublisher
  pubsub: ChatPubSub
  logger: Logger
  now: () => Date
}

export interface ChatView {
  id: number
  target: PersonaKey
  shopperEventId: number | null
  lastSeq: number
  readSeq: number
  unreadCount: number
}

export interface StartInput {
  targets: ReadonlyArray<{ type: string; id: number }>
  shopperEventId?: number | null
}

export interface PostInput {
  text?: string | null
  photoIds?: readonly number[] | null
  clientMessageId?: string | null
}

export interface PageInput {
  afterSeq?: number | null
  beforeSeq?: number | null
  limit?: number | null
}

function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw chatErrors.notSignedIn()
  return ctx.viewer
}

const whole = (value: number | null | undefined) => value == null || (Number.isInteger(value) && value >= 0)
const actingAs = (viewer: Viewer): PersonaKey => ({ type: viewer.persona.type, id: viewer.persona.id })
const otherSide = (participants: readonly Participant[], me: PersonaKey) =>
  participants.find((p) => !samePersona(p, me)) ?? participants[0]

export function createChatCore(deps: CoreDeps) {
  const { store, events, pubsub, now } = deps

  // the conversation and its participants, or "not found" for anyone outside it, guessed ids included
  async function openFor(viewer: Viewer | null, chatId: number) {
    const conversation = Number.isInteger(chatId) ? await store.conversation(chatId) : null
    if (!conversation) throw chatErrors.notFound()
    const participants = await store.participants(conversation.id)
    if (!mayUseConversation(viewer, participants)) throw chatErrors.notFound()
    return { conversation, participants }
  }

  const viewOf = (
    conversation: ConversationRow,
    participants: readonly Participant[],
    me: PersonaKey,
  ): ChatView => {
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

  // a member acting in a conversation for the first time is announced, so comments and media open
  // the chat's photos to them (a designer's or venue's managers join as they answer)
  async function enter(
    tx: ChatQueries,
    trx: Parameters<Parameters<ChatStore['transaction']>[0]>[1],
    chatId: number,
    userId: number,
  ) {
    if (await tx.addMember(chatId, userId)) {
      await events.publish(trx, {
        type: chatEvents.memberAdded,
        aggregateType: 'chat',
        aggregateId: chatId,
        payload: { chatId, userId },
      })
    }
  }

  async function open(ctx: RequestContext, chatId: number): Promise<ChatView> {
    const viewer = requireViewer(ctx)
    const { conversation, participants } = await openFor(viewer, chatId)
    await store.transaction((tx, trx) => enter(tx, trx, conversation.id, viewer.userId))
    return viewOf(conversation, participants, actingAs(viewer))
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
    if (created) await announce(row.id, [me, target], 0)
    return viewOf(row, await store.participants(row.id), me)
  }

  // live fan-out carries only the position; subscribers read from the database. A lost publish
  // costs a second of latency, never a message
  async function announce(chatId: number, personas: readonly PersonaKey[], seq: number) {
    try {
      await pubsub.publish(conversationTopic(chatId), { chatId, seq })
      for (const persona of personas) await pubsub.publish(personaTopic(persona), { chatId, seq })
    } catch (error) {
      deps.logger.warn({ err: error, chatId }, 'chat fan-out failed')
    }
  }

  function validatePost(input: PostInput) {
    const text = messageText(input.text)
    const photoIds = [...new Set(input.photoIds ?? [])]
    if (text === '' && photoIds.length === 0) throw chatErrors.empty()
    if (text.length > MAX_MESSAGE_LENGTH) throw chatErrors.tooLong(MAX_MESSAGE_LENGTH)
    if (photoIds.length > MAX_PHOTOS)
      throw chatErrors.invalidInput('photo_ids', `At most ${MAX_PHOTOS} photos.`)
    const clientId = input.clientMessageId?.trim() || null
    if (clientId !== null && clientId.length > MAX_CLIENT_MESSAGE_ID)
      throw chatErrors.invalidInput('client_message_id', 'The client message id is too long.')
    return { text, photoIds, clientId }
  }

  async function post(ctx: RequestContext, chatId: number, input: PostInput): Promise<MessageRow> {
    const viewer = requireViewer(ctx)
    const { conversation, participants } = await openFor(viewer, chatId)
    const { text, photoIds, clientId } = validatePost(input)
    const owners = await store.uploadOwners(photoIds)
    if (!photoIds.every((id) => owners.get(id) === viewer.userId)) throw chatErrors.photoNotFound()
    const me = actingAs(viewer)
    const others = participants.filter((p) => !samePersona(p, me))
    for (const other of others) {
      if (isBlockedBetween(await store.blocksBetween(me, other), me, other)) throw chatErrors.blocked()
    }

    const at = now()
    const { message, fresh } = await store.transaction(async (tx, trx) => {
      await tx.lockConversation(conversation.id)
      // a retried send: the lock makes the check and the insert one step
      if (clientId !== null) {
        const earlier = await tx.messageByClientId(conversation.id, viewer.userId, clientId)
        if (earlier) return { message: earlier, fresh: false }
      }
      const seq = await tx.nextSeq(conversation.id, text, at)
      const row = await tx.insertMessage({
        conversationId: conversation.id,
        seq,
        authorUserId: viewer.userId,
        persona: me,
        body: text,
        photoIds,
        clientMessageId: clientId,
        createdAt: at,
      })
      await tx.markRead(conversation.id, me, seq, at)
      await enter(tx, trx, conversation.id, viewer.userId)
      const current = await tx.participants(conversation.id)
      const recipients = current
        .filter((p) => !samePersona(p, me) && !isReading(p, seq - 1, at))
        .map((p) => ({ type: p.type, id: p.id, unread: unreadOf(seq, p.readSeq) }))
      if (recipients.length > 0) {
        const payload: MessagePostedPayload = {
          chatId: conversation.id,
          messageId: row.id,
          seq,
          authorUserId: viewer.userId,
          persona: me,
          recipients,
        }
        await events.publish(trx, {
          type: chatEvents.messagePosted,
          aggregateType: 'chat',
          aggregateId: conversation.id,
          payload,
        })
      }
      return { message: row, fresh: true }
    })
    if (fresh) await announce(conversation.id, participants, message.seq)
    return message
  }

  async function messages(ctx: RequestContext, chatId: number, page: PageInput) {
    const viewer = requireViewer(ctx)
    const limit = page.limit ?? DEFAULT_PAGE
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
      throw chatErrors.invalidInput('limit', `The limit must be a whole number from 1 to ${MAX_PAGE}.`)
    if (!whole(page.afterSeq)) throw chatErrors.invalidInput('after_id', 'Unknown message position.')
    if (!whole(page.beforeSeq)) throw chatErrors.invalidInput('before_id', 'Unknown message position.')
    const { conversation } = await openFor(viewer, chatId)
    return store.messages(conversation.id, { afterSeq: page.afterSeq, beforeSeq: page.beforeSeq, limit })
  }

  async function markRead(ctx: RequestContext, chatId: number, seq: number | null | undefined) {
    const viewer = requireViewer(ctx)
    if (!whole(seq)) throw chatErrors.invalidInput('seq', 'Unknown message position.')
    const { conversation } = await openFor(viewer, chatId)
    const readSeq = await store.markRead(
      conversation.id,
      actingAs(viewer),
      seq ?? conversation.last_seq,
      now(),
    )
    const latest = (await store.conversation(conversation.id)) as ConversationRow
    return { chatId: conversation.id, readSeq, unreadCount: unreadOf(latest.last_seq, readSeq) }
  }

  async function list(ctx: RequestContext) {
    const viewer = requireViewer(ctx)
    const rows = await store.chatList(actingAs(viewer))
    return rows.map((row) => ({ ...row, unreadCount: unreadOf(row.lastSeq, row.readSeq) }))
  }

  async function unreadCount(ctx: RequestContext): Promise<number> {
    return store.unreadTotal(actingAs(requireViewer(ctx)))
  }

  function blockTarget(viewer: Viewer, target: { type: string; id: number }): PersonaKey {
    if (!isPersonaKind(target.type) || !Number.isInteger(target.id) || target.id <= 0)
      throw chatErrors.targetNotFound()
    const persona = { type: target.type, id: target.id }
    if (isSelfMessage(viewer, persona)) throw chatErrors.selfMessage()
    return persona
  }

  async function block(ctx: RequestContext, target: { type: string; id: number }): Promise<boolean> {
    const viewer = requireViewer(ctx)
    await store.block(actingAs(viewer), blockTarget(viewer, target))
    return true
  }

  async function unblock(ctx: RequestContext, target: { type: string; id: number }): Promise<boolean> {
    const viewer = requireViewer(ctx)
    await store.unblock(actingAs(viewer), blockTarget(viewer, target))
    return true
  }

  async function report(ctx: RequestContext, chatId: number, reason: string) {
    const viewer = requireViewer(ctx)
    const text = reason.trim()
    if (text === '') throw chatErrors.invalidInput('reason', 'Please tell us what is wrong with this chat.')
    if (text.length > MAX_REPORT_REASON)
      throw chatErrors.invalidInput('reason', `Reports can be at most ${MAX_REPORT_REASON} characters long.`)
    const { conversation } = await openFor(viewer, chatId)
    return store.insertReport({
      conversationId: conversation.id,
      reporterUserId: viewer.userId,
      persona: actingAs(viewer),
      reason: text,
      atSeq: conversation.last_seq,
      at: now(),
    })
  }

  async function reports(ctx: RequestContext, limit: number | null | undefined) {
    const viewer = requireViewer(ctx)
    if (!isModerator(viewer)) throw chatErrors.notModerator()
    const size = limit ?? DEFAULT_PAGE
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
      throw chatErrors.invalidInput('limit', `The limit must be a whole number from 1 to ${MAX_PAGE}.`)
    return store.reports(size)
  }

  return { start, open, post, messages, markRead, list, unreadCount, block, unblock, report, reports }
}

export type ChatCore = ReturnType<typeof createChatCore>
