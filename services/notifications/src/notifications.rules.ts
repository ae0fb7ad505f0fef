import { notificationsErrors } from './notifications.errors.ts'
import type { CommentPayload } from './notifications.events.ts'
import type { KnownComment } from './notifications.store.ts'
import type { NotificationKind } from './notifications.tables.ts'

// spec part 9: the notifications list pages by 9
export const PAGE_STEP = 9
export const MAX_PAGE = 50
// further than anyone scrolls a bell; a bigger offset answers an empty page, not a slow one
export const MAX_LIMIT_FROM = 100_000

export interface Addressed {
  recipientId: number
  kind: NotificationKind
  objectId: number
}

// a reply tells the author of the comment replied to; a mention tells each member named, once, unless
// the reply already told them. Nobody is told about their own comment, a comment in a chat (chats
// notify through chat.message.posted) or a reply under a comment no longer shown
export function commentAddressees(
  comment: CommentPayload,
  root: KnownComment | null,
  mentionedUserIds: readonly number[],
): Addressed[] {
  if (comment.sourceType === 'chat') return []
  const out: Addressed[] = []
  const told = new Set<number>([comment.userId])
  if (comment.replyToId !== null && root && root.state === 'visible' && !told.has(root.user_id)) {
    out.push({ recipientId: root.user_id, kind: 'comment_reply', objectId: root.id })
    told.add(root.user_id)
  }
  for (const userId of [...new Set(mentionedUserIds)].sort((a, b) => a - b)) {
    if (told.has(userId)) continue
    out.push({ recipientId: userId, kind: 'comment_mention', objectId: comment.id })
    told.add(userId)
  }
  return out
}

// a comment arriving after replies to it (delivered first): each visible reply by someone else tells
// its author now, as it would have had it come second
export function lateReplies(comment: CommentPayload, replies: readonly KnownComment[]) {
  if (comment.replyToId !== null || comment.sourceType === 'chat') return []
  return replies
    .filter((reply) => reply.state === 'visible' && reply.user_id !== comment.userId)
    .map((reply) => ({
      to: { recipientId: comment.userId, kind: 'comment_reply' as const, objectId: comment.id },
      actor: { type: reply.persona_type ?? 'user', id: reply.persona_id ?? reply.user_id },
      replyId: reply.id,
    }))
}

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

export function parsePage(limitFrom: number | null | undefined, limit: number | null | undefined) {
  const from = limitFrom ?? 0
  const size = limit ?? PAGE_STEP
  if (!whole(from) || from < 0)
    throw notificationsErrors.invalidInput('limitFrom', 'limit_from must be a whole number, 0 or more.')
  if (!whole(size) || size < 1 || size > MAX_PAGE)
    throw notificationsErrors.invalidInput('limit', `The limit must be a whole number from 1 to ${MAX_PAGE}.`)
  return { from, size }
}

export function parseUpToSeq(upToSeq: number | null | undefined): number | null {
  if (upToSeq === null || upToSeq === undefined) return null
  if (!whole(upToSeq) || upToSeq < 0)
    throw notificationsErrors.invalidInput('upToSeq', 'upToSeq must be a whole number, 0 or more.')
  return upToSeq
}
