import { useObservable } from '@showroom/ui'
import { type CityState, cityState$ } from './cities.ts'

const NONE: CityState = { cities: [], current: undefined }

// the overlays' view of the cities store the header and footer use
export function useCities(): CityState {
  return useObservable(cityState$, NONE)
}
