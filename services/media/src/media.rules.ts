import type { Viewer } from '@showroom/platform'
import type { Attachments } from './attachments.store.ts'
import type { MediaItemRecord } from './media-items.store.ts'

const isModerator = (viewer: Viewer | null) =>
  viewer !== null && (viewer.roles.includes('moderator') || viewer.roles.includes('admin'))

// who may see an upload (its record, its urls): its owner always; everyone once it is a persona's
// logo or hangs off a comment everyone may see; moderators too when that comment is shadow-banned;
// the members of a chat whose message carries it (moderators are not, unless members). An upload
// never attached, or only to deleted comments, is its owner's alone
export function canSeeMediaItem(
  item: Pick<MediaItemRecord, 'ownerId' | 'logoKey' | 'legacyPublic'>,
  viewer: Viewer | null,
  attached: Attachments,
): boolean {
  if (viewer !== null && viewer.userId === item.ownerId) return true
  if (item.logoKey !== null || item.legacyPublic) return true
  if (attached.audiences.includes('shown')) return true
  if (viewer !== null && attached.chatMember) return true
  return attached.audiences.includes('hidden') && isModerator(viewer)
}
