import type { AnchorHTMLAttributes } from 'react'
import { useSyncExternalStore } from 'react'
import { isPlainLeftClick, navigate, subscribeToLocation } from './navigate.ts'

export { navigate }

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

// the current path, re-rendering on every navigation
export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.pathname)
}
