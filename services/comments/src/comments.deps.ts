import type { Logger, RequestContext, Viewer } from '@showroom/platform'
import { commentsErrors } from './comments.errors.ts'
import type { CommentsEventPublisher, CommentsPubSub } from './comments.events.ts'
import { isModerator } from './comments.rules.ts'
import type { Audience, CommentRow, CommentsStore, ThreadKey } from './comments.store.ts'
import type { CommentType } from './comments.tables.ts'

export interface CoreDeps {
  store: CommentsStore
  events: CommentsEventPublisher
  pubsub: CommentsPubSub
  logger: Logger
  now: () => Date
}

// the source a legacy call names beside the comment id; a comment elsewhere is "not found"
export interface SourceRef {
  type: CommentType
  eventId?: number | null
  flashSaleId?: number | null
  sourceType?: string | null
  sourceId?: number | null
}

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw commentsErrors.notSignedIn()
  return ctx.viewer
}

export const audienceOf = (ctx: RequestContext): Audience => ({
  userId: ctx.viewer?.userId ?? null,
  moderator: isModerator(ctx.viewer),
})

export function canSee(row: CommentRow, audience: Audience): boolean {
  if (row.deleted_at) return false
  return !row.is_shadow_banned || audience.moderator || row.user_id === audience.userId
}

export function matchesSource(row: CommentRow, ref: SourceRef | null | undefined): boolean {
  if (!ref) return true
  if (row.comment_type !== ref.type) return false
  if (ref.eventId != null && row.event_id !== ref.eventId) return false
  if (ref.flashSaleId != null && row.flash_sale_id !== ref.flashSaleId) return false
  if (ref.sourceType != null && ref.sourceType !== '' && row.source_type !== ref.sourceType) return false
  if (ref.sourceId != null && row.source_id !== ref.sourceId) return false
  return true
}

export const threadKeyOfRef = (ref: SourceRef): ThreadKey => ({ ...ref })
