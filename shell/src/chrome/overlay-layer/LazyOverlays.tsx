import { bus } from '@showroom/bus'
import type { OverlayName } from '@showroom/contracts'
import { useObservable } from '@showroom/ui'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'

function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const LeftMenu = lazyNamed(() => import('../menu/LeftMenu.tsx'), 'LeftMenu')
const CitySelector = lazyNamed(() => import('../city/CitySelector.tsx'), 'CitySelector')
const SearchOverlay = lazyNamed(() => import('../search/SearchOverlay.tsx'), 'SearchOverlay')
const ProfileMenu = lazyNamed(() => import('../menu/ProfileMenu.tsx'), 'ProfileMenu')
const SignupOverlay = lazyNamed(() => import('../auth/SignupOverlay.tsx'), 'SignupOverlay')
const LoginOverlay = lazyNamed(() => import('../auth/LoginOverlay.tsx'), 'LoginOverlay')
const PersonaSwitcher = lazyNamed(() => import('../personas/PersonaSwitcher.tsx'), 'PersonaSwitcher')
const ShareOverlay = lazyNamed(() => import('../share/ShareOverlay.tsx'), 'ShareOverlay')
const ProUpgradeOverlay = lazyNamed(() => import('../pro/ProUpgradeOverlay.tsx'), 'ProUpgradeOverlay')
const AlertsSignupOverlay = lazyNamed(
  () => import('../alerts/AlertsSignupOverlay.tsx'),
  'AlertsSignupOverlay',
)
const AlertsManageOverlay = lazyNamed(
  () => import('../alerts/AlertsManageOverlay.tsx'),
  'AlertsManageOverlay',
)

// an overlay's code loads the first time it opens, then stays (it renders nothing while closed)
function OnFirstOpen({ names, children }: { names: readonly OverlayName[]; children: ReactNode }) {
  const overlay = useObservable(bus.overlay$)
  const [opened, setOpened] = useState(false)
  const isOpen = overlay !== null && names.includes(overlay.name)
  useEffect(() => {
    if (isOpen) setOpened(true)
  }, [isOpen])
  if (!opened && !isOpen) return null
  return <Suspense fallback={null}>{children}</Suspense>
}

export function LazyOverlays() {
  return (
    <>
      <OnFirstOpen names={['left-menu']}>
        <LeftMenu />
      </OnFirstOpen>
      <OnFirstOpen names={['city-selector']}>
        <CitySelector />
      </OnFirstOpen>
      <OnFirstOpen names={['search']}>
        <SearchOverlay />
      </OnFirstOpen>
      <OnFirstOpen names={['profile-menu']}>
        <ProfileMenu />
      </OnFirstOpen>
      <OnFirstOpen names={['signup']}>
        <SignupOverlay />
      </OnFirstOpen>
      <OnFirstOpen names={['login']}>
        <LoginOverlay />
      </OnFirstOpen>
      <OnFirstOpen names={['personas']}>
        <PersonaSwitcher />
      </OnFirstOpen>
      <OnFirstOpen names={['share']}>
        <ShareOverlay />
      </OnFirstOpen>
      <OnFirstOpen names={['pro-upgrade']}>
        <ProUpgradeOverlay />
      </OnFirstOpen>
      <OnFirstOpen names={['alerts-signup']}>
        <AlertsSignupOverlay />
      </OnFirstOpen>
      <OnFirstOpen names={['alerts-manage']}>
        <AlertsManageOverlay />
      </OnFirstOpen>
    </>
  )
}
