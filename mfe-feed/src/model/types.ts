import type {
  FeedEntityType,
  FeedSourceType,
  FeedTargetType,
  FriendState,
  MediaItem,
} from '@showroom/contracts'

// a member as the feed and the profile show them (spec part 3 User, the fields used here)
export interface PersonSummary {
  id: number
  username: string
  full_name: string
  url: string | null
  profile_icon_url: string | null
  is_team: boolean
  vip_level: number
  is_pro: boolean
  is_verified: number
  is_deleted: boolean
  is_user_self?: boolean
}

export interface FeedMedia extends MediaItem {
  id?: number
}

// the comment an item carries (spec part 3 Comment, the fields the feed shows)
export interface FeedComment {
  id: number
  comment_type: 'event' | 'flash' | 'universal'
  comment: string
  comment_html?: string | null
  user: PersonSummary | null
  display_name?: string | null
  display_url?: string | null
  display_icon_url?: string | null
  media: FeedMedia[]
  reply_count?: number
  like_count?: number
  is_liked?: boolean
  poll?: { title: string } | null
  source?: { name: string; detail_url: string | null } | null
}

// spec part 3 "Activity feed item", with the share url and city the gateway adds
export interface FeedItem {
  id: number
  created_timestamp: number
  source_type: FeedSourceType
  source_id: number
  source: FeedComment | FeedMedia | null
  entity_type: FeedEntityType
  entity_id: number
  entity: Record<string, unknown> | null
  target_type: FeedTargetType | null
  target: Record<string, unknown> | null
  title_html: string
  created_since: string
  page_token: string
  comment_id?: number | null
  city_id?: number | null
  share_url?: string | null
  shared_by?: PersonSummary | null
}

export interface FeedPage {
  feed: FeedItem[]
  has_more: boolean
  page_token: string | null
  first_id: number | null
  first_created: number | null
  first_page_token?: string | null
  gap?: { count: number; count_capped: boolean; page_token: string } | null
  layout: string
}

export interface MediaPage {
  feed: FeedItem[]
  has_more: boolean
}

// whose feed: a member's profile, a city's community feed, or every city
export type FeedScope = { userId: number } | { cityPrefix: string } | { everywhere: true }

// a profile as the page shows it
export interface Profile extends PersonSummary {
  user_url: string | null
  profile_icon_mode: string
  follower_count: number
  following_count: number
  friend_count: number
  is_following_user: boolean
  friend_state: FriendState
}

export type UserListKind = 'followers' | 'following' | 'friends'

export interface UserListPage {
  users: PersonSummary[]
  hasMore: boolean
  cursor: string | null
}

export const isComment = (item: FeedItem): item is FeedItem & { source: FeedComment } =>
  item.source_type !== 'media' && item.source !== null && 'comment' in item.source

export const mediaOf = (item: FeedItem): FeedMedia[] => {
  if (!item.source) return []
  if (item.source_type === 'media') return [item.source as FeedMedia]
  return (item.source as FeedComment).media ?? []
}
