import { type RefObject, useEffect, useState } from 'react'

// whether a part that moves on its own (a drifting strip) may move now: not before the page has loaded
// and the browser has had an idle moment, and then only while some of it is on screen. Its frames
// would otherwise compete with the page's first seconds (a compositor frame an animation frame, on a
// phone with the page's scripts still running) and spend a battery where nobody sees them. Without
// IntersectionObserver it moves once the page has loaded
export function useOnScreenAfterLoad(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    let observer: IntersectionObserver | undefined
    let cancelIdle: (() => void) | undefined
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') return setOnScreen(true)
      observer = new IntersectionObserver((entries) => {
        const latest = entries.at(-1)
        if (latest) setOnScreen(latest.isIntersecting)
      })
      observer.observe(element)
    }
    const afterLoad = () => {
      // without requestIdleCallback (Safari) a short wait stands for the idle moment
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(watch, { timeout: 2000 })
        cancelIdle = () => window.cancelIdleCallback(id)
      } else {
        const id = window.setTimeout(watch, 200)
        cancelIdle = () => window.clearTimeout(id)
      }
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      cancelIdle?.()
      observer?.disconnect()
      setOnScreen(false)
    }
  }, [ref, enabled])

  return enabled && onScreen
}
