import type { ColumnType, Generated, Kysely } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type NotificationKind =
  | 'comment_reply'
  | 'comment_like'
  | 'comment_mention'
  | 'user_follow'
  | 'friend_request'
  | 'friend_accept'
  | 'chat_message'
  | 'event_cancelled'

export const COMMENT_KINDS = ['comment_reply', 'comment_like', 'comment_mention'] as const

// a cancelled event is its own actor
export type ActorType = 'user' | 'designer' | 'venue' | 'event'
export type PersonaType = 'user' | 'designer' | 'venue'
export type CauseType = 'comment' | 'like' | 'user' | 'chat' | 'event'
export type CommentState = 'visible' | 'hidden' | 'deleted'

export interface NotificationsTables {
  known_users: { id: number; username_key: string }
  known_comments: {
    id: number
    user_id: number
    reply_to_id: number | null
    comment_type: string
    event_id: number | null
    flash_sale_id: number | null
    source_type: string | null
    source_id: number | null
    // null for comments learnt before who they were shown as was kept
    persona_type: PersonaType | null
    persona_id: number | null
    state: ColumnType<CommentState, CommentState | undefined, CommentState>
  }
  recipients: { user_id: number; last_seq: Generated<number> }
  goers: { event_id: number; user_id: number }
  managers: { persona_type: 'designer' | 'venue'; persona_id: number; user_id: number }
  blocks: { user_id: number; blocked_type: string; blocked_id: number }
  notifications: {
    id: Generated<number>
    recipient_id: number
    kind: NotificationKind
    object_id: number
    seq: number
    seen: Generated<boolean>
    actor_count: Generated<number>
    item_count: Generated<number>
    created_at: Timestamp
    updated_at: Timestamp
  }
  causes: {
    notification_id: number
    cause_type: CauseType
    cause_id: number
    actor_type: ActorType
    actor_id: number
    created_at: Timestamp
  }
}

export type NotificationsDb = Kysely<NotificationsTables>
