import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { useObservable, useSession } from '@showroom/ui'
import { viewer$ } from '../../session/session.ts'
import { useCities } from '../city/cities.ts'
import { ChevronDownIcon, MenuIcon, PersonIcon, SearchIcon } from '../icons.tsx'
import { SHELL_NS } from '../shell-messages.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'

export function Header() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const session = useSession()
  const viewer = useObservable(viewer$)
  const overlay = useObservable(bus.overlay$)
  const marker = useObservable(bus.headerMarker$, null)
  const { current } = useCities()
  const isOpen = (name: string) => overlay?.name === name

  return (
    <header className="sr-shell-header">
      <div className="sr-shell-header__bar">
        <div className="sr-shell-header__start">
          <button
            type="button"
            className="sr-shell-header__icon-button sr-shell-header__menu"
            aria-label={t('chrome.menu')}
            aria-expanded={isOpen('left-menu')}
            onClick={() => bus.toggleOverlay('left-menu')}
          >
            <MenuIcon />
          </button>
          <Link
            className="sr-shell-header__wordmark"
            href={current ? `${current.url.replace(/\/$/, '')}/` : '/'}
          >
            <span aria-hidden="true">{ts('wordmark')}</span>
            <span className="sr-visually-hidden">{ts('homeLink')}</span>
          </Link>
          <button
            type="button"
            className="sr-shell-header__city"
            aria-label={current ? ts('currentCity', { city: current.name }) : t('chrome.chooseCity')}
            aria-expanded={isOpen('city-selector')}
            onClick={() => bus.toggleOverlay('city-selector')}
          >
            <span>{current?.name ?? t('chrome.city')}</span>
            <ChevronDownIcon />
          </button>
        </div>
        <div className="sr-shell-header__end">
          <button
            type="button"
            className="sr-shell-header__icon-button sr-shell-header__search"
            aria-label={t('chrome.search')}
            aria-expanded={isOpen('search')}
            onClick={() => bus.openOverlay('search')}
          >
            <SearchIcon />
          </button>
          {/* module widgets mount here (chat, notifications, basket); empty until those features land */}
          <span
            id="slot-chat"
            className="sr-shell-header__slot"
            data-marker={marker === 'chat' || undefined}
          />
          <span id="slot-notifications" className="sr-shell-header__slot" />
          <span id="slot-basket" className="sr-shell-header__slot" />
          <LanguageSwitch />
          {session ? (
            <button
              type="button"
              className="sr-shell-header__profile"
              aria-label={ts('profileMenu')}
              aria-expanded={isOpen('profile-menu') || isOpen('personas')}
              data-marker={marker === 'personas' || undefined}
              data-testid="profile-button"
              onClick={() => bus.toggleOverlay('profile-menu')}
            >
              {viewer?.user.profileIconUrl ? (
                <img src={viewer.user.profileIconUrl} alt="" width={32} height={32} />
              ) : (
                <span className="sr-shell-header__initial" aria-hidden="true">
                  {(viewer?.user.fullName || viewer?.user.username || '?').slice(0, 1).toUpperCase()}
                </span>
              )}
            </button>
          ) : (
            <button
              type="button"
              className="sr-shell-header__profile sr-shell-header__profile--guest"
              aria-label={ts('guestProfile')}
              data-testid="profile-button"
              onClick={() => bus.toggleOverlay('profile-menu')}
            >
              <PersonIcon />
              <span className="sr-shell-header__profile-label">{t('chrome.signUp')}</span>
            </button>
          )}
        </div>
      </div>
    </header>
  )
}
