import type { ColumnType, Kysely } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export type TargetKind = 'designer' | 'venue' | 'user' | 'event' | 'news'

export interface TargetsTable {
  kind: TargetKind
  id: number
  mark_count: ColumnType<number, number | undefined, number>
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: CreatedAt
}

export interface MarksTable {
  user_id: number
  kind: TargetKind
  target_id: number
  rsvp_mode: number | null
  send_confirmation: ColumnType<boolean, boolean | undefined, boolean>
  created_at: CreatedAt
}

export interface CalendarFeedsTable {
  user_id: number
  token: string
  // a reset makes a new token: created_at says when
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
}

// one row per pair of members: low_id < high_id; accepted_at null while the request is pending
export interface FriendshipsTable {
  low_id: number
  high_id: number
  requested_by: number
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: CreatedAt
}

export interface MemberCountsTable {
  user_id: number
  following_count: ColumnType<number, number | undefined, number>
  friend_count: ColumnType<number, number | undefined, number>
}

export interface SocialTables {
  targets: TargetsTable
  marks: MarksTable
  calendar_feeds: CalendarFeedsTable
  friendships: FriendshipsTable
  member_counts: MemberCountsTable
  // chat blocks between members (user_id blocked blocked_id)
  blocks: { user_id: number; blocked_id: number }
}

export type SocialDb = Kysely<SocialTables>
