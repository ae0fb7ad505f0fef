import { useEffect } from 'react'

let locks = 0
let previousOverflow = ''

// the page behind an open dialog does not scroll; nested dialogs share one lock
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    if (locks === 0) {
      previousOverflow = document.body.style.overflow
      document.body.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) document.body.style.overflow = previousOverflow
    }
  }, [active])
}
