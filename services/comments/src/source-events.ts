import type { DomainEvent } from '@showroom/platform'
import { upstreamEvents } from './comments.events.ts'
import type { CommentsStore } from './comments.store.ts'

type Payload = {
  id?: unknown
  cityId?: unknown
  userId?: unknown
  ownerId?: unknown
  personaType?: unknown
  personaId?: unknown
  isPublished?: unknown
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const cityOf = (payload: Payload) => (whole(payload.cityId) ? payload.cityId : null)

// sources are learnt from their owners' outbox events: comments never reads other services' tables.
// A payload without the ids it needs teaches nothing
export async function learnSource(store: CommentsStore, event: DomainEvent): Promise<void> {
  const payload = (event.payload ?? {}) as Payload
  switch (event.type) {
    case upstreamEvents.eventCreated:
    case upstreamEvents.eventChanged:
      if (whole(payload.id)) await store.rememberEvent(payload.id, cityOf(payload))
      return
    case upstreamEvents.userSignedUp:
      if (whole(payload.userId)) await store.rememberUser(payload.userId)
      return
    case upstreamEvents.uploadStored:
      if (whole(payload.id) && whole(payload.ownerId)) await store.rememberUpload(payload.id, payload.ownerId)
      return
    case upstreamEvents.flashSaleCreated:
    case upstreamEvents.flashSaleChanged:
      if (whole(payload.id))
        await store.rememberFlashSale({
          id: payload.id,
          cityId: cityOf(payload),
          personaType: typeof payload.personaType === 'string' ? payload.personaType : null,
          personaId: whole(payload.personaId) ? payload.personaId : null,
          // only an announcement saying so keeps a sale in preview
          isPublished: payload.isPublished !== false,
          at: new Date(event.occurredAt),
        })
      return
    case upstreamEvents.storyCreated:
      if (whole(payload.id)) await store.rememberStory(payload.id)
      return
    case upstreamEvents.storyDeleted:
      if (whole(payload.id)) await store.forgetStory(payload.id)
      return
  }
}
