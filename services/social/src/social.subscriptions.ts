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

export async function subscribeToTargets(events: SocialEventSubscriber, core: SocialCore): Promise<void> {
  const types = [...Object.keys(targetCreatedEvents), ...Object.keys(targetRemovedEvents)]
  await events.subscribe(SOCIAL_SUBSCRIBER, types, async (event) => {
    const created = targetCreatedEvents[event.type]
    if (created) return core.rememberTarget(created, targetIdOf(event))
    const removed = targetRemovedEvents[event.type]
    if (removed) return core.removeTarget(removed, targetIdOf(event))
  })
}
