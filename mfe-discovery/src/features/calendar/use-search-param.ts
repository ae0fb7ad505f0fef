import { useServerLocation } from '@showroom/mfe-runtime'
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener('single-spa:routing-event', onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener('single-spa:routing-event', onChange)
  }
}

// one query-string parameter of the current url, re-read on every navigation
export function useSearchParam(name: string): string | null {
  const server = useServerLocation()
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => new URLSearchParams(server.search).get(name),
  )
}
