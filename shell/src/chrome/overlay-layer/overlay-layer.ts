import { bus } from '@showroom/bus'
import { filter, merge, take } from 'rxjs'

let loading: Promise<void> | undefined

// loads React and the overlay layer once; the modules bring React with them, so on most pages this
// costs only the layer's own small chunk, which the browser prefetches when it has nothing else to
// fetch. It used to be started once the page was idle, a task of 60-90 ms on a phone in the middle of
// the page's start for a layer that draws nothing until something opens (ADR 45)
export function loadOverlayLayer(element: HTMLElement): Promise<void> {
  loading ??= import(/* webpackPrefetch: true */ './mount-overlay-layer.tsx').then(({ mountOverlayLayer }) =>
    mountOverlayLayer(element),
  )
  return loading
}

// the first overlay, popup or alert asked for (by the chrome or any module) brings the layer in;
// the bus keeps the request as state, so the layer shows it as soon as it mounts
export function loadOverlayLayerOnDemand(element: HTMLElement): void {
  merge(bus.overlay$, bus.popup$, bus.alert$)
    .pipe(
      filter((value) => value !== null),
      take(1),
    )
    .subscribe(() => void loadOverlayLayer(element))
}
