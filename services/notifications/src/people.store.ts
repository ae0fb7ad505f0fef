import { z } from 'zod'
import { type Actor, settle } from './groups.store.ts'
import type { NotificationsDb } from './notifications.tables.ts'
import { label } from './sql.ts'

const whole = z.number().int()

export interface PersonaKey {
  type: 'designer' | 'venue'
  id: number
}

// what notifications keeps of other services' relationships: who goes to an event (social), who
// manages a designer or venue (accounts), whom a member blocked (chat)
export function peopleQueries(db: NotificationsDb) {
  return {
    async setGoing(eventId: number, userId: number, going: boolean): Promise<void> {
      if (going)
        await db
          .insertInto('goers')
          .values({ event_id: eventId, user_id: userId })
          .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
          .modifyEnd(label('goers.add'))
          .execute()
      else
        await db
          .deleteFrom('goers')
          .where('event_id', '=', eventId)
          .where('user_id', '=', userId)
          .modifyEnd(label('goers.remove'))
          .execute()
    },

    async goersOf(eventId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('goers')
        .select('user_id')
        .where('event_id', '=', eventId)
        .orderBy('user_id')
        .modifyEnd(label('goers.ofEvent'))
        .execute()
      return rows.map((row) => whole.parse(row.user_id))
    },

    async setManager(persona: PersonaKey, userId: number, manages: boolean): Promise<void> {
      if (manages)
        await db
          .insertInto('managers')
          .values({ persona_type: persona.type, persona_id: persona.id, user_id: userId })
          .onConflict((oc) => oc.columns(['persona_type', 'persona_id', 'user_id']).doNothing())
          .modifyEnd(label('managers.add'))
          .execute()
      else
        await db
          .deleteFrom('managers')
          .where('persona_type', '=', persona.type)
          .where('persona_id', '=', persona.id)
          .where('user_id', '=', userId)
          .modifyEnd(label('managers.remove'))
          .execute()
    },

    async managersOf(persona: PersonaKey): Promise<number[]> {
      const rows = await db
        .selectFrom('managers')
        .select('user_id')
        .where('persona_type', '=', persona.type)
        .where('persona_id', '=', persona.id)
        .orderBy('user_id')
        .modifyEnd(label('managers.ofPersona'))
        .execute()
      return rows.map((row) => whole.parse(row.user_id))
    },

    // true when the block is new
    async setBlock(userId: number, blocked: Actor, on: boolean): Promise<boolean> {
      if (on) {
        const row = await db
          .insertInto('blocks')
          .values({ user_id: userId, blocked_type: blocked.type, blocked_id: blocked.id })
          .onConflict((oc) => oc.columns(['user_id', 'blocked_type', 'blocked_id']).doNothing())
          .returning('user_id')
          .modifyEnd(label('blocks.add'))
          .executeTakeFirst()
        return row !== undefined
      }
      await db
        .deleteFrom('blocks')
        .where('user_id', '=', userId)
        .where('blocked_type', '=', blocked.type)
        .where('blocked_id', '=', blocked.id)
        .modifyEnd(label('blocks.remove'))
        .execute()
      return false
    },

    async hasBlocked(userId: number, actor: Actor): Promise<boolean> {
      const row = await db
        .selectFrom('blocks')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('blocked_type', '=', actor.type)
        .where('blocked_id', '=', actor.id)
        .modifyEnd(label('blocks.has'))
        .executeTakeFirst()
      return row !== undefined
    },

    // the recipients whose notifications this actor is part of (all, or one member's)
    async recipientsWithActor(actor: Actor, recipientId: number | null): Promise<number[]> {
      let query = db
        .selectFrom('notifications')
        .innerJoin('causes', 'causes.notification_id', 'notifications.id')
        .select('notifications.recipient_id')
        .distinct()
        .where('causes.actor_type', '=', actor.type)
        .where('causes.actor_id', '=', actor.id)
      if (recipientId !== null) query = query.where('notifications.recipient_id', '=', recipientId)
      const rows = await query.modifyEnd(label('causes.recipientsWithActor')).execute()
      return rows.map((row) => whole.parse(row.recipient_id))
    },

    // the actor's part goes: their causes, counts recounted, a notification left empty removed
    async removeActor(actor: Actor, recipientId: number | null): Promise<void> {
      let query = db
        .deleteFrom('causes')
        .where('actor_type', '=', actor.type)
        .where('actor_id', '=', actor.id)
      if (recipientId !== null)
        query = query.where('notification_id', 'in', (eb) =>
          eb.selectFrom('notifications').select('id').where('recipient_id', '=', recipientId),
        )
      const rows = await query.returning('notification_id').modifyEnd(label('causes.removeActor')).execute()
      await settle(db, [...new Set(rows.map((row) => whole.parse(row.notification_id)))])
    },

    // a deleted member's relationships go with them
    async forgetPerson(userId: number): Promise<void> {
      await db.deleteFrom('goers').where('user_id', '=', userId).modifyEnd(label('goers.forget')).execute()
      await db
        .deleteFrom('managers')
        .where('user_id', '=', userId)
        .modifyEnd(label('managers.forget'))
        .execute()
      await db.deleteFrom('blocks').where('user_id', '=', userId).modifyEnd(label('blocks.forget')).execute()
    },
  }
}
