import { bus } from '@showroom/bus'
import { usePageQuery, useQuery } from '@showroom/graphql-client'
import { Link, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems, Skeleton, useSession } from '@showroom/ui'
import { BUILD_LABEL } from '../../build-info.ts'
import { NS } from '../../messages.ts'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import { BrandStrip } from './BrandStrip.tsx'
import { CITIES_QUERY, type City, cityForPath, cityHref } from './cities.graphql.ts'
import { CITY_HOME_QUERY, isEmptyHome } from './city-home.graphql.ts'
import './city-home.messages.ts'
import './city-home.css'
import { CityNumbers } from './CityNumbers.tsx'
import { DesignerCarousel, EventsCarousel, HeadlineCarousel, ReviewCarousel } from './HomeCarousels.tsx'
import { SalesCarousel } from './SalesCarousel.tsx'

// `/` and `/{city}/`
export function CityHome() {
  const t = useModuleT(NS)
  const pathname = usePathname()
  const { data, error, loading, refetch } = useQuery(CITIES_QUERY)
  const cities = data?.cities ?? []
  const city = cityForPath(cities, pathname)

  if (!data && loading) return <HomeSkeleton />
  if (!data && error) {
    return (
      <section className="sr-discovery-home">
        <NoItems tone="error" message={t('home.loadFailed')} onRetry={() => void refetch()} />
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
  return <CityHomeView city={city} cities={cities} />
}

function CityHomeView({ city, cities }: { city: City; cities: City[] }) {
  const t = useModuleT(NS)
  const session = useSession()
  const { data, error, loading, refetch } = usePageQuery(CITY_HOME_QUERY, { variables: { cityId: city.id } })
  const home = data?.cityHome
  const label = BUILD_LABEL

  return (
    <section className="sr-discovery-home" aria-labelledby="sr-discovery-city-name">
      <div className="sr-discovery-home__hero">
        <p className="sr-discovery-home__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="sr-discovery-city-name" className="sr-discovery-home__city" data-city-id={city.id}>
          {city.name}
        </h1>
        <p className="sr-discovery-home__intro">{t('home.intro', { city: city.name })}</p>
        <p className="sr-discovery-home__links">
          <Link href={`${cityHref(city)}calendar/`}>{t('home.calendar')}</Link>
          <Link href={`${cityHref(city)}news/`}>{t('home.allNews')}</Link>
        </p>
      </div>
      {home ? <CityNumbers numbers={home.numbers} /> : null}
      {home ? <BrandStrip brands={home.brands} /> : null}
      {!home && loading ? (
        <div aria-busy="true" className="sr-discovery-home__loading">
          <Skeleton variant="rect" aspectRatio="16 / 5" width="100%" />
        </div>
      ) : null}
      {!home && !loading && error ? (
        <NoItems tone="error" message={t('home.homeFailed')} onRetry={() => void refetch()} />
      ) : null}
      {data && !home ? <NoItems message={t('home.comingSoon', { city: city.name })} /> : null}
      {home && isEmptyHome(home) ? <NoItems message={t('home.comingSoon', { city: city.name })} /> : null}
      {home ? (
        <>
          <EventsCarousel id="this-week" title={t('home.thisWeek')} events={home.thisWeek} firstScreen />
          <SalesCarousel cityId={city.id} />
          <HeadlineCarousel headlines={home.headlines} />
          <DesignerCarousel designers={home.designers} />
          <EventsCarousel id="trending" title={t('home.trending')} events={home.trending} />
          <ReviewCarousel reviews={home.reviews} />
        </>
      ) : null}
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

function HomeSkeleton() {
  return (
    <section className="sr-discovery-home" aria-busy="true">
      <div className="sr-discovery-home__hero sr-discovery-home__hero--loading" />
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
