import type { PersonaRef } from './notifications.events.ts'
import type { NotificationsStore } from './notifications.store.ts'
import { createNotifier } from './notify.ts'
import type { PersonaKey } from './people.store.ts'

export interface RelationsDeps {
  store: NotificationsStore
  announce(recipients: readonly number[]): Promise<void>
  now: () => Date
}

// what other services' relationships mean for the bell: going (a cancelled event), managing a
// designer or venue (its chats, in record.service.ts), blocking (nothing from the blocked)
export function createRelationsRecorder(deps: RelationsDeps) {
  const { store, announce, now } = deps
  const notifyAll = createNotifier(now)

  return {
    setGoing: (userId: number, eventId: number, going: boolean) => store.setGoing(eventId, userId, going),

    setManager: (userId: number, persona: PersonaKey, manages: boolean) =>
      store.setManager(persona, userId, manages),

    // one notification per member going, the event itself as its cause, linking to the event page
    async eventCancelled(eventId: number) {
      const changed = await store.transaction(async (tx) => {
        const goers = await tx.goersOf(eventId)
        const event = { type: 'event' as const, id: eventId }
        return notifyAll(
          tx,
          goers.map((userId) => ({
            to: { recipientId: userId, kind: 'event_cancelled' as const, objectId: eventId },
            cause: { type: 'event' as const, id: eventId, actor: event },
          })),
        )
      })
      await announce(changed)
    },

    // a member's block: what the blocked persona already caused leaves their bell, counts
    // included, and nothing more of theirs arrives. Unblocking brings back nothing already gone
    async personaBlocked(blocker: PersonaRef, blocked: PersonaRef, on: boolean) {
      if (blocker.type !== 'user') return
      const userId = blocker.id
      const changed = await store.transaction(async (tx) => {
        await tx.lockRecipients([userId])
        const added = await tx.setBlock(userId, blocked, on)
        if (!added) return []
        const touched = await tx.recipientsWithActor(blocked, userId)
        await tx.removeActor(blocked, userId)
        return touched
      })
      await announce(changed)
    },
  }
}
