import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export type Frequency = 'daily' | 'weekly'
export type Language = 'en' | 'zh'
export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed'
export type LedgerStatus = 'queued' | 'sent' | 'empty' | 'skipped'

export const FREQUENCIES = ['daily', 'weekly'] as const
export const LANGUAGES = ['en', 'zh'] as const

export interface AlertsTables {
  subscriptions: {
    id: number
    email: string
    user_id: number | null
    city_id: number
    frequency: Frequency
    language: Language
    weekly_day: Defaulted<number>
    status: SubscriptionStatus
    confirm_sent_at: Timestamp | null
    confirmed_at: Timestamp | null
    unsubscribed_at: Timestamp | null
    created_at: Defaulted<Date>
    updated_at: Defaulted<Date>
  }
  digest_ledger: {
    subscription_id: number
    period: string
    status: LedgerStatus
    message_id: string | null
    created_at: Defaulted<Date>
    sent_at: Timestamp | null
  }
  suppressions: {
    email: string
    reason: string
    created_at: Defaulted<Date>
  }
  goers: {
    event_id: number
    user_id: number
    going: boolean
    changed_at: Timestamp
  }
  cancelled_events: {
    event_id: number
    cancelled_at: Timestamp
  }
  notice_ledger: {
    key: string
    created_at: Defaulted<Date>
  }
  rate_limits: {
    key: string
    hits: number
    window_ends_at: Timestamp
  }
}
