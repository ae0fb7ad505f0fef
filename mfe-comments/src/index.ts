import { defineApplication } from '@showroom/mfe-runtime'
import type { AppProps } from 'single-spa'
import { BUILD_LABEL } from './build-info.ts'
import { PopupHost } from './features/popup-host/PopupHost.tsx'
import { lazyComponent } from './lazy-component.ts'

// pages and parcels load their code (and their messages) when first shown; the popup host is on every page
const NativeCommentPage = lazyComponent<AppProps>(() =>
  import('./features/native-comment-page/NativeCommentPage.tsx').then((m) => m.NativeCommentPage),
)
const CommentThreadParcel = lazyComponent(() =>
  import('./thread/CommentThreadParcel.tsx').then((m) => m.CommentThreadParcel),
)
const CommentComposerParcel = lazyComponent(() =>
  import('./composer/CommentComposerParcel.tsx').then((m) => m.CommentComposerParcel),
)

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const nativeCommentPage = defineApplication({
  module: 'mfe-comments',
  app: 'native-comment-page',
  component: NativeCommentPage,
  build: BUILD_LABEL,
})
export const popupHost = defineApplication({
  module: 'mfe-comments',
  app: 'popup-host',
  component: PopupHost,
  build: BUILD_LABEL,
})

// parcels other modules mount with <ModuleParcel module="mfe-comments" parcel="..." />
export const commentThread = defineApplication({
  module: 'mfe-comments',
  app: 'comment-thread',
  component: CommentThreadParcel,
  build: BUILD_LABEL,
})
export const commentComposer = defineApplication({
  module: 'mfe-comments',
  app: 'comment-composer',
  component: CommentComposerParcel,
  build: BUILD_LABEL,
})
