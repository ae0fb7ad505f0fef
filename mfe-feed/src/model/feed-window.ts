import { LIMITS } from '@showroom/contracts'

// where the reader is, in page coordinates
export interface Viewport {
  scrollTop: number
  height: number
  // the bottom of the feed's content
  contentBottom: number
}

// an item's place on the page; empty when its content was taken away
export interface ItemBox {
  id: number
  top: number
  bottom: number
  empty: boolean
}

// within this many pixels of the top counts as back at the top
const TOP_SLACK_PX = 4

// spec part 9: the next page loads within three window heights of the bottom
export function nearBottom(view: Viewport): boolean {
  return view.contentBottom - (view.scrollTop + view.height) <= LIMITS.feedNextPageScreens * view.height
}

export function atTop(view: Viewport): boolean {
  return view.scrollTop <= TOP_SLACK_PX
}

// spec part 9: items further than 2 screen heights above the view or 10 below it are emptied, and
// emptied items coming back within those bounds are loaded again
export function disposalPlan(
  boxes: readonly ItemBox[],
  view: Viewport,
): { dispose: number[]; restore: number[] } {
  const keepFrom = view.scrollTop - LIMITS.feedDisposeAboveScreens * view.height
  const keepTo = view.scrollTop + view.height + LIMITS.feedDisposeBelowScreens * view.height
  const dispose: number[] = []
  const restore: number[] = []
  for (const box of boxes) {
    const near = box.bottom >= keepFrom && box.top <= keepTo
    if (!box.empty && !near) dispose.push(box.id)
    else if (box.empty && near) restore.push(box.id)
  }
  return { dispose, restore }
}
