import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import type { Viewer } from '../../session/viewer.graphql.ts'
import { SHELL_NS } from '../shell-messages.ts'

interface MemberLinksProps {
  viewer: Viewer
  onNavigate: () => void
  onLogout: () => void
}

// a member's own links, the same in the left menu and the profile menu
export function MemberLinks({ viewer, onNavigate, onLogout }: MemberLinksProps) {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  return (
    <>
      {viewer.user.userUrl ? (
        <li>
          <Link href={`/user/${viewer.user.userUrl}`} onClick={onNavigate}>
            {t('chrome.profile')}
          </Link>
        </li>
      ) : null}
      <li>
        <Link href="/my-orders/" onClick={onNavigate}>
          {ts('menu.myOrders')}
        </Link>
      </li>
      {viewer.personas.some((p) => p.type === 'designer' || p.type === 'venue') ? (
        <li>
          <Link href="/flash/seller/" onClick={onNavigate}>
            {ts('menu.mySales')}
          </Link>
        </li>
      ) : null}
      {viewer.roles.includes('moderator') || viewer.roles.includes('admin') ? (
        <li>
          <Link href="/flash/reports/" onClick={onNavigate}>
            {ts('menu.reportedSales')}
          </Link>
        </li>
      ) : null}
      <li>
        <button type="button" onClick={() => bus.openOverlay('alerts-manage')}>
          {ts('menu.alerts')}
        </button>
      </li>
      {viewer.personas.length > 1 ? (
        <li>
          <button type="button" onClick={() => bus.openOverlay('personas')}>
            {t('chrome.switchPersona')}
          </button>
        </li>
      ) : null}
      <li>
        <button type="button" data-testid="logout" onClick={onLogout}>
          {t('chrome.logOut')}
        </button>
      </li>
    </>
  )
}
