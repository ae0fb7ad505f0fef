import { HERO_ASPECT, imageSources } from './image-sources.ts'

// where a card image sits: in a row of cards, or a page's lead picture
export const IMAGE_SIZES = {
  card: '(min-width: 1100px) 300px, (min-width: 760px) 34vw, 80vw',
  lead: '(min-width: 760px) 60vw, 100vw',
  // the home page's headline carousel: a little over half the page at full width
  headline: '(min-width: 1100px) 620px, (min-width: 760px) 58vw, 100vw',
} as const

// an event or news picture: the browser picks the stored size that fits (srcset/sizes), the
// intrinsic 16:9 size reserves its box before it loads, and only pictures near the top load eagerly;
// `priority` marks the page's largest first-screen picture, fetched ahead of everything else
export function CardImage({
  url,
  sizes = 'card',
  eager = false,
  priority = false,
  className,
}: {
  url: string
  sizes?: keyof typeof IMAGE_SIZES
  eager?: boolean
  priority?: boolean
  className?: string
}) {
  const { src, srcSet } = imageSources(url)
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? IMAGE_SIZES[sizes] : undefined}
      width={HERO_ASPECT.width * 100}
      height={HERO_ASPECT.height * 100}
      alt=""
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
