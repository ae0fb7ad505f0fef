import { defineApplication } from '@showroom/mfe-runtime'
import { BUILD_LABEL } from './build-info.ts'
import { NotificationsWidget } from './features/notifications-widget/NotificationsWidget.tsx'
import { ProfilePage } from './features/profile-page/ProfilePage.tsx'
import './messages.ts'

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const profilePage = defineApplication({
  module: 'mfe-feed',
  app: 'profile-page',
  component: ProfilePage,
  build: BUILD_LABEL,
})
export const notificationsWidget = defineApplication({
  module: 'mfe-feed',
  app: 'notifications-widget',
  component: NotificationsWidget,
  build: BUILD_LABEL,
})
