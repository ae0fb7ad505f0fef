import type { Storage } from '@showroom/platform'
import type { MediaItemRecord } from './media-items.store.ts'

// the GraphQL MediaItem from a stored record
export function shapeMediaItem(item: MediaItemRecord, storage: Storage, publicUrl: string) {
  const url = (key: string | null) => (key ? storage.url(key) : null)
  const hls = url(item.hlsKey)
  return {
    __typename: 'MediaItem' as const,
    id: item.id,
    publicId: item.publicId,
    resourceType: item.resourceType,
    format: item.format,
    widthPx: item.width,
    heightPx: item.height,
    bytes: item.bytes,
    version: item.version,
    etag: item.etag,
    folder: storage.url(item.folder),
    cdnDomain: publicUrl.replace(/\/+$/, ''),
    originalUrl: url(item.originalKey),
    previewUrl: url(item.previewKey),
    thumbUrl: url(item.thumbKey),
    cardUrl: url(item.cardKey),
    staticThumbUrl: url(item.staticThumbKey),
    staticCardUrl: url(item.staticCardKey),
    logoUrl: url(item.logoKey),
    hlsUrl: hls,
    hls,
    mp4: url(item.mp4Key),
    processed: item.processed,
    failed: item.failed,
    owner: { __typename: 'User' as const, id: item.ownerId },
    ownerId: item.ownerId,
    sourceType: item.sourceType,
    sourceId: item.sourceId,
    secondaryId: item.secondaryId,
    eventId: item.eventId,
    createdAt: item.createdAt.toISOString(),
  }
}

export type MediaItemShape = ReturnType<typeof shapeMediaItem>
