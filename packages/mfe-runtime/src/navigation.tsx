import { useSyncExternalStore } from 'react'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

// single-spa patches history.pushState, so a push is a navigation every module and the shell see;
// modules do not import single-spa itself (a second copy would patch history twice)
export function navigate(url: string): void {
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  window.history.pushState(null, '', url)
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function Link({ href = '/', onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target === '_blank') return
        if (!href.startsWith('/')) return
        event.preventDefault()
        navigate(href)
      }}
      {...rest}
    />
  )
}

function subscribeToLocation(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener('single-spa:routing-event', onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener('single-spa:routing-event', onChange)
  }
}

// the current path, re-rendering on every navigation
export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.pathname)
}
