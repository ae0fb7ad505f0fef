import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useObservable, useOverlay } from '@showroom/ui'
import { useState } from 'react'
import { logout, viewer$ } from '../../session/session.ts'
import { SHELL_NS } from '../shell-messages.ts'

// members only: the bus sends visitors to the signup overlay instead
export function ProfileMenu() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay('profile-menu')
  const viewer = useObservable(viewer$)
  const [failed, setFailed] = useState(false)
  if (!viewer) return null

  const onLogout = async () => {
    setFailed(false)
    if (await logout()) {
      close()
      bus.showPopup({ message: ts('auth.loggedOut') })
    } else {
      setFailed(true)
    }
  }

  return (
    <Overlay open={open} onClose={close} title={ts('profileMenu')}>
      <div className="sr-shell-profile">
        <p className="sr-shell-profile__name">{viewer.user.fullName || viewer.user.username}</p>
        <p className="sr-shell-profile__handle">@{viewer.user.username}</p>
      </div>
      <ul className="sr-shell-menu__list">
        {viewer.user.userUrl ? (
          <li>
            <Link href={`/user/${viewer.user.userUrl}`} onClick={close}>
              {t('chrome.profile')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/my-orders/" onClick={close}>
            {ts('menu.myOrders')}
          </Link>
        </li>
        {viewer.personas.length > 1 ? (
          <li>
            <button type="button" onClick={() => bus.openOverlay('personas')}>
              {t('chrome.switchPersona')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" data-testid="logout" onClick={() => void onLogout()}>
            {t('chrome.logOut')}
          </button>
        </li>
      </ul>
      {failed ? (
        <p className="sr-shell-form__error" role="alert">
          {ts('auth.logoutFailed')}
        </p>
      ) : null}
    </Overlay>
  )
}
