import type { DomainEvent } from '@showroom/platform'
import { upstreamEvents } from './chat.events.ts'
import type { ChatStore } from './chat.store.ts'

type Payload = { id?: unknown; userId?: unknown; ownerId?: unknown }

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

// who may be messaged and which uploads are whose, learnt from their owners' outbox events: chat never
// reads other services' tables. A payload without the ids it needs teaches nothing
export async function learnFromEvent(store: ChatStore, event: DomainEvent, now: () => Date): Promise<void> {
  const payload = (event.payload ?? {}) as Payload
  switch (event.type) {
    case upstreamEvents.userSignedUp:
      if (whole(payload.userId)) await store.rememberTarget('user', payload.userId)
      return
    case upstreamEvents.userDeleted:
      if (whole(payload.userId)) await store.forgetTarget('user', payload.userId, now())
      return
    case upstreamEvents.designerCreated:
      if (whole(payload.id)) await store.rememberTarget('designer', payload.id)
      return
    case upstreamEvents.venueCreated:
      if (whole(payload.id)) await store.rememberTarget('venue', payload.id)
      return
    case upstreamEvents.uploadStored:
      if (whole(payload.id) && whole(payload.ownerId)) await store.rememberUpload(payload.id, payload.ownerId)
      return
  }
}
