import { defineApplication } from '@showroom/mfe-runtime'
import { BUILD_LABEL } from './build-info.ts'
import { CommentComposerParcel } from './composer/CommentComposerParcel.tsx'
import { NativeCommentPage } from './features/native-comment-page/NativeCommentPage.tsx'
import { PopupHost } from './features/popup-host/PopupHost.tsx'
import { CommentThreadParcel } from './thread/CommentThreadParcel.tsx'
import './messages.ts'

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
