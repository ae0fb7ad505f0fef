import type { RequestContext, Viewer } from '@showroom/platform'
import { actingAs, openFor, requireViewer } from './chat.access.ts'
import { chatErrors } from './chat.errors.ts'
import { type BlockPayload, type ChatEventPublisher, chatEvents } from './chat.events.ts'
import {
  DEFAULT_PAGE,
  isModerator,
  isPersonaKind,
  isSelfMessage,
  MAX_PAGE,
  MAX_REPORT_REASON,
  type PersonaKey,
} from './chat.rules.ts'
import type { ChatStore } from './chat.store.ts'

type Target = { type: string; id: number }

function blockTarget(viewer: Viewer, target: Target): PersonaKey {
  if (!isPersonaKind(target.type) || !Number.isInteger(target.id) || target.id <= 0)
    throw chatErrors.targetNotFound()
  const persona = { type: target.type, id: target.id }
  if (isSelfMessage(viewer, persona)) throw chatErrors.selfMessage()
  return persona
}

// blocks between personas, and reports that moderators read
export function createModeration({
  store,
  events,
  now,
}: {
  store: ChatStore
  events: ChatEventPublisher
  now: () => Date
}) {
  // a real change is announced in its transaction (feeds and notifications hide the blocked)
  async function setBlock(ctx: RequestContext, target: Target, blocked: boolean): Promise<boolean> {
    const viewer = requireViewer(ctx)
    const payload: BlockPayload = { blocker: actingAs(viewer), blocked: blockTarget(viewer, target) }
    await store.transaction(async (tx, trx) => {
      const changed = blocked
        ? await tx.block(payload.blocker, payload.blocked)
        : await tx.unblock(payload.blocker, payload.blocked)
      if (!changed) return
      await events.publish(trx, {
        type: blocked ? chatEvents.personaBlocked : chatEvents.personaUnblocked,
        aggregateType: 'block',
        aggregateId: `${payload.blocker.type}:${payload.blocker.id}:${payload.blocked.type}:${payload.blocked.id}`,
        payload,
      })
    })
    return true
  }

  const block = (ctx: RequestContext, target: Target) => setBlock(ctx, target, true)
  const unblock = (ctx: RequestContext, target: Target) => setBlock(ctx, target, false)

  async function report(ctx: RequestContext, chatId: number, reason: string) {
    const viewer = requireViewer(ctx)
    const text = reason.trim()
    if (text === '') throw chatErrors.invalidInput('reason', 'Please tell us what is wrong with this chat.')
    if (text.length > MAX_REPORT_REASON)
      throw chatErrors.invalidInput('reason', `Reports can be at most ${MAX_REPORT_REASON} characters long.`)
    const { conversation } = await openFor(store, viewer, chatId)
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

  return { block, unblock, report, reports }
}
