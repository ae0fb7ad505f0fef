import { bus } from '@showroom/bus'
import type { OverlayName } from '@showroom/contracts'
import { namespaceT } from '@showroom/i18n'
import { useObservable } from '@showroom/ui'
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { SHELL_NS } from '../shell-messages.ts'

const ts = namespaceT(SHELL_NS)

type Load = () => Promise<ComponentType>
export type LazyOverlay = { name: OverlayName; load: Load }

// each overlay's code, loaded the first time it opens
const OVERLAYS: readonly LazyOverlay[] = [
  { name: 'left-menu', load: () => import('../menu/LeftMenu.tsx').then((m) => m.LeftMenu) },
  { name: 'city-selector', load: () => import('../city/CitySelector.tsx').then((m) => m.CitySelector) },
  { name: 'search', load: () => import('../search/SearchOverlay.tsx').then((m) => m.SearchOverlay) },
  { name: 'profile-menu', load: () => import('../menu/ProfileMenu.tsx').then((m) => m.ProfileMenu) },
  { name: 'signup', load: () => import('../auth/SignupOverlay.tsx').then((m) => m.SignupOverlay) },
  { name: 'login', load: () => import('../auth/LoginOverlay.tsx').then((m) => m.LoginOverlay) },
  { name: 'personas', load: () => import('../personas/PersonaSwitcher.tsx').then((m) => m.PersonaSwitcher) },
  { name: 'share', load: () => import('../share/ShareOverlay.tsx').then((m) => m.ShareOverlay) },
  {
    name: 'pro-upgrade',
    load: () => import('../pro/ProUpgradeOverlay.tsx').then((m) => m.ProUpgradeOverlay),
  },
  {
    name: 'alerts-signup',
    load: () => import('../alerts/AlertsSignupOverlay.tsx').then((m) => m.AlertsSignupOverlay),
  },
  {
    name: 'alerts-manage',
    load: () => import('../alerts/AlertsManageOverlay.tsx').then((m) => m.AlertsManageOverlay),
  },
]

// an overlay that failed, its code not loaded (a dropped connection on a phone) or its render
// thrown: without a boundary the error would unmount the whole layer, every overlay and popup with it
class OverlayBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch() {
    this.props.onFailed()
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

// an overlay's code loads the first time it opens, then stays (it renders nothing while closed). If it
// fails, the overlay closes with a word to the visitor, and the next open asks for the code again
function OnFirstOpen({ name, load }: { name: OverlayName; load: Load }) {
  const overlay = useObservable(bus.overlay$)
  const [opened, setOpened] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const isOpen = overlay?.name === name
  // a lazy component keeps a failed load: a new one for each attempt
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what makes a new one
  const Overlay = useMemo(() => lazy(() => load().then((found) => ({ default: found }))), [load, attempt])
  useEffect(() => {
    if (isOpen) setOpened(true)
  }, [isOpen])
  const failed = () => {
    setOpened(false)
    setAttempt((n) => n + 1)
    bus.closeOverlay(name)
    bus.showAlert({ message: ts('overlays.openFailed') })
  }
  if (!opened && !isOpen) return null
  return (
    <OverlayBoundary key={attempt} onFailed={failed}>
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </OverlayBoundary>
  )
}

export function LazyOverlays({ overlays = OVERLAYS }: { overlays?: readonly LazyOverlay[] }) {
  return (
    <>
      {overlays.map(({ name, load }) => (
        <OnFirstOpen key={name} name={name} load={load} />
      ))}
    </>
  )
}
