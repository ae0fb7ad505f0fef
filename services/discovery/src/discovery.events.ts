import type { EventBus } from '@showroom/platform'
import type { Kysely } from 'kysely'

// the domain events discovery writes to the outbox; payload { id, cityId }
export const discoveryEvents = {
  designerCreated: 'discovery.designer.created',
  venueCreated: 'discovery.venue.created',
  eventCreated: 'discovery.event.created',
  // updated or cancelled
  eventChanged: 'discovery.event.changed',
  // cancelled (besides changed): once, when an event that was on becomes cancelled
  eventCancelled: 'discovery.event.cancelled',
  newsCreated: 'discovery.news.created',
} as const

export type DiscoveryEventType = (typeof discoveryEvents)[keyof typeof discoveryEvents]

export interface DiscoveryEventPayload {
  id: number
  cityId: number | null
}

// only what discovery uses of the platform's bus
export type DiscoveryEventPublisher = Pick<EventBus, 'publish'>

const aggregateOf: Record<DiscoveryEventType, string> = {
  [discoveryEvents.designerCreated]: 'designer',
  [discoveryEvents.venueCreated]: 'venue',
  [discoveryEvents.eventCreated]: 'event',
  [discoveryEvents.eventChanged]: 'event',
  [discoveryEvents.eventCancelled]: 'event',
  [discoveryEvents.newsCreated]: 'news',
}

// publishes inside the caller's transaction, so a rolled-back write announces nothing
export function createAnnouncer(events: DiscoveryEventPublisher) {
  return async (
    // biome-ignore lint/suspicious/noExplicitAny: the outbox writes to the platform schema, not ours
    trx: Kysely<any>,
    type: DiscoveryEventType,
    payload: DiscoveryEventPayload,
  ): Promise<void> => {
    await events.publish(trx, { type, aggregateType: aggregateOf[type], aggregateId: payload.id, payload })
  }
}

export type Announce = ReturnType<typeof createAnnouncer>
