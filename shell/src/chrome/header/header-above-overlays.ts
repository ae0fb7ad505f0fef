import { bus } from '@showroom/bus'
import { skip } from 'rxjs'

export const OVERLAY_TOP_PROPERTY = '--sr-shell-overlay-top'

// spec part 2: the header's tabs toggle the chat list closed and show their marker while an overlay
// is open, so side overlays (and the search page) open below the header instead of over it. The
// header sits one layer above the overlays (chrome.css); this keeps their top edge on the header's
// visible bottom edge: its full height at the top of the page, less once scrolled, 0 when it is
// out of view. Modals, alerts and the lightbox still cover everything.
export function keepHeaderAboveOverlays(header: HTMLElement, root: HTMLElement = document.documentElement) {
  let written = ''
  let frame = 0
  const measure = () => {
    const bottom = header.getBoundingClientRect().bottom
    const top = `${Math.round(Math.min(Math.max(bottom, 0), window.innerHeight))}px`
    if (top === written) return
    written = top
    root.style.setProperty(OVERLAY_TOP_PROPERTY, top)
  }
  const schedule = () => {
    if (frame === 0)
      frame = window.requestAnimationFrame(() => {
        frame = 0
        measure()
      })
  }

  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  // the header's height changes with the width (two rows on phones), the language and the widgets.
  // The observer is called right after the browser's layout, so measuring there costs no layout of
  // its own; its first call, once the header is laid out, gives the first value
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
  observer?.observe(header)
  // without an observer, the first value waits for the next frame
  if (!observer) schedule()
  // measured at once when an overlay opens, before it renders; not on the bus's replay of the current
  // overlay at subscription: measuring then, while the shell is still building the page, forced a
  // layout of its own (ADR 40)
  const subscription = bus.overlay$.pipe(skip(1)).subscribe(measure)

  return () => {
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    observer?.disconnect()
    subscription.unsubscribe()
    if (frame !== 0) window.cancelAnimationFrame(frame)
  }
}
