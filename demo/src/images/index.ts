import type { Storage } from '@showroom/platform'
import {
  designerLogoKey,
  HEROES_PER_TYPE,
  heroKey,
  NEWS_HEROES,
  newsKey,
  PHOTO_SHAPES,
  photoKey,
  photoThumbKey,
  venueLogoKey,
} from './pool.ts'

export { installPool, renderedPool } from './render.ts'

export interface DemoPhoto {
  url: string
  thumbUrl: string
  width: number
  height: number
}

// the public urls of the pooled demo images, as the storage serves them
export function demoImages(storage: Storage) {
  const photosOf = (shapes: readonly string[]): DemoPhoto[] =>
    PHOTO_SHAPES.filter((s) => shapes.includes(s.shape)).flatMap(({ shape, width, height, count }) =>
      Array.from({ length: count }, (_, n) => ({
        url: storage.url(photoKey(shape, n)),
        thumbUrl: storage.url(photoThumbKey(shape, n)),
        width,
        height,
      })),
    )
  return {
    // typeIndex 0..3 follows the event type ids 1..4
    hero: (typeIndex: number, n: number) => storage.url(heroKey(typeIndex, n % HEROES_PER_TYPE)),
    newsHero: (n: number) => storage.url(newsKey(n % NEWS_HEROES)),
    photos: photosOf(['landscape', 'portrait', 'square']),
    // lookbooks are people in clothes: tall and square frames
    lookbookPhotos: photosOf(['portrait', 'square']),
    designerLogo: (slug: string) => storage.url(designerLogoKey(slug)),
    venueLogo: (slug: string) => storage.url(venueLogoKey(slug)),
  }
}

export type DemoImages = ReturnType<typeof demoImages>
