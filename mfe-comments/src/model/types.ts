import type { Comment, CommentType, MediaItem } from '@showroom/contracts'

// a comment as the REST calls answer it: the contract plus the server-rendered safe html and rights
export interface ThreadComment extends Omit<Comment, 'replies' | 'media'> {
  comment_type: CommentType
  comment_html: string
  is_emoji_only: boolean
  can_delete: boolean
  can_moderate: boolean
  media: (MediaItem & { id: number })[]
  replies?: ThreadComment[]
}

// what a thread is about: the parcel's props, normalised
export interface ThreadSource {
  kind: CommentType
  eventId?: number
  flashSaleId?: number
  sourceType?: string
  sourceId?: number
  cityId?: number | null
}
