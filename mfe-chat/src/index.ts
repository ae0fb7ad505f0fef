import { defineApplication } from '@showroom/mfe-runtime'
import { BUILD_LABEL } from './build-info.ts'
import { ChatPage } from './features/chat-page/ChatPage.tsx'
import { HeaderWidget } from './features/header-widget/HeaderWidget.tsx'
import './messages.ts'

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const chatPage = defineApplication({
  module: 'mfe-chat',
  app: 'chat-page',
  component: ChatPage,
  build: BUILD_LABEL,
})
export const headerWidget = defineApplication({
  module: 'mfe-chat',
  app: 'header-widget',
  component: HeaderWidget,
  build: BUILD_LABEL,
})
