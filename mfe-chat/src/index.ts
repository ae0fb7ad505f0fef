import { defineApplication } from '@showroom/mfe-runtime'
import type { AppProps } from 'single-spa'
import { BUILD_LABEL } from './build-info.ts'
import { HeaderWidget } from './features/header-widget/HeaderWidget.tsx'
import { lazyComponent } from './lazy-component.ts'
import './messages.ts'

// the page loads its code when first shown; the header widget is on every page and loads the
// overlays' code the first time one opens
const ChatPage = lazyComponent<AppProps>(() =>
  import('./features/chat-page/ChatPage.tsx').then((m) => m.ChatPage),
)

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
