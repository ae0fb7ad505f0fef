import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { Link } from '@showroom/mfe-runtime'
import { Overlay, useOverlay } from '@showroom/ui'
import { cityHref } from './cities.ts'
import { useCities } from './use-cities.ts'

export function CitySelector() {
  const t = useT()
  const { open, close } = useOverlay('city-selector')
  const { cities, current } = useCities()
  return (
    <Overlay open={open} onClose={close} title={t('chrome.chooseCity')} side="left">
      <ul className="sr-shell-menu__list sr-shell-menu__list--display" data-testid="city-list">
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              href={cityHref(city)}
              aria-current={city.id === current?.id ? 'page' : undefined}
              onClick={() => {
                bus.emit('city.selection.changed', { city_id: city.id, city_url: city.url })
                close()
              }}
            >
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </Overlay>
  )
}
