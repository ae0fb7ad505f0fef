// '@showroom/mfe-runtime/navigate': navigation without React, for the shell's plain-DOM chrome and
// for navigation.tsx. single-spa patches history.pushState, so a push is a navigation every module
// and the shell see; modules do not import single-spa itself (a second copy would patch history twice)
export function navigate(url: string): void {
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  window.history.pushState(null, '', url)
}

// a click an in-site link should turn into a navigation (not a new tab, a download or a modified click)
export function isPlainLeftClick(event: {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

// calls `onChange` after every navigation: back and forward, and each single-spa route change
export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener('single-spa:routing-event', onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener('single-spa:routing-event', onChange)
  }
}
