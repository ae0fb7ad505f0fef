import { COMMENT_LINK_FRAGMENT, type CommentType } from '@showroom/contracts'
import type { ThreadSource } from './types.ts'

// the /api call prefix of each comment type (spec part 7)
export const API_PREFIX: Record<CommentType, string> = {
  event: 'events',
  flash: 'flash_sale',
  universal: 'universal',
}

// the id field of *_comments_get
export const GET_ID_FIELD: Record<CommentType, string> = {
  event: 'event_comment_id',
  flash: 'flash_sale_comment_id',
  universal: 'universal_comment_id',
}

// the source_type an upload for a comment carries (cdn_upload_image)
export const UPLOAD_SOURCE_TYPE: Record<CommentType, string> = {
  event: 'event_comment',
  flash: 'flash_sale_comment',
  universal: 'universal_comment',
}

// deep-link fragments of spec part 2: #pec= event, #pfc= flash sale, #puc= universal
export const FRAGMENT_KEY: Record<CommentType, string> = { event: 'pec', flash: 'pfc', universal: 'puc' }

export function isCommentType(value: unknown): value is CommentType {
  return value === 'event' || value === 'flash' || value === 'universal'
}

// the stored source params every call about a comment carries beside comment_id
export function sourceParams(source: ThreadSource): Record<string, unknown> {
  if (source.kind === 'event') return { event_id: source.eventId }
  if (source.kind === 'flash') return { flash_sale_id: source.flashSaleId }
  return { source_type: source.sourceType, source_id: source.sourceId }
}

// the number a thread's uploads are filed under
export function uploadSourceId(source: ThreadSource): number {
  if (source.kind === 'event') return source.eventId ?? 0
  if (source.kind === 'flash') return source.flashSaleId ?? 0
  return source.sourceId ?? 0
}

export function parseCommentFragment(hash: string): { kind: CommentType; id: number } | null {
  const match = COMMENT_LINK_FRAGMENT.exec(hash.trim())
  if (!match) return null
  const kind = (Object.keys(FRAGMENT_KEY) as CommentType[]).find((type) => FRAGMENT_KEY[type] === match[1])
  const id = Number(match[2])
  return kind && id > 0 ? { kind, id } : null
}

// the share link of a comment: the page url plus its fragment
export function commentShareUrl(pageUrl: string, kind: CommentType, id: number): string {
  const base = pageUrl.split('#')[0] ?? pageUrl
  return `${base}#${FRAGMENT_KEY[kind]}=${id}`
}

// a universal gossip comment with source_id 0 starts a new topic (spec part 3)
export function isNewGossipTopic(source: ThreadSource): boolean {
  return source.kind === 'universal' && source.sourceType === 'gossip' && source.sourceId === 0
}

// the parcel's props, checked: null when they do not name a thread; a composer may also start a new
// gossip topic (source_type gossip, source_id 0), which has no thread to show yet
export function threadSourceFromProps(
  props: Record<string, unknown>,
  options: { allowNewTopic?: boolean } = {},
): ThreadSource | null {
  const kind = props.commentType
  if (!isCommentType(kind)) return null
  const num = (value: unknown) => {
    const n = typeof value === 'string' ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
  }
  const cityId = num(props.cityId) ?? null
  if (kind === 'event') {
    const eventId = num(props.eventId) ?? num(props.sourceId)
    return eventId ? { kind, eventId, cityId } : null
  }
  if (kind === 'flash') {
    const flashSaleId = num(props.flashSaleId) ?? num(props.sourceId)
    return flashSaleId ? { kind, flashSaleId, cityId } : null
  }
  const sourceType = typeof props.sourceType === 'string' ? props.sourceType : undefined
  const newTopic =
    options.allowNewTopic === true &&
    sourceType === 'gossip' &&
    (props.sourceId === 0 || props.sourceId === '0')
  if (newTopic) return { kind, sourceType, sourceId: 0, cityId }
  const sourceId = num(props.sourceId)
  return sourceType && sourceId ? { kind, sourceType, sourceId, cityId } : null
}
