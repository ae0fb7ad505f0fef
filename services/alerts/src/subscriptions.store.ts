import { randomInt } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { AlertsTables, Frequency, Language, SubscriptionStatus } from './alerts.tables.ts'

export interface Subscription {
  id: number
  email: string
  userId: number | null
  cityId: number
  frequency: Frequency
  language: Language
  weeklyDay: number
  status: SubscriptionStatus
  confirmSentAt: Date | null
}

type Row = AlertsTables['subscriptions']

const COLUMNS = [
  'id',
  'email',
  'user_id',
  'city_id',
  'frequency',
  'language',
  'weekly_day',
  'status',
  'confirm_sent_at',
] as const

function parse(row: {
  id: number
  email: string
  user_id: number | null
  city_id: number
  frequency: Frequency
  language: Language
  weekly_day: number
  status: SubscriptionStatus
  confirm_sent_at: Date | string | null
}): Subscription {
  return {
    id: Number(row.id),
    email: row.email,
    userId: row.user_id === null ? null : Number(row.user_id),
    cityId: Number(row.city_id),
    frequency: row.frequency,
    language: row.language,
    weeklyDay: Number(row.weekly_day),
    status: row.status,
    confirmSentAt: row.confirm_sent_at === null ? null : new Date(row.confirm_sent_at),
  }
}

export interface NewSubscription {
  email: string
  userId: number | null
  cityId: number
  frequency: Frequency
  language: Language
  weeklyDay: number
  status: SubscriptionStatus
}

export type SubscriptionPatch = Partial<{
  userId: number | null
  frequency: Frequency
  language: Language
  status: SubscriptionStatus
  confirmSentAt: Date
}>

const ID_MAX = 2_147_483_647

export function createSubscriptionsStore(db: Kysely<AlertsTables>) {
  const byId = (id: number) =>
    db.selectFrom('subscriptions').select(COLUMNS).where('id', '=', id).modifyEnd(sql`/* alerts.by_id */`)

  return {
    async find(id: number): Promise<Subscription | null> {
      const row = await byId(id).executeTakeFirst()
      return row ? parse(row) : null
    },

    // locks the row for the rest of the caller's transaction
    async findForUpdate(id: number): Promise<Subscription | null> {
      const row = await byId(id).forUpdate().executeTakeFirst()
      return row ? parse(row) : null
    },

    async findByAddress(email: string, cityId: number): Promise<Subscription | null> {
      const row = await db
        .selectFrom('subscriptions')
        .select(COLUMNS)
        .where('email', '=', email)
        .where('city_id', '=', cityId)
        .forUpdate()
        .modifyEnd(sql`/* alerts.by_address */`)
        .executeTakeFirst()
      return row ? parse(row) : null
    },

    async listOfUser(userId: number): Promise<Subscription[]> {
      const rows = await db
        .selectFrom('subscriptions')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('status', '!=', 'unsubscribed')
        .orderBy('city_id')
        .orderBy('id')
        .modifyEnd(sql`/* alerts.list_of_user */`)
        .execute()
      return rows.map(parse)
    },

    // a random id (see the migration); a clash with an existing one simply draws again
    async insert(subscription: NewSubscription, now: Date): Promise<Subscription> {
      for (let attempt = 0; attempt < 8; attempt++) {
        const row = await db
          .insertInto('subscriptions')
          .values({
            id: randomInt(1, ID_MAX),
            email: subscription.email,
            user_id: subscription.userId,
            city_id: subscription.cityId,
            frequency: subscription.frequency,
            language: subscription.language,
            weekly_day: subscription.weeklyDay,
            status: subscription.status,
            confirmed_at: subscription.status === 'active' ? now : null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning(COLUMNS)
          .modifyEnd(sql`/* alerts.insert */`)
          .executeTakeFirst()
        if (row) return parse(row)
      }
      throw new Error('could not draw a free subscription id')
    },

    async update(id: number, patch: SubscriptionPatch, now: Date): Promise<Subscription | null> {
      const values: Partial<Record<keyof Row, unknown>> = { updated_at: now }
      if (patch.userId !== undefined) values.user_id = patch.userId
      if (patch.frequency !== undefined) values.frequency = patch.frequency
      if (patch.language !== undefined) values.language = patch.language
      if (patch.confirmSentAt !== undefined) values.confirm_sent_at = patch.confirmSentAt
      if (patch.status !== undefined) {
        values.status = patch.status
        if (patch.status === 'active') values.confirmed_at = now
        if (patch.status === 'unsubscribed') values.unsubscribed_at = now
      }
      const row = await db
        .updateTable('subscriptions')
        .set(values as never)
        .where('id', '=', id)
        .returning(COLUMNS)
        .modifyEnd(sql`/* alerts.update */`)
        .executeTakeFirst()
      return row ? parse(row) : null
    },

    async isSuppressed(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('suppressions')
        .select('email')
        .where('email', '=', email)
        .modifyEnd(sql`/* alerts.is_suppressed */`)
        .executeTakeFirst()
      return row !== undefined
    },

    // a bounce or complaint: the address gets nothing more, and its subscriptions end
    async suppress(email: string, reason: string, now: Date): Promise<number> {
      await db
        .insertInto('suppressions')
        .values({ email, reason, created_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .modifyEnd(sql`/* alerts.suppress */`)
        .execute()
      const ended = await db
        .updateTable('subscriptions')
        .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
        .where('email', '=', email)
        .where('status', '!=', 'unsubscribed')
        .modifyEnd(sql`/* alerts.suppress_subscriptions */`)
        .executeTakeFirst()
      return Number(ended.numUpdatedRows)
    },
  }
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>
