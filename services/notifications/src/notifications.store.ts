import { sql, type Transaction } from 'kysely'
import { z } from 'zod'
import { type Actor, groupQueries } from './groups.store.ts'
import { knownQueries } from './known.store.ts'
import { COMMENT_KINDS, type NotificationsDb, type NotificationsTables } from './notifications.tables.ts'
import { peopleQueries } from './people.store.ts'
import { label } from './sql.ts'

export type { Actor, Cause } from './groups.store.ts'
export type { KnownComment } from './known.store.ts'

const whole = z.number().int()

const notificationRow = z.object({
  id: whole,
  kind: z.enum([
    ...COMMENT_KINDS,
    'user_follow',
    'friend_request',
    'friend_accept',
    'chat_message',
    'event_cancelled',
  ]),
  object_id: whole,
  seq: whole,
  seen: z.boolean(),
  actor_count: whole,
  item_count: whole,
  created_at: z.date(),
  updated_at: z.date(),
})
export type NotificationRow = z.infer<typeof notificationRow>

const actorRow = z.object({
  notification_id: whole,
  actor_type: z.enum(['user', 'designer', 'venue', 'event']),
  actor_id: whole,
})

const NOTIFICATION_COLUMNS = [
  'id',
  'kind',
  'object_id',
  'seq',
  'seen',
  'actor_count',
  'item_count',
  'created_at',
  'updated_at',
] as const

// what a member reads of their own notifications
function readQueries(db: NotificationsDb) {
  return {
    // newest change first; one more row than asked says whether there is more
    async page(recipientId: number, offset: number, limit: number): Promise<NotificationRow[]> {
      const rows = await db
        .selectFrom('notifications')
        .select([...NOTIFICATION_COLUMNS])
        .where('recipient_id', '=', recipientId)
        .orderBy('seq', 'desc')
        .offset(offset)
        .limit(limit)
        .modifyEnd(label('notifications.page'))
        .execute()
      return rows.map((row) => notificationRow.parse(row))
    },

    async counts(recipientId: number): Promise<{ unseenCount: number; latestSeq: number }> {
      const row = await db
        .selectFrom('recipients')
        .select((eb) => [
          'last_seq',
          eb
            .selectFrom('notifications')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('notifications.recipient_id', '=', recipientId)
            .where('notifications.seen', '=', false)
            .as('unseen'),
        ])
        .where('user_id', '=', recipientId)
        .modifyEnd(label('notifications.counts'))
        .executeTakeFirst()
      if (!row) return { unseenCount: 0, latestSeq: 0 }
      return { unseenCount: whole.parse(row.unseen ?? 0), latestSeq: whole.parse(row.last_seq) }
    },

    // true when anything changed
    async markSeen(recipientId: number, upToSeq: number | null): Promise<boolean> {
      let query = db
        .updateTable('notifications')
        .set({ seen: true })
        .where('recipient_id', '=', recipientId)
        .where('seen', '=', false)
      if (upToSeq !== null) query = query.where('seq', '<=', upToSeq)
      const rows = await query.returning('id').modifyEnd(label('notifications.markSeen')).execute()
      return rows.length > 0
    },

    // the most recent distinct actors of each notification, newest first, one query for a page
    async recentActors(notificationIds: readonly number[], first: number): Promise<Map<number, Actor[]>> {
      const result = new Map<number, Actor[]>(notificationIds.map((id) => [id, []]))
      if (notificationIds.length === 0 || first <= 0) return result
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('causes')
            .select([
              'notification_id',
              'actor_type',
              'actor_id',
              sql<number>`row_number() over (partition by notification_id order by max(created_at) desc, actor_type, actor_id)`.as(
                'rank',
              ),
            ])
            .where('notification_id', 'in', [...notificationIds])
            .groupBy(['notification_id', 'actor_type', 'actor_id'])
            .as('ranked'),
        )
        .select(['notification_id', 'actor_type', 'actor_id'])
        .where('rank', '<=', first)
        .orderBy('notification_id')
        .orderBy('rank')
        .modifyEnd(label('causes.recentActors'))
        .execute()
      for (const row of rows.map((r) => actorRow.parse(r))) {
        result.get(row.notification_id)?.push({ type: row.actor_type, id: row.actor_id })
      }
      return result
    },
  }
}

function queries(db: NotificationsDb) {
  return { ...knownQueries(db), ...groupQueries(db), ...readQueries(db), ...peopleQueries(db) }
}

export type NotificationsQueries = ReturnType<typeof queries>
export type NotificationsStore = ReturnType<typeof createNotificationsStore>

export function createNotificationsStore(db: NotificationsDb) {
  return {
    ...queries(db),
    transaction<T>(fn: (tx: NotificationsQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx: Transaction<NotificationsTables>) => fn(queries(trx)))
    },
  }
}
