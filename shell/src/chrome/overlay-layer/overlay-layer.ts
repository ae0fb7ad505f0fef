import { bus } from '@showroom/bus'
import { filter, merge } from 'rxjs'

let loading: Promise<void> | undefined

type LayerCode = () => Promise<{ mountOverlayLayer: (element: HTMLElement) => void }>
const layerCode: LayerCode = () => import(/* webpackPrefetch: true */ './mount-overlay-layer.tsx')

// loads React and the overlay layer once; the modules bring React with them, so on most pages this
// costs only the layer's own small chunk, which the browser prefetches when it has nothing else to
// fetch. It used to be started once the page was idle, a task of 60-90 ms on a phone in the middle of
// the page's start for a layer that draws nothing until something opens (ADR 45). A load that failed
// is not kept, so the next call asks again
export function loadOverlayLayer(element: HTMLElement, code: LayerCode = layerCode): Promise<void> {
  loading ??= code()
    .then(({ mountOverlayLayer }) => mountOverlayLayer(element))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

// the first overlay, popup or alert asked for (by the chrome or any module) brings the layer in;
// the bus keeps the request as state, so the layer shows it as soon as it mounts. If the layer's code
// does not arrive (a dropped connection), the overlay asked for closes, since nothing can show it, and
// the next one asked for tries again
export function loadOverlayLayerOnDemand(element: HTMLElement, code: LayerCode = layerCode): void {
  let state: 'waiting' | 'loading' | 'loaded' = 'waiting'
  const requests = merge(bus.overlay$, bus.popup$, bus.alert$).pipe(filter((value) => value !== null))
  const subscription = requests.subscribe(() => {
    if (state !== 'waiting') return
    state = 'loading'
    loadOverlayLayer(element, code).then(
      () => {
        state = 'loaded'
        subscription.unsubscribe()
      },
      (error: unknown) => {
        state = 'waiting'
        console.warn('[shell] the overlay layer did not load', error)
        bus.closeOverlay()
      },
    )
  })
}
