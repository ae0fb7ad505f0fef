import type { Viewer } from '@showroom/platform'
import type { MediaItemRecord } from './media-items.store.ts'
import type { CommentAudience } from './media.tables.ts'

const isModerator = (viewer: Viewer | null) =>
  viewer !== null && (viewer.roles.includes('moderator') || viewer.roles.includes('admin'))

// who may see an upload (its record, its urls): its owner always; everyone once it is a persona's
// logo or hangs off a comment everyone may see; moderators too when that comment is shadow-banned.
// An upload never attached, or only to deleted comments or chats, is its owner's alone
export function canSeeMediaItem(
  item: Pick<MediaItemRecord, 'ownerId' | 'logoKey' | 'legacyPublic'>,
  viewer: Viewer | null,
  audiences: readonly CommentAudience[],
): boolean {
  if (viewer !== null && viewer.userId === item.ownerId) return true
  if (item.logoKey !== null || item.legacyPublic) return true
  if (audiences.includes('shown')) return true
  return audiences.includes('hidden') && isModerator(viewer)
}
