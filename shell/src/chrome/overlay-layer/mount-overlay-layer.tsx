import { reportReactIdentity } from '@showroom/mfe-runtime'
import { createRoot } from 'react-dom/client'
import { LazyOverlays } from './LazyOverlays.tsx'
import { PopupHosts } from './PopupHosts.tsx'

// the React side of the chrome: its overlays (each loaded the first time it opens) and the page's
// popup hosts, in a root of their own next to the plain-DOM header
export function mountOverlayLayer(element: HTMLElement): void {
  reportReactIdentity('shell')
  createRoot(element).render(
    <>
      <LazyOverlays />
      <PopupHosts />
    </>,
  )
}
