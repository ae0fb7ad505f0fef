export type MediaResourceType = 'image' | 'video'

export interface MediaItem {
  resource_type: MediaResourceType
  width_px: number
  height_px: number
  preview_url: string
  thumb_url: string
  card_url: string
  static_thumb_url: string
  static_card_url: string
  hls_url?: string
  hls?: string
  mp4?: string
  // false while a video is still being transcoded
  processed: boolean
}

export type UploadSourceType = 'event_comment' | 'flash_sale_comment' | 'universal_comment' | (string & {})

export interface UploadedImage {
  image_id: number
  folder: string
  cdn_domain: string
  format: string
  resource_type: MediaResourceType
}

export interface UploadTarget {
  source_type: UploadSourceType
  source_id: number
  secondary_id?: number
}
