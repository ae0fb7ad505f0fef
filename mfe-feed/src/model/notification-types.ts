import type { FriendState } from '@showroom/contracts'

export type NotificationKind =
  | 'comment_reply'
  | 'comment_like'
  | 'comment_mention'
  | 'user_follow'
  | 'friend_request'
  | 'friend_accept'
  | 'chat_message'
  | 'event_cancelled'

interface Place {
  name: string
  detailUrl: string
  logoUrl: string | null
}

export interface NotificationActor {
  type: string
  id: number
  user: {
    id: number
    fullName: string
    url: string | null
    profileIconUrl: string | null
    friendState: FriendState | null
  } | null
  designer: Place | null
  venue: Place | null
}

// one notification as the notifications subgraph answers it (ADR 0019): structure, not text
export interface NotificationData {
  id: number
  kind: NotificationKind
  seq: number
  seen: boolean
  actorCount: number
  messageCount: number
  chatId: number | null
  actors: NotificationActor[] | null
  comment: {
    id: number
    type: string
    event: { name: string; detailUrl: string } | null
    sourceUser: { fullName: string; url: string | null } | null
  } | null
  // event_cancelled: the event that was called off
  event?: { name: string; detailUrl: string } | null
  updatedAt: string
}

export interface NotificationPageData {
  notifications: NotificationData[]
  hasMore: boolean
  unseenCount: number
  latestSeq: number
}
