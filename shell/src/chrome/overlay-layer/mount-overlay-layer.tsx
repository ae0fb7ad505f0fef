import { reportReactIdentity } from '@showroom/mfe-runtime'
import { createRoot } from 'react-dom/client'
import { LazyOverlays } from './LazyOverlays.tsx'
import { PopupHosts } from './PopupHosts.tsx'

// an error an overlay's boundary caught: the overlay has closed and the visitor has been told
function overlayFailed(error: unknown): void {
  console.warn('[shell] an overlay failed and was closed', error)
}

// the React side of the chrome: its overlays (each loaded the first time it opens) and the page's
// popup hosts, in a root of their own next to the plain-DOM header
export function mountOverlayLayer(element: HTMLElement): void {
  reportReactIdentity('shell')
  createRoot(element, { onCaughtError: overlayFailed }).render(
    <>
      <LazyOverlays />
      <PopupHosts />
    </>,
  )
}
