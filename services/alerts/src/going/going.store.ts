import { type Kysely, sql } from 'kysely'
import type { AlertsTables, Language } from '../alerts.tables.ts'

// what alerts keeps of social's going marks and discovery's cancellations, to mail everyone going
export function createGoingStore(db: Kysely<AlertsTables>) {
  return {
    // the newer of two changes wins: deliveries of one member's marks come in order, but a retried
    // one may arrive late
    async setGoing(eventId: number, userId: number, going: boolean, at: Date): Promise<void> {
      await db
        .insertInto('goers')
        .values({ event_id: eventId, user_id: userId, going, changed_at: at })
        .onConflict((oc) =>
          oc
            .columns(['event_id', 'user_id'])
            .doUpdateSet({ going, changed_at: at })
            .where('goers.changed_at', '<=', at),
        )
        .modifyEnd(sql`/* alerts.goers_set */`)
        .execute()
    },

    // the first cancellation counts; null when it was already known
    async markCancelled(eventId: number, at: Date): Promise<Date | null> {
      const row = await db
        .insertInto('cancelled_events')
        .values({ event_id: eventId, cancelled_at: at })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('cancelled_at')
        .modifyEnd(sql`/* alerts.cancelled_mark */`)
        .executeTakeFirst()
      return row ? new Date(row.cancelled_at) : null
    },

    async cancelledAt(eventId: number): Promise<Date | null> {
      const row = await db
        .selectFrom('cancelled_events')
        .select('cancelled_at')
        .where('event_id', '=', eventId)
        .modifyEnd(sql`/* alerts.cancelled_at */`)
        .executeTakeFirst()
      return row ? new Date(row.cancelled_at) : null
    },

    // members going when the event was cancelled
    async goingAt(eventId: number, at: Date): Promise<number[]> {
      const rows = await db
        .selectFrom('goers')
        .select('user_id')
        .where('event_id', '=', eventId)
        .where('going', '=', true)
        .where('changed_at', '<=', at)
        .orderBy('user_id')
        .modifyEnd(sql`/* alerts.goers_at */`)
        .execute()
      return rows.map((row) => Number(row.user_id))
    },

    // the language of the member's alerts (in this city first), English when they have none
    async languageOf(userId: number, cityId: number | null): Promise<Language> {
      const row = await db
        .selectFrom('subscriptions')
        .select('language')
        .where('user_id', '=', userId)
        .orderBy(sql`case when city_id = ${cityId ?? -1} then 0 else 1 end`)
        .orderBy('updated_at', 'desc')
        .limit(1)
        .modifyEnd(sql`/* alerts.member_language */`)
        .executeTakeFirst()
      return row?.language ?? 'en'
    },
  }
}
