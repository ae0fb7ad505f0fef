import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

// one media query list for the page: React reads the snapshot several times per component and
// render, and a city home renders dozens of moving parts; each matchMedia call made a new list
// (10-15 ms of a desktop core per load in a CPU profile, ADR 40). Made again only if matchMedia is
// replaced (tests do)
let made: { matchMedia: Window['matchMedia']; list: MediaQueryList } | null = null

function query(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  if (made?.matchMedia !== window.matchMedia)
    made = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) }
  return made.list
}

function subscribe(onChange: () => void) {
  const list = query()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  )
}
