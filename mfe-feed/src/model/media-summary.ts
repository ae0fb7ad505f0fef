import { LIMITS } from '@showroom/contracts'

export interface MediaSummary<M> {
  // the tiles shown, at most four
  shown: M[]
  // the '+ N' on the last tile: how many more there are
  more: number
}

// spec part 9: the summary layout shows at most 4 images, the last with a '+ N' overlay for the rest;
// the full layout (one item asked by id) shows them all
export function mediaSummary<M>(media: readonly M[], layout: string): MediaSummary<M> {
  if (layout === 'full' || media.length <= LIMITS.summaryMaxImages) return { shown: [...media], more: 0 }
  return {
    shown: media.slice(0, LIMITS.summaryMaxImages),
    more: media.length - LIMITS.summaryMaxImages,
  }
}
