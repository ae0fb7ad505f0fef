import type { MediaItem } from '@showroom/contracts'

export interface LightboxImage {
  type: 'image'
  src: string
  alt: string
  width?: number
  height?: number
}

export interface LightboxVideo {
  type: 'video'
  // an mp4 (or other progressive) source
  src?: string
  // an HLS playlist, used where the browser plays HLS natively or through renderVideo
  hlsSrc?: string
  poster?: string
  // false while the video is still being prepared
  processed?: boolean
  title?: string
}

export type LightboxItem = LightboxImage | LightboxVideo

export function lightboxItemFromMedia(media: MediaItem, alt: string): LightboxItem {
  if (media.resource_type === 'video') {
    return {
      type: 'video',
      src: media.mp4,
      hlsSrc: media.hls_url ?? media.hls,
      poster: media.static_card_url || media.card_url,
      processed: media.processed,
      title: alt,
    }
  }
  return { type: 'image', src: media.preview_url, alt, width: media.width_px, height: media.height_px }
}

const PLAYABLE = /\.(mp4|m4v|mov|webm|m3u8)(\?|#|$)/i

export type VideoProblem = 'not-ready' | 'missing-url' | 'unsupported-url'

export function videoProblem(video: LightboxVideo): VideoProblem | null {
  if (video.processed === false) return 'not-ready'
  const url = video.hlsSrc || video.src
  if (!url) return 'missing-url'
  return PLAYABLE.test(url) ? null : 'unsupported-url'
}
