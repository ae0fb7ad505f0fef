import type { ColumnType, Generated, Kysely } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>
// pg answers bigint as a string; rows are parsed at the store boundary
type BigInt = ColumnType<string | number, number, number>

export interface UploadSessionsTable {
  id: Generated<number>
  user_id: number
  upload_key: string
  resource_type: string
  context: string
  total_bytes: BigInt
  bytes_received: Generated<string | number>
  status: Generated<string>
  created_at: CreatedAt
  last_slice_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface UploadSlicesTable {
  session_id: number
  start_byte: BigInt
  end_byte: BigInt
  stored: Generated<boolean>
  // sha-256 of the slice's bytes, hex
  digest: string | null
}

export interface MediaItemsTable {
  id: Generated<number>
  public_id: string
  owner_id: number
  resource_type: string
  format: string
  width: number
  height: number
  bytes: BigInt
  etag: string
  version: number
  folder: string
  original_key: string | null
  source_key: string | null
  thumb_key: string | null
  card_key: string | null
  preview_key: string | null
  static_thumb_key: string | null
  static_card_key: string | null
  logo_key: string | null
  hls_key: string | null
  mp4_key: string | null
  processed: boolean
  failed: Generated<boolean>
  source_type: string | null
  source_id: number | null
  secondary_id: number | null
  event_id: number | null
  registered_at: Timestamp | null
  legacy_public: Generated<boolean>
  created_at: CreatedAt
}

// shown (everyone), hidden (moderators: a shadow-banned comment), gone (deleted)
export type CommentAudience = 'shown' | 'hidden' | 'gone'

export interface CommentMediaTable {
  comment_id: number
  media_item_id: number
  audience: CommentAudience
}

// who is in which chat, as the chat service's latest event about that pair said
export interface ChatMembersTable {
  chat_id: number
  user_id: number
  is_member: boolean
  changed_at: Timestamp
}

// the uploads each chat message carries (only its author's own)
export interface ChatMediaTable {
  chat_id: number
  message_id: number
  media_item_id: number
}

export interface MediaTables {
  upload_sessions: UploadSessionsTable
  upload_slices: UploadSlicesTable
  media_items: MediaItemsTable
  comment_media: CommentMediaTable
  chat_members: ChatMembersTable
  chat_media: ChatMediaTable
}

export type MediaDb = Kysely<MediaTables>
