import type { ChatMedia, ChatMessage, MessageAuthor, RawMedia } from './types.ts'

type Json = Record<string, unknown>

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const obj = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null

function mediaOf(list: unknown): ChatMedia[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((raw): ChatMedia[] => {
    const item = obj(raw) as (RawMedia & Json) | null
    if (!item) return []
    // REST items are snake_case (spec part 3), GraphQL ones camelCase
    const kind = item.resource_type ?? item.resourceType
    return [
      {
        id: num(item.id),
        kind: kind === 'video' ? 'video' : 'image',
        thumbUrl: str(item.thumb_url ?? item.thumbUrl),
        previewUrl: str(item.preview_url ?? item.previewUrl),
        widthPx: num(item.width_px ?? item.widthPx) ?? 0,
        heightPx: num(item.height_px ?? item.heightPx) ?? 0,
        hlsUrl: str(item.hls_url ?? item.hlsUrl ?? item.hls),
        mp4: str(item.mp4),
        processed: item.processed !== false,
      },
    ]
  })
}

// a universal Comment (spec part 3) with source_type chat, as /api/universal_comments_* answer it
export function messageFromComment(raw: unknown): ChatMessage | null {
  const comment = obj(raw)
  const id = num(comment?.id)
  if (!comment || id === null) return null
  const user = obj(comment.user)
  const persona = obj(comment.display_as)
  const type = str(persona?.type) ?? str(comment.display_type) ?? 'user'
  const personaId = num(persona?.id) ?? num(comment.display_id) ?? num(user?.id) ?? 0
  const speaksAsUser = type === 'user'
  // a designer or venue answer carries its persona's name, page and logo (display_name, display_url,
  // display_icon_url); a member speaking as themselves is the comment's user
  const author: MessageAuthor = {
    type,
    id: personaId,
    name:
      str(comment.display_name) ??
      str(persona?.name) ??
      (speaksAsUser ? (str(user?.full_name) ?? str(user?.username)) : null) ??
      '',
    iconUrl:
      str(comment.display_icon_url) ??
      str(persona?.logo_url) ??
      (speaksAsUser ? str(user?.profile_icon_url) : null),
    url: str(comment.display_url) ?? str(persona?.detail_url) ?? (speaksAsUser ? str(user?.url) : null),
  }
  return {
    id,
    seq: num(comment.seq),
    text: typeof comment.comment === 'string' ? comment.comment : '',
    author,
    createdAt: str(comment.created_at),
    createdSince: str(comment.created_since),
    media: mediaOf(comment.media),
  }
}

// a ChatMessage of the GraphQL schema (the chatMessageAdded subscription)
export function messageFromLive(raw: unknown): ChatMessage | null {
  const message = obj(raw)
  const id = num(message?.id)
  if (!message || id === null) return null
  const persona = obj(message.author)
  const type = str(persona?.type) ?? 'user'
  const user = obj(persona?.user)
  const place = obj(persona?.designer) ?? obj(persona?.venue)
  const author: MessageAuthor = {
    type,
    id: num(persona?.id) ?? 0,
    name: (type === 'user' ? str(user?.fullName) : str(place?.name)) ?? '',
    iconUrl: type === 'user' ? str(user?.profileIconUrl) : str(place?.logoUrl),
    url: type === 'user' ? str(user?.url) : str(place?.detailUrl),
  }
  return {
    id,
    seq: num(message.seq),
    text: typeof message.text === 'string' ? message.text : '',
    author,
    createdAt: str(message.createdAt),
    createdSince: null,
    media: mediaOf(message.media),
  }
}

export function messagesFromComments(list: unknown): ChatMessage[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((raw) => {
    const message = messageFromComment(raw)
    return message ? [message] : []
  })
}
