import { type RefObject, useEffect } from 'react'
import type { FeedController } from '../../model/feed-controller.ts'
import { atTop, disposalPlan, type ItemBox, nearBottom, type Viewport } from '../../model/feed-window.ts'

// the page's scrolling drives the feed: the next page near the bottom, newer items back at the top,
// far-off items emptied (their height kept in `heights`) and reloaded when near
export function useFeedScroll(
  controller: FeedController,
  listRef: RefObject<HTMLElement | null>,
  heights: Map<number, number>,
): void {
  useEffect(() => {
    let frame = 0
    let scrolled = false
    const check = () => {
      frame = 0
      const list = listRef.current
      if (!list) return
      const scrollTop = window.scrollY
      const view: Viewport = {
        scrollTop,
        height: window.innerHeight,
        contentBottom: list.getBoundingClientRect().bottom + scrollTop,
      }
      if (nearBottom(view)) void controller.loadOlder()
      // only a reader scrolling back up asks for newer items
      if (scrolled && atTop(view)) void controller.loadNewer()
      scrolled = false
      const elements = new Map<number, HTMLElement>()
      const boxes: ItemBox[] = []
      for (const element of list.querySelectorAll<HTMLElement>('[data-item-id]')) {
        const id = Number(element.dataset.itemId)
        const rect = element.getBoundingClientRect()
        elements.set(id, element)
        boxes.push({
          id,
          top: rect.top + scrollTop,
          bottom: rect.bottom + scrollTop,
          empty: element.dataset.empty === 'true',
        })
      }
      const plan = disposalPlan(boxes, view)
      for (const id of plan.dispose) heights.set(id, elements.get(id)?.offsetHeight ?? 0)
      controller.dispose(plan.dispose)
      void controller.restore(plan.restore)
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(check)
    }
    const onScroll = () => {
      scrolled = true
      schedule()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', schedule)
    // a page that does not fill three screens asks for the next one as soon as it shows
    const unsubscribe = controller.subscribe(schedule)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', schedule)
      unsubscribe()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [controller, listRef, heights])
}
