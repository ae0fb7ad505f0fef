import { type RefObject, useEffect, useEffectEvent } from 'react'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && !element.closest('[inert]') && !element.hidden,
  )
}

interface FocusTrapOptions {
  active: boolean
  onEscape?: () => void
  initialFocus?: RefObject<HTMLElement | null>
}

// nested dialogs (an alert over an overlay): only the newest trap handles keys and focus
const trapStack: object[] = []

// keeps Tab inside the container while active, focuses it on open and gives focus back on close
export function useFocusTrap(container: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  const { active, initialFocus } = options
  // reads the latest callback without re-running the effect (which would move focus)
  const handleEscape = useEffectEvent((): boolean => {
    if (!options.onEscape) return false
    options.onEscape()
    return true
  })

  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const trap = {}
    trapStack.push(trap)
    const isTop = () => trapStack[trapStack.length - 1] === trap
    const previouslyFocused = document.activeElement as HTMLElement | null
    const first = initialFocus?.current ?? focusableIn(root)[0] ?? root
    first.focus()

    function onKeyDown(event: KeyboardEvent) {
      if (!root || !isTop()) return
      if (event.key === 'Escape') {
        if (handleEscape()) event.stopPropagation()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = focusableIn(root)
      if (focusable.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const firstElement = focusable[0]!
      const lastElement = focusable[focusable.length - 1]!
      const current = document.activeElement
      if (event.shiftKey && (current === firstElement || !root.contains(current))) {
        event.preventDefault()
        lastElement.focus()
      } else if (!event.shiftKey && (current === lastElement || !root.contains(current))) {
        event.preventDefault()
        firstElement.focus()
      }
    }

    // focus that escapes by other means (a click on the page behind) is pulled back in
    function onFocusIn(event: FocusEvent) {
      if (root && isTop() && event.target instanceof Node && !root.contains(event.target)) {
        ;(focusableIn(root)[0] ?? root).focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      trapStack.splice(trapStack.indexOf(trap), 1)
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [active, container, initialFocus])
}
