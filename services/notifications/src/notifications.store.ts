import { type ExpressionBuilder, sql, type Transaction } from 'kysely'
import { z } from 'zod'
import {
  type ActorType,
  COMMENT_KINDS,
  type CauseType,
  type CommentState,
  type NotificationKind,
  type NotificationsDb,
  type NotificationsTables,
} from './notifications.tables.ts'
import { label } from './sql.ts'

const whole = z.number().int()

const notificationRow = z.object({
  id: whole,
  kind: z.enum([...COMMENT_KINDS, 'user_follow', 'friend_request', 'friend_accept', 'chat_message']),
  object_id: whole,
  seq: whole,
  seen: z.boolean(),
  actor_count: whole,
  item_count: whole,
  created_at: z.date(),
  updated_at: z.date(),
})
export type NotificationRow = z.infer<typeof notificationRow>

const commentRow = z.object({
  id: whole,
  user_id: whole,
  reply_to_id: whole.nullable(),
  comment_type: z.string(),
  event_id: whole.nullable(),
  flash_sale_id: whole.nullable(),
  source_type: z.string().nullable(),
  source_id: whole.nullable(),
  state: z.enum(['visible', 'hidden', 'deleted']),
})
export type KnownComment = z.infer<typeof commentRow>

const actorRow = z.object({
  notification_id: whole,
  actor_type: z.enum(['user', 'designer', 'venue']),
  actor_id: whole,
})
export interface Actor {
  type: ActorType
  id: number
}

export interface Cause {
  type: CauseType
  id: number
  actor: Actor
}

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

// distinct people among a notification's causes, counted where they are stored so it never drifts
const actorCountOf = (eb: ExpressionBuilder<NotificationsTables, 'notifications'>) =>
  eb
    .selectFrom('causes')
    .select(sql<number>`count(distinct (actor_type, actor_id))::int`.as('n'))
    .whereRef('causes.notification_id', '=', 'notifications.id')

function queries(db: NotificationsDb) {
  return {
    async rememberUser(id: number, username: string): Promise<void> {
      await db
        .insertInto('known_users')
        .values({ id, username_key: username.toLowerCase() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ username_key: username.toLowerCase() }))
        .modifyEnd(label('knownUsers.remember'))
        .execute()
    },

    async forgetUser(id: number): Promise<void> {
      await db.deleteFrom('known_users').where('id', '=', id).modifyEnd(label('knownUsers.forget')).execute()
    },

    async userIdsByUsernames(usernames: readonly string[]): Promise<number[]> {
      if (usernames.length === 0) return []
      const rows = await db
        .selectFrom('known_users')
        .select('id')
        .where(
          'username_key',
          'in',
          usernames.map((name) => name.toLowerCase()),
        )
        .modifyEnd(label('knownUsers.byUsernames'))
        .execute()
      return rows.map((row) => whole.parse(row.id))
    },

    // seen again (an unshadowed comment is announced with its whole payload): visible once more
    async rememberComment(comment: Omit<KnownComment, 'state'>): Promise<void> {
      await db
        .insertInto('known_comments')
        .values({ ...comment, state: 'visible' })
        .onConflict((oc) => oc.column('id').doUpdateSet({ state: 'visible' }))
        .modifyEnd(label('knownComments.remember'))
        .execute()
    },

    // a share lock for a notification about the comment, an update lock for its removal: whichever
    // comes second sees what the first did
    async lockComment(id: number, mode: 'share' | 'update'): Promise<KnownComment | null> {
      const query = db.selectFrom('known_comments').selectAll().where('id', '=', id)
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate())
        .modifyEnd(label('knownComments.lock'))
        .executeTakeFirst()
      return row ? commentRow.parse(row) : null
    },

    async setCommentState(id: number, state: CommentState): Promise<void> {
      await db
        .updateTable('known_comments')
        .set({ state })
        .where('id', '=', id)
        .modifyEnd(label('knownComments.setState'))
        .execute()
    },

    async replyIds(rootId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('known_comments')
        .select('id')
        .where('reply_to_id', '=', rootId)
        .modifyEnd(label('knownComments.replies'))
        .execute()
      return rows.map((row) => whole.parse(row.id))
    },

    async commentsByIds(ids: readonly number[]): Promise<Map<number, KnownComment>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('known_comments')
        .selectAll()
        .where('id', 'in', [...ids])
        .modifyEnd(label('knownComments.byIds'))
        .execute()
      return new Map(rows.map((row) => commentRow.parse(row)).map((c) => [c.id, c]))
    },

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
      const ids = [...new Set(touched.map((row) => whole.parse(row.notification_id)))]
      if (ids.length === 0) return
      await db
        .deleteFrom('notifications')
        .where('id', 'in', ids)
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
        .where('id', 'in', ids)
        .modifyEnd(label('notifications.recount'))
        .execute()
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
