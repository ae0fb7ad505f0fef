import type { AnchorHTMLAttributes } from 'react'
import { createContext, useContext, useSyncExternalStore } from 'react'
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

// where a render on the server stands: there is no window there (a module's server entry provides it)
export interface ServerLocation {
  pathname: string
  search: string
}
const ServerLocationContext = createContext<ServerLocation | null>(null)
export const ServerLocationProvider = ServerLocationContext.Provider
// in the browser, where no provider stands, the page's own location: React reads the "server" side of
// a location hook while it hydrates the server's first view, which was drawn for that location
export function useServerLocation(): ServerLocation {
  const server = useContext(ServerLocationContext)
  if (server) return server
  if (typeof window === 'undefined') return { pathname: '/', search: '' }
  return { pathname: window.location.pathname, search: window.location.search }
}

// the current path, re-rendering on every navigation
export function usePathname(): string {
  const server = useServerLocation()
  return useSyncExternalStore(
    subscribeToLocation,
    () => window.location.pathname,
    () => server.pathname,
  )
}
