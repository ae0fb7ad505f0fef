import { type ExpressionBuilder, sql } from 'kysely'
import { z } from 'zod'
import {
  type ActorType,
  COMMENT_KINDS,
  type CauseType,
  type NotificationKind,
  type NotificationsDb,
  type NotificationsTables,
} from './notifications.tables.ts'
import { label } from './sql.ts'

const whole = z.number().int()

export interface Actor {
  type: ActorType
  id: number
}

export interface Cause {
  type: CauseType
  id: number
  actor: Actor
}

// distinct people among a notification's causes, counted where they are stored so it never drifts
export const actorCountOf = (eb: ExpressionBuilder<NotificationsTables, 'notifications'>) =>
  eb
    .selectFrom('causes')
    .select(sql<number>`count(distinct (actor_type, actor_id))::int`.as('n'))
    .whereRef('causes.notification_id', '=', 'notifications.id')

// after causes went: a notification left without any goes, the others recount their actors
export async function settle(db: NotificationsDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .deleteFrom('notifications')
    .where('id', 'in', [...ids])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('causes')
            .select('cause_id')
            .whereRef('causes.notification_id', '=', 'notifications.id'),
        ),
      ),
    )
    .modifyEnd(label('notifications.removeEmpty'))
    .execute()
  await db
    .updateTable('notifications')
    .set({ actor_count: actorCountOf })
    .where('id', 'in', [...ids])
    .modifyEnd(label('notifications.recount'))
    .execute()
}

// the writes: one notification per (recipient, kind, object) and the causes behind it
export function groupQueries(db: NotificationsDb) {
  const settleIds = (ids: readonly number[]) => settle(db, ids)

  return {
    // one member at a time: callers lock every recipient they touch, in ascending order
    async lockRecipients(userIds: readonly number[]): Promise<void> {
      const ids = [...new Set(userIds)].sort((a, b) => a - b)
      if (ids.length === 0) return
      await db
        .insertInto('recipients')
        .values(ids.map((user_id) => ({ user_id })))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .modifyEnd(label('recipients.ensure'))
        .execute()
      await db
        .selectFrom('recipients')
        .select('user_id')
        .where('user_id', 'in', ids)
        .orderBy('user_id')
        .forUpdate()
        .modifyEnd(label('recipients.lock'))
        .execute()
    },

    async nextSeq(userId: number): Promise<number> {
      const row = await db
        .updateTable('recipients')
        .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
        .where('user_id', '=', userId)
        .returning('last_seq')
        .modifyEnd(label('recipients.nextSeq'))
        .executeTakeFirstOrThrow()
      return whole.parse(row.last_seq)
    },

    async groupId(recipientId: number, kind: NotificationKind, objectId: number): Promise<number | null> {
      const row = await db
        .selectFrom('notifications')
        .select('id')
        .where('recipient_id', '=', recipientId)
        .where('kind', '=', kind)
        .where('object_id', '=', objectId)
        .modifyEnd(label('notifications.groupId'))
        .executeTakeFirst()
      return row ? whole.parse(row.id) : null
    },

    async insertNotification(input: {
      recipientId: number
      kind: NotificationKind
      objectId: number
      seq: number
      itemCount: number
      at: Date
    }): Promise<number> {
      const row = await db
        .insertInto('notifications')
        .values({
          recipient_id: input.recipientId,
          kind: input.kind,
          object_id: input.objectId,
          seq: input.seq,
          actor_count: 1,
          item_count: input.itemCount,
          created_at: input.at,
          updated_at: input.at,
        })
        .returning('id')
        .modifyEnd(label('notifications.insert'))
        .executeTakeFirstOrThrow()
      return whole.parse(row.id)
    },

    // true when the cause is new; `replace` keeps one cause and moves it to the newest actor (chats)
    async addCause(notificationId: number, cause: Cause, at: Date, replace: boolean): Promise<boolean> {
      const values = {
        notification_id: notificationId,
        cause_type: cause.type,
        cause_id: cause.id,
        actor_type: cause.actor.type,
        actor_id: cause.actor.id,
        created_at: at,
      }
      const row = await db
        .insertInto('causes')
        .values(values)
        .onConflict((oc) => {
          const target = oc.columns(['notification_id', 'cause_type', 'cause_id'])
          return replace
            ? target.doUpdateSet({ actor_type: values.actor_type, actor_id: values.actor_id, created_at: at })
            : target.doNothing()
        })
        .returning('cause_id')
        .modifyEnd(label('causes.add'))
        .executeTakeFirst()
      return row !== undefined
    },

    // new activity: the newest number, unseen again, actors recounted
    async bump(notificationId: number, seq: number, itemCount: number, at: Date): Promise<void> {
      await db
        .updateTable('notifications')
        .set({
          seq,
          seen: false,
          item_count: itemCount,
          updated_at: at,
          actor_count: actorCountOf,
        })
        .where('id', '=', notificationId)
        .modifyEnd(label('notifications.bump'))
        .execute()
    },

    // the recipients of everything a set of comments caused, before it is removed
    async recipientsCausedBy(commentIds: readonly number[]): Promise<number[]> {
      if (commentIds.length === 0) return []
      const rows = await db
        .selectFrom('notifications')
        .select('recipient_id')
        .distinct()
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', 'in', [...COMMENT_KINDS]), eb('object_id', 'in', [...commentIds])]),
            eb(
              'id',
              'in',
              eb
                .selectFrom('causes')
                .select('notification_id')
                .where('cause_type', '=', 'comment')
                .where('cause_id', 'in', [...commentIds]),
            ),
          ]),
        )
        .modifyEnd(label('notifications.recipientsCausedBy'))
        .execute()
      return rows.map((row) => whole.parse(row.recipient_id))
    },

    // notifications about these comments go; where they were one cause among others, the actors
    // are recounted, and a notification left without causes goes too
    async removeCausedBy(commentIds: readonly number[]): Promise<void> {
      if (commentIds.length === 0) return
      await db
        .deleteFrom('notifications')
        .where('kind', 'in', [...COMMENT_KINDS])
        .where('object_id', 'in', [...commentIds])
        .modifyEnd(label('notifications.removeAbout'))
        .execute()
      const touched = await db
        .deleteFrom('causes')
        .where('cause_type', '=', 'comment')
        .where('cause_id', 'in', [...commentIds])
        .returning('notification_id')
        .modifyEnd(label('causes.removeComments'))
        .execute()
      await settleIds([...new Set(touched.map((row) => whole.parse(row.notification_id)))])
    },

    // one cause taken back (an unfollow); true when the recipient's notification changed
    async removeCause(
      to: { recipientId: number; kind: NotificationKind; objectId: number },
      cause: {
        type: CauseType
        id: number
      },
    ): Promise<boolean> {
      const rows = await db
        .deleteFrom('causes')
        .where('cause_type', '=', cause.type)
        .where('cause_id', '=', cause.id)
        .where('notification_id', 'in', (eb) =>
          eb
            .selectFrom('notifications')
            .select('id')
            .where('recipient_id', '=', to.recipientId)
            .where('kind', '=', to.kind)
            .where('object_id', '=', to.objectId),
        )
        .returning('notification_id')
        .modifyEnd(label('causes.remove'))
        .execute()
      await settleIds(rows.map((row) => whole.parse(row.notification_id)))
      return rows.length > 0
    },

    async removeGroup(recipientId: number, kind: NotificationKind, objectId: number): Promise<boolean> {
      const row = await db
        .deleteFrom('notifications')
        .where('recipient_id', '=', recipientId)
        .where('kind', '=', kind)
        .where('object_id', '=', objectId)
        .returning('id')
        .modifyEnd(label('notifications.removeGroup'))
        .executeTakeFirst()
      return row !== undefined
    },

    // a deleted account: everything it was told goes with it
    async removeRecipient(userId: number): Promise<void> {
      await db
        .deleteFrom('recipients')
        .where('user_id', '=', userId)
        .modifyEnd(label('recipients.remove'))
        .execute()
    },
  }
}
