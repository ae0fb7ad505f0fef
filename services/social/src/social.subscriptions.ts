import type { DomainEvent } from '@showroom/platform'
import { z } from 'zod'
import type { SocialEventSubscriber } from './social.deps.ts'
import type { SocialCore } from './social.service.ts'
import type { TargetKind } from './social.tables.ts'

// the outbox events that tell social what exists; a service never imports another, so the
// names are spelled here exactly as discovery and accounts publish them
export const targetCreatedEvents: Record<string, TargetKind> = {
  'discovery.designer.created': 'designer',
  'discovery.venue.created': 'venue',
  'discovery.event.created': 'event',
  // an update or a cancellation: the event stays a target (a cancelled event can still be un-gone)
  'discovery.event.changed': 'event',
  'discovery.news.created': 'news',
  'accounts.user.signed-up': 'user',
}

export const targetRemovedEvents: Record<string, TargetKind> = {
  'accounts.user.deleted': 'user',
}

export const SOCIAL_SUBSCRIBER = 'social.targets'

const discoveryPayload = z.object({ id: z.number().int() })
const accountsPayload = z.object({ userId: z.number().int() })

function targetIdOf(event: DomainEvent): number {
  const parsed = event.type.startsWith('accounts.')
    ? accountsPayload.safeParse(event.payload)
    : discoveryPayload.safeParse(event.payload)
  if (parsed.success) return 'userId' in parsed.data ? parsed.data.userId : parsed.data.id
  // the aggregate id carries the same id when a payload is shaped differently
  const id = Number(event.aggregateId)
  if (!Number.isInteger(id)) throw new Error(`${event.type} ${event.id} names no target id`)
  return id
}

const blockPayload = z.object({
  blocker: z.object({ type: z.string(), id: z.number().int() }),
  blocked: z.object({ type: z.string(), id: z.number().int() }),
})

export const BLOCKS_SUBSCRIBER = 'social.blocks'
export const blockEvents = { blocked: 'chat.persona.blocked', unblocked: 'chat.persona.unblocked' } as const

// chat's blocks between two members (a designer or venue blocking keeps people out of its chats only)
export async function subscribeToBlocks(events: SocialEventSubscriber, core: SocialCore): Promise<void> {
  await events.subscribe(BLOCKS_SUBSCRIBER, Object.values(blockEvents), async (event) => {
    const parsed = blockPayload.safeParse(event.payload)
    if (!parsed.success) return
    const { blocker, blocked } = parsed.data
    if (blocker.type !== 'user' || blocked.type !== 'user') return
    await core.setBlock(blocker.id, blocked.id, event.type === blockEvents.blocked)
  })
}

export async function subscribeToTargets(events: SocialEventSubscriber, core: SocialCore): Promise<void> {
  const types = [...Object.keys(targetCreatedEvents), ...Object.keys(targetRemovedEvents)]
  await events.subscribe(SOCIAL_SUBSCRIBER, types, async (event) => {
    const created = targetCreatedEvents[event.type]
    if (created) return core.rememberTarget(created, targetIdOf(event))
    const removed = targetRemovedEvents[event.type]
    if (removed) return core.removeTarget(removed, targetIdOf(event))
  })
}
