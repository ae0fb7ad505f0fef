import type { RequestContext } from '@showroom/platform'
import { actingAs, openFor, requireViewer, whole } from './chat.access.ts'
import { chatErrors } from './chat.errors.ts'
import {
  type ChatEventPublisher,
  chatEvents,
  type MessageCreatedPayload,
  type MessagePostedPayload,
} from './chat.events.ts'
import type { ChatFanout } from './chat.fanout.ts'
import {
  DEFAULT_PAGE,
  isBlockedBetween,
  isReading,
  MAX_CLIENT_MESSAGE_ID,
  MAX_MESSAGE_LENGTH,
  MAX_PAGE,
  MAX_PHOTOS,
  messageText,
  samePersona,
  unreadOf,
} from './chat.rules.ts'
import type { ChatStore, MessageRow } from './chat.store.ts'
import { memberEntry, membership } from './conversations.service.ts'

export interface PostInput {
  text?: string | null
  photoIds?: readonly number[] | null
  clientMessageId?: string | null
}

// seqs, or message ids (the REST calls' before_id / after_id)
export interface PageInput {
  afterSeq?: number | null
  beforeSeq?: number | null
  afterId?: number | null
  beforeId?: number | null
  limit?: number | null
}

export interface MessageDeps {
  store: ChatStore
  events: ChatEventPublisher
  fanout: ChatFanout
  now: () => Date
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

function validatePage(page: PageInput): number {
  const limit = page.limit ?? DEFAULT_PAGE
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
    throw chatErrors.invalidInput('limit', `The limit must be a whole number from 1 to ${MAX_PAGE}.`)
  // the REST names: after a position is before_id there (newer than), before one is after_id
  if (!whole(page.afterSeq) || !whole(page.afterId))
    throw chatErrors.invalidInput('before_id', 'Unknown message position.')
  if (!whole(page.beforeSeq) || !whole(page.beforeId))
    throw chatErrors.invalidInput('after_id', 'Unknown message position.')
  return limit
}

// posting, paging and reading messages
export function createMessages({ store, events, fanout, now }: MessageDeps) {
  const enter = memberEntry(events)
  const join = membership(store, events)

  async function post(ctx: RequestContext, chatId: number, input: PostInput): Promise<MessageRow> {
    const viewer = requireViewer(ctx)
    const { conversation, participants } = await openFor(store, viewer, chatId)
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
      // every message: media opens its photos to the chat's members
      const created: MessageCreatedPayload = {
        chatId: conversation.id,
        messageId: row.id,
        seq,
        authorUserId: viewer.userId,
        photoIds,
      }
      await events.publish(trx, {
        type: chatEvents.messageCreated,
        aggregateType: 'chat',
        aggregateId: conversation.id,
        payload: created,
      })
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
    if (fresh) await fanout.changed(conversation.id, participants, message.seq)
    return message
  }

  async function messages(ctx: RequestContext, chatId: number, page: PageInput) {
    const viewer = requireViewer(ctx)
    const limit = validatePage(page)
    const { conversation } = await openFor(store, viewer, chatId)
    await join(conversation.id, viewer.userId)
    return store.messages(conversation.id, { ...page, limit })
  }

  async function markRead(ctx: RequestContext, chatId: number, seq: number | null | undefined) {
    const viewer = requireViewer(ctx)
    if (!whole(seq)) throw chatErrors.invalidInput('seq', 'Unknown message position.')
    const { conversation } = await openFor(store, viewer, chatId)
    const me = actingAs(viewer)
    const { readSeq, before } = await store.markRead(conversation.id, me, seq ?? conversation.last_seq, now())
    const latest = (await store.conversation(conversation.id)) ?? conversation
    if (readSeq !== before) await fanout.read(conversation.id, me, latest.last_seq)
    return { chatId: conversation.id, readSeq, unreadCount: unreadOf(latest.last_seq, readSeq) }
  }

  return { post, messages, markRead }
}
