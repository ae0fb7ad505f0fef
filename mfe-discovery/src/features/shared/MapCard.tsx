import { LIMITS } from '@showroom/contracts'
import { useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import { openStreetMapUrl } from './map-link.ts'

export interface MapCardProps {
  latitude: number | null | undefined
  longitude: number | null | undefined
  place: string
  address?: string | null
}

// a drawn map card linking to OpenStreetMap: no tiles or frames from the internet on our pages
export function MapCard({ latitude, longitude, place, address }: MapCardProps) {
  const t = useModuleT(NS)
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  return (
    <a
      className="sr-discovery-map"
      href={openStreetMapUrl(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      data-zoom={LIMITS.eventMapZoom}
    >
      <span className="sr-discovery-map__canvas" aria-hidden="true">
        <span className="sr-discovery-map__pin" />
      </span>
      <span className="sr-discovery-map__text">
        <strong>{place}</strong>
        {address ? <span>{address}</span> : null}
        <span className="sr-discovery-map__open">{t('shared.openMap')}</span>
      </span>
    </a>
  )
}
