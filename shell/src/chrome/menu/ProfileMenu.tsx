import { bus } from '@showroom/bus'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useObservable, useOverlay } from '@showroom/ui'
import { useState } from 'react'
import { logout, viewer$ } from '../../session/session.ts'
import { actingAs } from '../personas/acting-as.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { MemberLinks } from './MemberLinks.tsx'

// members only: the bus sends visitors to the signup overlay instead
export function ProfileMenu() {
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay('profile-menu')
  const viewer = useObservable(viewer$)
  const [failed, setFailed] = useState(false)
  if (!viewer) return null
  const identity = actingAs(viewer)

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
        <p className="sr-shell-profile__name">{identity.name}</p>
        <p className="sr-shell-profile__handle">{identity.handle}</p>
      </div>
      <ul className="sr-shell-menu__list">
        <MemberLinks viewer={viewer} onNavigate={close} onLogout={() => void onLogout()} />
      </ul>
      {failed ? (
        <p className="sr-shell-form__error" role="alert">
          {ts('auth.logoutFailed')}
        </p>
      ) : null}
    </Overlay>
  )
}
