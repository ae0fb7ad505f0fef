import { LIMITS } from '@showroom/contracts'

export type Orientation = 'horizontal' | 'vertical' | 'square'

// spec part 9: horizontal when the width exceeds 1.2 times the height, vertical the reverse
export function orientationOf(widthPx: number, heightPx: number): Orientation {
  if (widthPx > LIMITS.imageLandscapeRatio * heightPx) return 'horizontal'
  if (heightPx > LIMITS.imageLandscapeRatio * widthPx) return 'vertical'
  return 'square'
}
