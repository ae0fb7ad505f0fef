import { type Kysely, sql } from 'kysely'
import type { AlertsTables, Frequency, LedgerStatus } from '../alerts.tables.ts'
import type { Subscription } from '../subscriptions.store.ts'

export interface DueSubscriber {
  id: number
  email: string
  userId: number | null
  language: Subscription['language']
}

export interface Sendable {
  ledger: LedgerStatus
  email: string | null
  active: boolean
  suppressed: boolean
}

export function createLedgerStore(db: Kysely<AlertsTables>) {
  return {
    // active subscribers of a city and frequency without a ledger row for the period, by id from
    // `afterId`; suppressed addresses are left out
    async due(options: {
      cityId: number
      frequency: Frequency
      weeklyDay: number | null
      period: string
      afterId: number
      limit: number
    }): Promise<DueSubscriber[]> {
      const rows = await sql<{
        id: number
        email: string
        user_id: number | null
        language: Subscription['language']
      }>`
        /* alerts.ledger_due */
        select s.id, s.email, s.user_id, s.language from alerts.subscriptions s
        where s.status = 'active' and s.city_id = ${options.cityId} and s.frequency = ${options.frequency}
          ${options.weeklyDay === null ? sql`` : sql`and s.weekly_day = ${options.weeklyDay}`}
          and s.id > ${options.afterId}
          and not exists (select 1 from alerts.digest_ledger l where l.subscription_id = s.id and l.period = ${options.period})
          and not exists (select 1 from alerts.suppressions x where x.email = s.email)
        order by s.id
        limit ${options.limit}
      `.execute(db)
      return rows.rows.map((row) => ({
        id: Number(row.id),
        email: row.email,
        userId: row.user_id === null ? null : Number(row.user_id),
        language: row.language,
      }))
    },

    // true when this call wrote the row: only its caller may queue the send
    async claim(subscriptionId: number, period: string, status: LedgerStatus, messageId: string | null) {
      const inserted = await db
        .insertInto('digest_ledger')
        .values({ subscription_id: subscriptionId, period, status, message_id: messageId })
        .onConflict((oc) => oc.columns(['subscription_id', 'period']).doNothing())
        .returning('subscription_id')
        .modifyEnd(sql`/* alerts.ledger_claim */`)
        .executeTakeFirst()
      return inserted !== undefined
    },

    // what the send job needs in one query: the ledger rows, the subscriptions and their suppression
    async sendable(subscriptionIds: number[], period: string): Promise<Map<number, Sendable>> {
      if (subscriptionIds.length === 0) return new Map()
      const rows = await sql<{
        id: number
        ledger: LedgerStatus
        email: string | null
        status: string | null
        suppressed: boolean
      }>`
        /* alerts.ledger_sendable */
        select l.subscription_id as id, l.status as ledger, s.email, s.status,
               exists (select 1 from alerts.suppressions x where x.email = s.email) as suppressed
        from alerts.digest_ledger l
        left join alerts.subscriptions s on s.id = l.subscription_id
        where l.subscription_id in (${sql.join(subscriptionIds)}) and l.period = ${period}
      `.execute(db)
      return new Map(
        rows.rows.map((row) => [
          Number(row.id),
          {
            ledger: row.ledger,
            email: row.email,
            active: row.status === 'active',
            suppressed: row.suppressed === true,
          },
        ]),
      )
    },

    async mark(subscriptionId: number, period: string, status: LedgerStatus, at: Date) {
      await db
        .updateTable('digest_ledger')
        .set({ status, ...(status === 'sent' ? { sent_at: at } : {}) })
        .where('subscription_id', '=', subscriptionId)
        .where('period', '=', period)
        .modifyEnd(sql`/* alerts.ledger_mark */`)
        .execute()
    },
  }
}
