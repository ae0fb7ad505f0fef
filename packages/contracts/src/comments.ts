import type { MediaItem } from './media.ts'
import type { Persona, User } from './people.ts'

export type CommentType = 'event' | 'flash' | 'universal'
export type CommentSourceType = 'chat' | 'user' | 'story' | 'gossip'

export interface PollOption {
  label: string
  percent: number
}

export interface Poll {
  id: number
  title: string
  options: PollOption[]
  total_answers: number
  // the viewer's answer (an option label), null when not answered yet
  answer: string | null
}

export interface CommentSource {
  name: string
  detail_url: string
}

export interface Comment {
  id: number
  comment: string
  // null for a deleted or missing user, shown as 'Anonymous'
  user: User | null
  display_as?: Persona | null
  display_id?: number
  display_type?: string
  media: MediaItem[]
  poll?: Poll | null
  replies?: Comment[]
  reply_count?: number
  like_count?: number
  liked_count?: number
  is_liked: boolean
  created_since: string
  created_diff: number
  // present only for moderators
  is_shadow_banned?: boolean
  is_featured?: boolean
  // universal comments only
  is_global?: boolean
  event_id?: number
  flash_sale_id?: number
  reply_to_id?: number | null
  city_id?: number | null
  source_type?: CommentSourceType
  // 0 with source_type gossip means a new topic (topic_title, topic_city_id)
  source_id?: number
  source?: CommentSource
  topic_title?: string
  topic_city_id?: number
  user_activity_feed_id?: number
  photo_ids?: number[]
}

export interface CommentListResponse {
  comments: Comment[]
  has_more: boolean
}
