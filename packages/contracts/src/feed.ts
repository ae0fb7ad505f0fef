import type { Comment } from './comments.ts'
import type { MediaItem } from './media.ts'
import type { Designer, User, Venue } from './people.ts'

export type FeedSourceType = 'flash_sale_comment' | 'event_comment' | 'universal_comment' | 'media'
export type FeedEntityType = 'user' | 'designer' | 'venue'
export type FeedTargetType = 'event' | 'flash_sale' | 'designer' | 'user'

export interface ActivityFeedItem {
  id: number
  created_timestamp: number
  source_type: FeedSourceType
  source_id: number
  source: Comment | MediaItem | null
  entity_type: FeedEntityType
  entity_id: number
  entity: User | Designer | Venue | null
  target_type: FeedTargetType
  target: Record<string, unknown> | null
  title_html: string
  created_since: string
  page_token: string
}

export interface FeedResponse {
  feed: ActivityFeedItem[]
  has_more: boolean
  page_token: string
  first_id: number
  first_created: number
  layout: string
}

export interface Notification {
  id: number
  url: string
  title: string
  message: string
  seen: boolean
}

export interface NotificationListResponse {
  notifications: Notification[]
  has_more: boolean
}
