import { LIMITS } from '@showroom/contracts'

// the venue on OpenStreetMap at the spec's event map zoom (part 9)
export function openStreetMapUrl(
  latitude: number,
  longitude: number,
  zoom: number = LIMITS.eventMapZoom,
): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
}
