import type { MediaItem } from '@showroom/contracts'

// who wrote a message: a member, or a designer or venue whose managers answer as it
export interface MessageAuthor {
  type: string
  id: number
  name: string
  iconUrl: string | null
  url: string | null
}

export interface ChatMedia {
  id: number | null
  kind: 'image' | 'video'
  thumbUrl: string | null
  previewUrl: string | null
  widthPx: number
  heightPx: number
  hlsUrl: string | null
  mp4: string | null
  processed: boolean
}

// one message, whichever road it came by (the REST list, a post's answer, the live subscription)
export interface ChatMessage {
  // the chat message id: the REST cursors (before_id, after_id) and the dedupe key
  id: number
  // 1, 2, 3 ... per chat: the subscription's cursor; null when the road it came by did not say
  seq: number | null
  text: string
  author: MessageAuthor
  // ISO 8601 when known
  createdAt: string | null
  // the server's own "5 minutes ago" when it sent one
  createdSince: string | null
  media: ChatMedia[]
}

export interface PersonaRef {
  type: string
  id: number
}

export type RawMedia = Partial<MediaItem> & { id?: number }
