import { Link, useModuleT } from '@showroom/mfe-runtime'
import { cityHref, useCities } from '../city/cities.ts'
import { SHELL_NS } from '../shell-messages.ts'

export function Footer() {
  const ts = useModuleT(SHELL_NS)
  const { cities } = useCities()
  return (
    <footer className="sr-shell-footer">
      <p className="sr-shell-footer__wordmark">{ts('wordmark')}</p>
      <p className="sr-shell-footer__tagline">{ts('tagline')}</p>
      <nav aria-label={ts('footer.cities')}>
        <ul className="sr-shell-footer__cities">
          {cities.map((city) => (
            <li key={city.id}>
              <Link href={cityHref(city)}>{city.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sr-shell-footer__rights">{ts('footer.rights')}</p>
    </footer>
  )
}
