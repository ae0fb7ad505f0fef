import { type RefObject, useLayoutEffect, useState } from 'react'

// a box overflows when its content is taller than the box (1 px of rounding tolerated)
export function overflows(box: { scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.clientHeight > 1
}

// measures after layout and again whenever the box or the page resizes
export function useOverflow(ref: RefObject<HTMLElement | null>, deps: readonly unknown[] = []): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setOverflowing(overflows(element))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, ...deps])
  return overflowing
}

// the content's full height, for folding blocks that pass a limit
export function useContentHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setHeight(element.scrollHeight)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return height
}
