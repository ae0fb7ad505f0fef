import { apiCall } from '@showroom/graphql-client/fetch'
import type { UploadedAsset } from './chunked-upload.ts'

export interface RegisteredImage {
  image_id: number
  thumb_url: string | null
  preview_url: string | null
  resource_type: string
  width_px: number
  height_px: number
}

// a catalogue key (@showroom/i18n) or the server's own text
export type Registration =
  | { ok: true; image: RegisteredImage }
  | { ok: false; messageKey?: string; message?: string }

// cdn_upload_image: files the finished upload under the chat (a universal comment source) and gives
// its image id, which the message then carries in photo_ids
export async function registerChatUpload(asset: UploadedAsset, chatId: number): Promise<Registration> {
  const result = await apiCall<RegisteredImage>(
    'cdn_upload_image',
    {
      cloudinary_id: asset.public_id,
      version: asset.version,
      width: asset.width,
      height: asset.height,
      resource_type: asset.resource_type,
      format: asset.format,
      etag: asset.etag,
      source_type: 'universal_comment',
      source_id: chatId,
      secondary_id: '',
    },
    { needsLogin: true },
  )
  if (result.valid) return { ok: true, image: result.envelope.values }
  const code = result.envelope?.errors?.[0]?.code
  if (code === 'too_small') return { ok: false, messageKey: 'uploads.imageTooSmall' }
  if (result.message) return { ok: false, message: result.message }
  return { ok: false, messageKey: 'uploads.photoFailed' }
}
