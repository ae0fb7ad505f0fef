import type { Viewer } from '@showroom/platform'
import { feedErrors } from './feed.errors.ts'
import type { CommentPayload } from './feed.events.ts'
import type { EntityType, SourceType, TargetType } from './feed.tables.ts'
import { decodePageToken, type Position } from './page-token.ts'

// a page of the activity feed; show_more asks for a longer one
export const PAGE_SIZE = 20
export const SHOW_MORE_PAGE_SIZE = 40
export const MAX_PAGE_SIZE = 50
// skip is an offset from the position: cheap while small; deep paging goes by page_token
export const MAX_SKIP = 100
export const MAX_ITEM_IDS = 50
// "load newer" counts the items it could not fit up to this many ("1000+ newer")
export const MAX_GAP_COUNT = 1000
// spec part 9: the trusted check is pro or more than 200 points
export const TRUSTED_POINTS = 200

export type Direction = 'next' | 'previous'

// the items a comment makes: one for the comment, one per photo or video for the media feed
export interface NewItem {
  createdAt: Date
  sourceType: SourceType
  sourceId: number
  commentId: number
  authorId: number
  entityType: EntityType
  entityId: number
  targetType: TargetType | null
  targetId: number | null
  cityId: number | null
  profileId: number | null
}

const COMMENT_SOURCE: Record<string, SourceType> = {
  event: 'event_comment',
  flash: 'flash_sale_comment',
  universal: 'universal_comment',
}

const ENTITY: readonly string[] = ['user', 'designer', 'venue']

function targetOf(comment: CommentPayload): { type: TargetType; id: number } | null {
  if (comment.commentType === 'event' && comment.eventId) return { type: 'event', id: comment.eventId }
  if (comment.commentType === 'flash' && comment.flashSaleId)
    return { type: 'flash_sale', id: comment.flashSaleId }
  if (comment.commentType === 'universal' && comment.sourceType === 'user' && comment.sourceId)
    return { type: 'user', id: comment.sourceId }
  // stories and gossip topics are no target kind of the spec; the item stands on its own
  return null
}

// a feed shows posts, not their replies (those open under the post), and never a chat's messages
export function itemsOfComment(comment: CommentPayload): NewItem[] {
  if (comment.replyToId !== null) return []
  if (comment.sourceType === 'chat') return []
  const sourceType = COMMENT_SOURCE[comment.commentType]
  if (!sourceType || !ENTITY.includes(comment.persona.type)) return []
  const entityType = comment.persona.type as EntityType
  const target = targetOf(comment)
  const shared = {
    createdAt: new Date(comment.createdAt),
    commentId: comment.id,
    authorId: comment.userId,
    entityType,
    entityId: comment.persona.id,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    cityId: comment.cityId,
    // a profile shows what its member said as themselves, not what they said for a designer or venue
    profileId: entityType === 'user' && comment.persona.id === comment.userId ? comment.userId : null,
  }
  return [
    { ...shared, sourceType, sourceId: comment.id },
    ...[...new Set(comment.photoIds)].map((photoId) => ({
      ...shared,
      sourceType: 'media' as const,
      sourceId: photoId,
    })),
  ]
}

export const isModerator = (viewer: Viewer | null) =>
  Boolean(viewer?.roles.some((role) => role === 'moderator' || role === 'admin'))

export const isTrusted = (viewer: Viewer) => viewer.isPro || viewer.points > TRUSTED_POINTS

// who reads hidden items: their author, and moderators (as they see shadow-banned comments)
export type Audience = ({ kind: 'everyone' } | { kind: 'member'; userId: number } | { kind: 'moderator' }) & {
  // personas the viewer blocked: nothing they posted or shared reaches this viewer
  blocked?: readonly { type: string; id: number }[]
}

export function audienceOf(viewer: Viewer | null): Audience {
  if (!viewer) return { kind: 'everyone' }
  if (isModerator(viewer)) return { kind: 'moderator' }
  return { kind: 'member', userId: viewer.userId }
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

export function parseId(field: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (!whole(value) || value < 1)
    throw feedErrors.invalidInput(field, `${field} must be a whole number, 1 or more.`)
  return value
}

export function parsePageSize(first: number | null | undefined, fallback = PAGE_SIZE): number {
  const size = first ?? fallback
  if (!whole(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw feedErrors.invalidInput('first', `first must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  return size
}

export function parseSkip(skip: number | null | undefined): number {
  const value = skip ?? 0
  if (!whole(value) || value < 0 || value > MAX_SKIP)
    throw feedErrors.invalidInput(
      'skip',
      `skip must be a whole number from 0 to ${MAX_SKIP}; page further with page_token.`,
    )
  return value
}

export function parsePageToken(token: string | null | undefined): Position | null {
  if (token === null || token === undefined || token === '') return null
  const position = decodePageToken(token)
  if (!position) throw feedErrors.invalidInput('pageToken', 'page_token is not one this feed gave out.')
  return position
}

export function parseItemIds(ids: readonly number[] | null | undefined): number[] | null {
  if (ids === null || ids === undefined) return null
  if (ids.length > MAX_ITEM_IDS)
    throw feedErrors.invalidInput('itemIds', `item_ids may list at most ${MAX_ITEM_IDS} items.`)
  for (const id of ids) parseId('itemIds', id)
  return [...new Set(ids)]
}
