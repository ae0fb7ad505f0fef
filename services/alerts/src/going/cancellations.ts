import type { DomainEvent, EventBus, Logger } from '@showroom/platform'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { AlertsDirectory } from '../alerts.deps.ts'
import type { AlertsTables } from '../alerts.tables.ts'
import type { GraphExecutor } from '../digest/graph-source.ts'
import { onSite } from '../mail/links.ts'
import type { Notices } from '../mail/notices.ts'
import { createGoingStore } from './going.store.ts'

// what alerts learns from, spelled as each owner publishes it: a service never imports another
export const upstreamEvents = {
  // { userId, eventId }
  eventGoing: 'social.event.going',
  eventNotGoing: 'social.event.not-going',
  // { id, cityId }: once, when an event that was on becomes cancelled
  eventCancelled: 'discovery.event.cancelled',
} as const

const SUBSCRIBER = 'alerts'
const id = z.number().int().positive()
const goingPayload = z.object({ userId: id, eventId: id })
const cancelledPayload = z.object({ id })

const EVENT_QUERY = `query AlertCancelledEvent($id: Int!) {
  eventById(id: $id) { id nameEn nameZh detailUrl city { id } }
}`

interface CancelledEvent {
  id: number
  nameEn: string
  nameZh: string | null
  detailUrl: string
  city: { id: number } | null
}

export interface CancellationsDeps {
  db: Kysely<AlertsTables>
  notices: Notices
  graph: () => GraphExecutor
  directory: () => AlertsDirectory
  publicUrl: string
  logger: Logger
}

// the event-cancelled mail: everyone going when discovery cancels an event gets it, once per member
// and event (the notice ledger), through the same templates and sending path as every other mail
export function createCancellations(deps: CancellationsDeps) {
  const store = createGoingStore(deps.db)

  async function mail(eventId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return
    const data = await deps.graph()<{ eventById: CancelledEvent | null }>(
      EVENT_QUERY,
      { id: eventId },
      { userId: null, language: 'en' },
    )
    const event = data.eventById
    if (!event) {
      deps.logger.warn({ eventId }, 'a cancelled event is gone: nobody is told')
      return
    }
    const url = onSite(deps.publicUrl, event.detailUrl)
    const cityId = event.city?.id ?? null
    const recipients = []
    for (const userId of userIds) {
      const member = await deps.directory().member(userId)
      if (!member || member.isDeleted) continue
      const language = await store.languageOf(userId, cityId)
      recipients.push({ userId, email: member.email, language })
    }
    for (const language of ['en', 'zh'] as const) {
      const some = recipients.filter((r) => r.language === language)
      if (some.length === 0) continue
      await deps.notices.eventCancelled({
        eventId,
        eventName: language === 'zh' ? (event.nameZh ?? event.nameEn) : event.nameEn,
        url,
        recipients: some,
      })
    }
  }

  async function learn(event: DomainEvent): Promise<void> {
    const at = new Date(event.occurredAt)
    if (event.type === upstreamEvents.eventCancelled) {
      const parsed = cancelledPayload.safeParse(event.payload)
      if (!parsed.success) return deps.logger.warn({ eventId: event.id }, 'unusable cancellation payload')
      const eventId = parsed.data.id
      const cancelledAt = (await store.markCancelled(eventId, at)) ?? (await store.cancelledAt(eventId)) ?? at
      // a retried delivery finds the mails already in the ledger and queues nothing twice
      await mail(eventId, await store.goingAt(eventId, cancelledAt))
      return
    }
    const parsed = goingPayload.safeParse(event.payload)
    if (!parsed.success) return deps.logger.warn({ eventId: event.id }, 'unusable going payload')
    const { userId, eventId } = parsed.data
    const going = event.type === upstreamEvents.eventGoing
    await store.setGoing(eventId, userId, going, at)
    // a going mark made before the cancellation but delivered after it: this member is told too
    const cancelledAt = going ? await store.cancelledAt(eventId) : null
    if (cancelledAt && at <= cancelledAt) await mail(eventId, [userId])
  }

  return {
    learn,
    subscribe: (events: Pick<EventBus, 'subscribe'>) =>
      events.subscribe(SUBSCRIBER, Object.values(upstreamEvents), learn),
  }
}
