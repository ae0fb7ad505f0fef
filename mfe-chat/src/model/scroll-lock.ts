import { LIMITS } from '@showroom/contracts'

export interface ScrollBox {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

// a little slack: the last pixel is hard to hit on touch screens and zoomed pages
const AT_BOTTOM_SLACK_PX = 24

export const isAtBottom = (box: ScrollBox): boolean =>
  box.scrollHeight - box.scrollTop - box.clientHeight <= AT_BOTTOM_SLACK_PX

// spec parts 4 and 9: older messages load by themselves within 200 px of the top
export const nearTop = (box: ScrollBox): boolean => box.scrollTop <= LIMITS.chatOlderTriggerPx

// the scroll position that keeps the same message under the reader after older ones went in above
export const keepAnchor = (before: ScrollBox, afterScrollHeight: number): number =>
  before.scrollTop + (afterScrollHeight - before.scrollHeight)

export interface BottomLock {
  // the reader scrolled: at the bottom locks, anywhere above unlocks
  onScroll(box: ScrollBox): void
  // new messages arrived: whether the view should follow them to the latest
  shouldFollow(): boolean
  // the reader sent a message or asked for the latest: lock again
  lock(): void
  readonly locked: boolean
}

// new messages append and the view scrolls to the latest while locked; scrolling up unlocks
export function createBottomLock(): BottomLock {
  let locked = true
  return {
    onScroll(box) {
      locked = isAtBottom(box)
    },
    shouldFollow: () => locked,
    lock() {
      locked = true
    },
    get locked() {
      return locked
    },
  }
}
