import type { Persona, Viewer } from '@showroom/platform'
import { commentsErrors } from './comments.errors.ts'
import type { CommentType } from './comments.tables.ts'

export const MAX_COMMENT_LENGTH = 5000
export const MAX_PHOTOS = 20
export const MAX_TOPIC_TITLE = 200
export const DEFAULT_PAGE = 20
export const MAX_PAGE = 100
export const UNIVERSAL_SOURCE_TYPES = ['chat', 'user', 'story', 'gossip'] as const
export type UniversalSourceType = (typeof UNIVERSAL_SOURCE_TYPES)[number]

const TYPE_ALIASES: Record<string, CommentType> = {
  event: 'event',
  events: 'event',
  event_comment: 'event',
  flash: 'flash',
  flash_sale: 'flash',
  flash_sale_comment: 'flash',
  universal: 'universal',
  universal_comment: 'universal',
}

// spec part 5: 'Unknown comment type {type}'
export function parseCommentType(type: string): CommentType {
  const known = TYPE_ALIASES[type.trim().toLowerCase()]
  if (!known) throw commentsErrors.unknownType(type)
  return known
}

export function parseSourceType(type: string | null | undefined): UniversalSourceType {
  const value = (type ?? '').trim().toLowerCase()
  if (!(UNIVERSAL_SOURCE_TYPES as readonly string[]).includes(value)) {
    throw commentsErrors.invalidInput(
      'source_type',
      `source_type must be one of ${UNIVERSAL_SOURCE_TYPES.join(', ')}.`,
    )
  }
  return value as UniversalSourceType
}

export const isModerator = (viewer: Viewer | null) =>
  viewer !== null && (viewer.roles.includes('moderator') || viewer.roles.includes('admin'))

// text trimmed; a comment needs text or at least one photo
export function parseCommentBody(
  text: string | null | undefined,
  photoIds: readonly number[] | null | undefined,
) {
  const body = (text ?? '').trim()
  const photos = [...new Set(photoIds ?? [])]
  if (photos.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw commentsErrors.invalidInput('photo_ids', 'photo_ids must be a comma-separated list of photo ids.')
  }
  if (photos.length > MAX_PHOTOS) {
    throw commentsErrors.invalidInput('photo_ids', `A comment can carry at most ${MAX_PHOTOS} photos.`)
  }
  if (body === '' && photos.length === 0) throw commentsErrors.empty()
  if ([...body].length > MAX_COMMENT_LENGTH) throw commentsErrors.tooLong(MAX_COMMENT_LENGTH)
  return { body, photoIds: photos }
}

// a member speaks as themself or as the persona they are currently using, nobody else
export function parseDisplayAs(viewer: Viewer, displayAs: Persona | null | undefined): Persona {
  if (!displayAs) return viewer.persona
  if (displayAs.type === 'user' && displayAs.id === viewer.userId) return { type: 'user', id: viewer.userId }
  if (displayAs.type === viewer.persona.type && displayAs.id === viewer.persona.id) return viewer.persona
  throw commentsErrors.personaNotAllowed()
}

export function parseTopicTitle(title: string | null | undefined): string {
  const trimmed = (title ?? '').trim()
  if (trimmed === '') throw commentsErrors.topicTitleMissing()
  if (trimmed.length > MAX_TOPIC_TITLE) {
    throw commentsErrors.invalidInput(
      'topic_title',
      `Topic titles can be at most ${MAX_TOPIC_TITLE} characters long.`,
    )
  }
  return trimmed
}

export function clampPageSize(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_PAGE
  if (!Number.isInteger(limit) || limit < 1)
    throw commentsErrors.invalidInput('limit', 'limit must be at least 1.')
  return Math.min(limit, MAX_PAGE)
}

// the poll's share of each option, whole percents
export function pollPercentages(options: readonly string[], counts: ReadonlyMap<number, number>) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0)
  return {
    total,
    options: options.map((label, index) => ({
      label,
      count: counts.get(index) ?? 0,
      percent: total === 0 ? 0 : Math.round(((counts.get(index) ?? 0) * 100) / total),
    })),
  }
}

// likes list cursor: "<created ms>.<user id>" so likes made in the same millisecond are not skipped
export function parseLikesCursor(token: string | null | undefined): { at: Date; userId: number } | null {
  const value = (token ?? '').trim()
  if (value === '' || value === '0') return null
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value)
  if (!match)
    throw commentsErrors.invalidInput('from_timestamp', 'from_timestamp must be a next_token value.')
  const ms = Number(match[1])
  // plain unix seconds from older clients
  const at = new Date(ms < 100_000_000_000 ? ms * 1000 : ms)
  return { at, userId: match[2] === undefined ? Number.MAX_SAFE_INTEGER : Number(match[2]) }
}

export const likesCursor = (at: Date, userId: number) => `${at.getTime()}.${userId}`
