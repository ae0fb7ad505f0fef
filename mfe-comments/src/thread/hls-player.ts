import { LIMITS } from '@showroom/contracts'

export function canPlayHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== ''
}

// the streaming settings of spec part 9: a 10 s buffer ahead and nothing kept behind
export const HLS_CONFIG = {
  maxBufferLength: LIMITS.streamingBufferSeconds,
  maxMaxBufferLength: LIMITS.streamingBufferSeconds,
  backBufferLength: 0,
} as const

// plays an HLS playlist: natively where the browser can, through hls.js (loaded on demand) elsewhere;
// answers a function that lets the player go
export async function attachHls(
  video: HTMLVideoElement,
  playlist: string,
  fallbackMp4?: string,
): Promise<() => void> {
  if (canPlayHlsNatively(video)) {
    video.src = playlist
    return () => video.removeAttribute('src')
  }
  const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js')
  if (!Hls.isSupported()) {
    if (fallbackMp4) video.src = fallbackMp4
    return () => video.removeAttribute('src')
  }
  const hls = new Hls(HLS_CONFIG)
  hls.loadSource(playlist)
  hls.attachMedia(video)
  return () => hls.destroy()
}
