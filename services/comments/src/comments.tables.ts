import type { ColumnType, Generated, Kysely } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type CommentType = 'event' | 'flash' | 'universal'

export interface CommentsTable {
  id: Generated<number>
  comment_type: CommentType
  event_id: number | null
  flash_sale_id: number | null
  source_type: string | null
  source_id: number | null
  city_id: number | null
  user_id: number
  display_type: string
  display_id: number
  body: string
  photo_ids: ColumnType<number[], number[] | undefined, number[]>
  mentions: ColumnType<string[], string[] | undefined, string[]>
  poll_id: number | null
  reply_to_id: number | null
  like_count: Generated<number>
  is_shadow_banned: Generated<boolean>
  is_featured: Generated<boolean>
  is_global: Generated<boolean>
  is_all_cities: Generated<boolean>
  created_at: Timestamp
  deleted_at: Timestamp | null
}

export interface LikesTable {
  comment_id: number
  user_id: number
  persona_type: string
  persona_id: number
  created_at: Timestamp
}

export interface PollsTable {
  id: Generated<number>
  title: string
  options: ColumnType<string[], string[], string[]>
  created_at: Timestamp
}

export interface PollAnswersTable {
  poll_id: number
  user_id: number
  option_index: number
  answered_at: Timestamp
}

export interface GossipTopicsTable {
  id: Generated<number>
  title: string
  city_id: number | null
  user_id: number
  created_at: Timestamp
}

export interface CommentsTables {
  comments: CommentsTable
  likes: LikesTable
  polls: PollsTable
  poll_answers: PollAnswersTable
  gossip_topics: GossipTopicsTable
  known_events: { id: number; city_id: number | null }
  known_users: { id: number }
  known_flash_sales: {
    id: number
    city_id: number | null
    persona_type: string | null
    persona_id: number | null
    is_published: Generated<boolean>
    learnt_at: Date | null
  }
  known_stories: { id: number }
  known_uploads: { id: number; owner_id: number }
}

export type CommentsDb = Kysely<CommentsTables>
