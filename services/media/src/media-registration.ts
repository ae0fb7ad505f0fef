import type { MediaItemRecord, MediaItemsStore } from './media-items.store.ts'
import { mediaErrors } from './media.errors.ts'
import { MIN_IMAGE_SIDE_PX } from './upload-limits.ts'

export const COMMENT_SOURCE_TYPES = ['event_comment', 'flash_sale_comment', 'universal_comment'] as const

export interface RegisterUploadInput {
  publicId: string
  sourceType: string
  sourceId: number
  secondaryId?: number | null
  eventId?: number | null
}

const sameSource = (item: MediaItemRecord, input: RegisterUploadInput) =>
  item.sourceType === input.sourceType &&
  item.sourceId === input.sourceId &&
  item.secondaryId === (input.secondaryId ?? null)

// attaches an upload to what it was uploaded for; only its uploader may, and only once
export async function registerUpload(
  items: MediaItemsStore,
  viewerId: number,
  input: RegisterUploadInput,
): Promise<MediaItemRecord> {
  if (!(COMMENT_SOURCE_TYPES as readonly string[]).includes(input.sourceType))
    throw mediaErrors.invalidSource(
      'source_type must be event_comment, flash_sale_comment or universal_comment.',
      'sourceType',
    )
  if (input.sourceId < 0) throw mediaErrors.invalidSource('source_id must be a whole number.', 'sourceId')
  const item = await items.byPublicId(input.publicId)
  if (!item) throw mediaErrors.notFound()
  if (item.ownerId !== viewerId) throw mediaErrors.notOwner()
  if (item.resourceType === 'image' && (item.width < MIN_IMAGE_SIDE_PX || item.height < MIN_IMAGE_SIDE_PX))
    throw mediaErrors.tooSmall()
  if (item.registeredAt) {
    if (sameSource(item, input)) return item
    throw mediaErrors.alreadyRegistered()
  }
  const registered = await items.register(item.id, {
    sourceType: input.sourceType,
    sourceId: input.sourceId,
    secondaryId: input.secondaryId ?? null,
    eventId: input.sourceType === 'event_comment' ? (input.eventId ?? input.sourceId) : null,
  })
  if (registered) return registered
  // another request registered it a moment ago
  const now = await items.byPublicId(input.publicId)
  if (now && sameSource(now, input)) return now
  throw mediaErrors.alreadyRegistered()
}
