import { useQuery } from '@showroom/graphql-client'
import { bus } from '@showroom/bus'
import { Link, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { useT } from '@showroom/i18n'
import { useSession } from '@showroom/ui'
import { BUILD_LABEL } from '../../build-info.ts'
import { NS } from '../../messages.ts'
import { CITIES_QUERY, type City, cityForPath, cityHref } from './cities.graphql.ts'
import './city-home.css'

export function CityHome() {
  const t = useModuleT(NS)
  const tc = useT()
  const session = useSession()
  const pathname = usePathname()
  const { data, error, loading, refetch } = useQuery(CITIES_QUERY)
  const cities = data?.cities ?? []
  const city = cityForPath(cities, pathname)
  const label = BUILD_LABEL

  if (!data && loading) {
    return (
      <section className="sr-discovery-home" aria-busy="true">
        <div className="sr-discovery-home__hero sr-discovery-home__hero--loading" />
      </section>
    )
  }
  if (!data && error) {
    return (
      <section className="sr-discovery-home">
        <p className="sr-discovery-home__error" role="alert">
          {t('home.loadFailed')}
        </p>
        <button type="button" className="sr-discovery-button" onClick={() => void refetch()}>
          {tc('common.tryAgain')}
        </button>
      </section>
    )
  }
  if (!city) {
    return (
      <section className="sr-discovery-home">
        <p className="sr-discovery-home__error">{t('home.unknownCity', { path: pathname })}</p>
        <CityList cities={cities} title={t('home.otherCities')} />
      </section>
    )
  }

  return (
    <section className="sr-discovery-home" aria-labelledby="sr-discovery-city-name">
      <div className="sr-discovery-home__hero">
        <p className="sr-discovery-home__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="sr-discovery-city-name" className="sr-discovery-home__city" data-city-id={city.id}>
          {city.name}
        </h1>
        <p className="sr-discovery-home__intro">{t('home.intro', { city: city.name })}</p>
      </div>
      <p className="sr-discovery-home__soon">{t('home.comingSoon', { city: city.name })}</p>
      {session ? (
        <p className="sr-discovery-home__member">{t('home.memberText')}</p>
      ) : (
        <div className="sr-discovery-home__join">
          <h2>{t('home.joinTitle')}</h2>
          <p>{t('home.joinText')}</p>
          <button
            type="button"
            className="sr-discovery-button"
            onClick={() => bus.requestSignup({ reason: 'city-home' })}
          >
            {t('home.join')}
          </button>
        </div>
      )}
      <CityList cities={cities.filter((other) => other.id !== city.id)} title={t('home.otherCities')} />
      {label ? <p className="sr-discovery-home__build">{t('home.build', { label })}</p> : null}
    </section>
  )
}

function CityList({ cities, title }: { cities: City[]; title: string }) {
  if (cities.length === 0) return null
  return (
    <nav className="sr-discovery-home__cities" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {cities.map((city) => (
          <li key={city.id}>
            <Link href={cityHref(city)}>{city.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
