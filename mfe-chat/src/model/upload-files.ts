import { LIMITS } from '@showroom/contracts'

export type MediaKind = 'image' | 'video'

export interface PickedFile {
  name: string
  type: string
  size: number
}

// the keys are the shared catalogue's (@showroom/i18n)
export type FileCheck = { ok: true; kind: MediaKind } | { ok: false; messageKey: string }

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? ''
const VIDEO_EXTENSIONS = ['mp4', 'mov']

function kindOf(file: PickedFile): MediaKind | 'bad-image' | 'bad-video' | null {
  const type = file.type.toLowerCase()
  if ((LIMITS.imageMimeTypes as readonly string[]).includes(type)) return 'image'
  if ((LIMITS.videoMimeTypes as readonly string[]).includes(type)) return 'video'
  if (type.startsWith('image/')) return 'bad-image'
  if (type.startsWith('video/')) return 'bad-video'
  // no type from the browser: the extension decides (jpg_large included)
  const extension = extensionOf(file.name)
  if ((LIMITS.imageExtensions as readonly string[]).includes(extension)) return 'image'
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video'
  return null
}

const WRONG_TYPE = {
  'bad-image': 'uploads.composerImageType',
  'bad-video': 'uploads.composerVideoType',
  other: 'uploads.composerMediaType',
} as const

// spec parts 5 and 9: chat images under 20MB, videos under 100MB, checked before anything is sent
export function checkChatFile(file: PickedFile): FileCheck {
  const kind = kindOf(file)
  if (kind === null) return { ok: false, messageKey: WRONG_TYPE.other }
  if (kind === 'bad-image' || kind === 'bad-video') return { ok: false, messageKey: WRONG_TYPE[kind] }
  if (kind === 'image' && file.size > LIMITS.chatImageMaxBytes)
    return { ok: false, messageKey: 'uploads.chatImageTooLarge' }
  if (kind === 'video' && file.size > LIMITS.chatVideoMaxBytes)
    return { ok: false, messageKey: 'uploads.chatVideoTooLarge' }
  return { ok: true, kind }
}
