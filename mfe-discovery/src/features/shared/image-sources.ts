// the sizes an image is stored in, from the names the media service and the demo data give them:
// an upload's folder holds card.webp (640 px wide) beside preview.webp (1600 px); a demo image
// NAME.webp (1600 px) has NAME-card.webp beside it
export const CARD_VARIANT_WIDTH = 640
export const PREVIEW_VARIANT_WIDTH = 1600

// every event and news image is drawn and cropped to 16:9, and their boxes keep that shape
export const HERO_ASPECT = { width: 16, height: 9 } as const

const UPLOAD_PREVIEW = /\/preview\.webp$/
const DEMO_FULL = /\/demo\/(events|news)\/[\w-]+(?<!-card)\.webp$/

export interface ImageSources {
  src: string
  srcSet?: string
}

export function imageSources(url: string): ImageSources {
  const path = url.split(/[?#]/)[0] ?? url
  let card: string | null = null
  if (UPLOAD_PREVIEW.test(path)) card = path.replace(UPLOAD_PREVIEW, '/card.webp')
  else if (DEMO_FULL.test(path)) card = path.replace(/\.webp$/, '-card.webp')
  if (!card) return { src: url }
  return { src: url, srcSet: `${card} ${CARD_VARIANT_WIDTH}w, ${path} ${PREVIEW_VARIANT_WIDTH}w` }
}
