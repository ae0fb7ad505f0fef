import { useObservable } from '@showroom/ui'
import { type CityState, cityState$ } from './cities.ts'

// the overlays' view of the cities store the header and footer use: the cities known now on the first
// render, then every change
export function useCities(): CityState {
  return useObservable(cityState$)
}
