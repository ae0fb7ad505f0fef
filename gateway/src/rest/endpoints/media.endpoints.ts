import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { id, text } from './fields.ts'

const GRAPHQL_INT_MAX = 2_147_483_647
const intId = () => id().pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a valid id'))
const optionalId = () =>
  z
    .union([z.literal(''), z.null(), intId()])
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? null : value))

const MEDIA_ITEM_FIELDS = `id publicId resourceType format widthPx heightPx bytes version etag folder cdnDomain
  originalUrl previewUrl thumbUrl cardUrl staticThumbUrl staticCardUrl hlsUrl hls mp4 processed
  sourceType sourceId secondaryId eventId`

interface MediaItemData {
  id: number
  publicId: string
  resourceType: string
  format: string
  widthPx: number
  heightPx: number
  bytes: number
  version: number
  etag: string
  folder: string
  cdnDomain: string
  originalUrl: string | null
  previewUrl: string | null
  thumbUrl: string | null
  cardUrl: string | null
  staticThumbUrl: string | null
  staticCardUrl: string | null
  hlsUrl: string | null
  hls: string | null
  mp4: string | null
  processed: boolean
  sourceType: string | null
  sourceId: number | null
  secondaryId: number | null
  eventId: number | null
}

// spec part 3, "Uploaded image" (image_id, folder, cdn_domain, format, resource_type), plus the media item's urls
function uploadedImageValues(item: MediaItemData) {
  return {
    image_id: item.id,
    cloudinary_id: item.publicId,
    folder: item.folder,
    cdn_domain: item.cdnDomain,
    format: item.format,
    resource_type: item.resourceType,
    version: item.version,
    width: item.widthPx,
    height: item.heightPx,
    width_px: item.widthPx,
    height_px: item.heightPx,
    image_url: item.originalUrl,
    preview_url: item.previewUrl,
    thumb_url: item.thumbUrl,
    card_url: item.cardUrl,
    static_thumb_url: item.staticThumbUrl,
    static_card_url: item.staticCardUrl,
    hls_url: item.hlsUrl,
    hls: item.hls,
    mp4: item.mp4,
    processed: item.processed,
    source_type: item.sourceType,
    source_id: item.sourceId,
    secondary_id: item.secondaryId,
    event_id: item.eventId,
  }
}

const cdnUploadImage = defineEndpoint({
  name: 'cdn_upload_image',
  method: 'POST',
  auth: 'required',
  summary:
    'Attach the caller’s finished upload (cloudinary_id = the upload’s public_id) to a comment source; values are the uploaded image fields. Only the uploader can register an upload; an image under the minimum size answers code too_small.',
  input: z.object({
    cloudinary_id: text(100).min(1, 'is required'),
    // what the upload answered; the stored record is the truth, these are accepted for the old client
    version: optionalId(),
    width: optionalId(),
    height: optionalId(),
    resource_type: z.enum(['image', 'video']).optional(),
    format: text(20).optional(),
    etag: text(100).optional(),
    source_type: z.enum(['event_comment', 'flash_sale_comment', 'universal_comment']),
    source_id: intId(),
    secondary_id: optionalId(),
    event_id: optionalId(),
  }),
  operation: `mutation CdnUploadImage($input: RegisterUploadInput!) {
    registerUploadedMedia(input: $input) { ${MEDIA_ITEM_FIELDS} }
  }`,
  variables: (input) => ({
    input: {
      publicId: input.cloudinary_id,
      sourceType: input.source_type,
      sourceId: input.source_id,
      secondaryId: input.secondary_id,
      eventId: input.source_type === 'event_comment' ? input.event_id : null,
    },
  }),
  result: (data: { registerUploadedMedia: MediaItemData }) => ({
    values: uploadedImageValues(data.registerUploadedMedia),
  }),
})

export const mediaEndpoints = [cdnUploadImage] as RestEndpoint[]
