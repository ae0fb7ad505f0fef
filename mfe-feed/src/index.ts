import { defineApplication } from '@showroom/mfe-runtime'
import type { AppProps } from 'single-spa'
import { BUILD_LABEL } from './build-info.ts'
import { NotificationsWidget } from './features/notifications-widget/NotificationsWidget.tsx'
import { lazyComponent } from './lazy-component.ts'
import './messages.ts'

// the pages load their code when first shown; the bell is on every page and loads its panel's code
// the first time it opens
const ProfilePage = lazyComponent<AppProps>(() =>
  import('./features/profile-page/ProfilePage.tsx').then((m) => m.ProfilePage),
)
const CommunityPage = lazyComponent<AppProps>(() =>
  import('./features/community-page/CommunityPage.tsx').then((m) => m.CommunityPage),
)

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const profilePage = defineApplication({
  module: 'mfe-feed',
  app: 'profile-page',
  component: ProfilePage,
  build: BUILD_LABEL,
})
export const communityPage = defineApplication({
  module: 'mfe-feed',
  app: 'community-page',
  component: CommunityPage,
  build: BUILD_LABEL,
})
export const notificationsWidget = defineApplication({
  module: 'mfe-feed',
  app: 'notifications-widget',
  component: NotificationsWidget,
  build: BUILD_LABEL,
})
