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

// chat messages live in the chat service (ADR 0017): comments takes none, and one stored before
// that stays closed to everyone
export const isChatSource = (sourceType: string | null | undefined) =>
  (sourceType ?? '').trim().toLowerCase() === 'chat'

// the photos a member may attach are the ones they uploaded themself; owners maps upload id to uploader,
// and an id it lacks is as unknown as one of someone else's
export function mayAttachPhotos(
  viewer: Viewer,
  photoIds: readonly number[],
  owners: ReadonlyMap<number, number>,
): boolean {
  return photoIds.every((id) => owners.get(id) === viewer.userId)
}

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

// likes list cursor: "<created ms>.<user id>" so likes made in the same millisecond are not skipped.
// Older clients send plain unix seconds, whole or with a fraction ("1700000000" or "1700000000.5"):
// a first part under 10^11 can only be seconds, since our own tokens hold milliseconds
const SECONDS_BELOW = 100_000_000_000
// PostgreSQL's user ids are 32-bit: a bound past that would fail the query instead of matching all
const MAX_USER_ID = 2_147_483_647
// Date's own limit, about 275,000 years after 1970
const MAX_DATE_MS = 8_640_000_000_000_000

export function parseLikesCursor(token: string | null | undefined): { at: Date; userId: number } | null {
  const value = (token ?? '').trim()
  if (value === '' || value === '0') return null
  const match = /^(\d{1,20})(?:\.(\d{1,20}))?$/.exec(value)
  if (!match)
    throw commentsErrors.invalidInput('from_timestamp', 'from_timestamp must be a next_token value.')
  const head = Number(match[1])
  const seconds = head < SECONDS_BELOW
  const ms = seconds ? Math.floor(Number(value) * 1000) : head
  if (ms > MAX_DATE_MS)
    throw commentsErrors.invalidInput('from_timestamp', 'from_timestamp must be a next_token value.')
  // seconds carry no user id: every like of that instant is still to come
  const userId = seconds || match[2] === undefined ? MAX_USER_ID : Math.min(Number(match[2]), MAX_USER_ID)
  return { at: new Date(ms), userId }
}

export const likesCursor = (at: Date, userId: number) => `${at.getTime()}.${userId}`
