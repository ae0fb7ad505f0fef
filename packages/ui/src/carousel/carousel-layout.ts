import { LIMITS } from '@showroom/contracts'

export type CarouselVariant = 'default' | 'event' | 'headline'

export interface CarouselLayout {
  perView: number
  showNav: boolean
  showDots: boolean
}

function itemsForWidth(width: number, breakpoints: readonly number[]): number {
  let perView = 1
  breakpoints.forEach((minWidth, index) => {
    if (width >= minWidth) perView = index + 1
  })
  return perView
}

// spec part 9: how many items show, and whether arrows and dots appear
export function carouselLayout(variant: CarouselVariant, width: number, itemCount: number): CarouselLayout {
  if (variant === 'headline') {
    return {
      perView: 1,
      showNav: itemCount >= LIMITS.headlineCarouselMinItemsToMove,
      showDots:
        itemCount >= LIMITS.headlineCarouselMinItemsToMove &&
        itemCount <= LIMITS.headlineCarouselMaxItemsWithDots,
    }
  }
  if (variant === 'event') {
    const perView = itemsForWidth(width, LIMITS.eventCarouselBreakpointsPx)
    const showNav = itemCount >= LIMITS.eventCarouselMinItemsForNav && itemCount > perView
    return { perView, showNav, showDots: showNav }
  }
  const perView = itemsForWidth(width, LIMITS.carouselBreakpointsPx)
  const showNav = itemCount > perView
  return { perView, showNav, showDots: showNav && itemCount <= LIMITS.carouselMaxItemsWithDots }
}
