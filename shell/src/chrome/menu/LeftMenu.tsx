import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useObservable, useOverlay, useSession } from '@showroom/ui'
import { logout, viewer$ } from '../../session/session.ts'
import { cityHref } from '../city/cities.ts'
import { useCities } from '../city/use-cities.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { MemberLinks } from './MemberLinks.tsx'

// opening it closes every other overlay: the bus keeps one overlay open at a time
export function LeftMenu() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay('left-menu')
  const session = useSession()
  const viewer = useObservable(viewer$)
  const { cities, current } = useCities()
  const onLogout = async () => {
    if (await logout()) {
      close()
      bus.showPopup({ message: ts('auth.loggedOut') })
    } else {
      bus.showAlert({ message: ts('auth.logoutFailed') })
    }
  }

  return (
    <Overlay open={open} onClose={close} title={t('chrome.menu')} side="left">
      <nav className="sr-shell-menu" aria-label={t('chrome.menu')}>
        <h3 className="sr-shell-menu__heading">{ts('menu.cities')}</h3>
        <ul className="sr-shell-menu__list sr-shell-menu__list--display">
          {cities.map((city) => (
            <li key={city.id}>
              <Link
                href={cityHref(city)}
                aria-current={city.id === current?.id ? 'page' : undefined}
                onClick={close}
              >
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
        <h3 className="sr-shell-menu__heading">{ts('menu.account')}</h3>
        <ul className="sr-shell-menu__list">
          {session && viewer ? (
            <MemberLinks viewer={viewer} onNavigate={close} onLogout={() => void onLogout()} />
          ) : (
            <>
              <li>
                <button type="button" onClick={() => bus.openOverlay('signup', {})}>
                  {t('chrome.signUp')}
                </button>
              </li>
              <li>
                <button type="button" onClick={() => bus.openOverlay('login')}>
                  {t('chrome.logIn')}
                </button>
              </li>
            </>
          )}
          <li>
            <Link href="/pro-purchase/" onClick={close}>
              {ts('menu.pro')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => bus.openOverlay('share', { url: window.location.href, title: document.title })}
            >
              {ts('menu.share')}
            </button>
          </li>
        </ul>
      </nav>
    </Overlay>
  )
}
