// the sizes an image is stored in, from the names the media service and the demo data give them:
// an upload's folder holds card.webp (640 px wide) and medium.webp (960 px) beside preview.webp
// (1600 px); a demo image NAME.webp (1600 px) has NAME-card.webp and NAME-medium.webp beside it.
// A medium variant missing beside an older image is made on its first request (the media service)
export const CARD_VARIANT_WIDTH = 640
export const MEDIUM_VARIANT_WIDTH = 960
export const PREVIEW_VARIANT_WIDTH = 1600

// every event and news image is drawn and cropped to 16:9, and their boxes keep that shape
export const HERO_ASPECT = { width: 16, height: 9 } as const

const UPLOAD_PREVIEW = /\/preview\.webp$/
const DEMO_FULL = /\/demo\/(events|news)\/[\w-]+(?<!-card|-medium)\.webp$/

export interface ImageSources {
  src: string
  srcSet?: string
}

export function imageSources(url: string): ImageSources {
  const path = url.split(/[?#]/)[0] ?? url
  let sibling: ((name: 'card' | 'medium') => string) | null = null
  if (UPLOAD_PREVIEW.test(path)) sibling = (name) => path.replace(UPLOAD_PREVIEW, `/${name}.webp`)
  else if (DEMO_FULL.test(path)) sibling = (name) => path.replace(/\.webp$/, `-${name}.webp`)
  if (!sibling) return { src: url }
  const srcSet = [
    `${sibling('card')} ${CARD_VARIANT_WIDTH}w`,
    `${sibling('medium')} ${MEDIUM_VARIANT_WIDTH}w`,
    `${path} ${PREVIEW_VARIANT_WIDTH}w`,
  ].join(', ')
  return { src: url, srcSet }
}
