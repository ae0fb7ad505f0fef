import { bus } from '@showroom/bus'
import { filter, merge, take } from 'rxjs'

let loading: Promise<void> | undefined

// loads React and the overlay layer once; the modules bring React with them, so on most pages this
// costs only the layer's own small chunk
export function loadOverlayLayer(element: HTMLElement): Promise<void> {
  loading ??= import('./mount-overlay-layer.tsx').then(({ mountOverlayLayer }) => mountOverlayLayer(element))
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
