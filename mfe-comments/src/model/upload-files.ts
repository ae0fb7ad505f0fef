import { LIMITS } from '@showroom/contracts'

export type MediaKind = 'image' | 'video'

export interface PickedFile {
  name: string
  type: string
  size: number
}

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

// the comment composer's checks before anything is sent (spec part 5, 30MB images, 1000MB videos)
export function checkComposerFile(file: PickedFile): FileCheck {
  const kind = kindOf(file)
  if (kind === 'bad-image') return { ok: false, messageKey: 'uploads.composerImageType' }
  if (kind === 'bad-video') return { ok: false, messageKey: 'uploads.composerVideoType' }
  if (kind === null) return { ok: false, messageKey: 'uploads.composerMediaType' }
  if (kind === 'image' && file.size > LIMITS.composerImageMaxBytes)
    return { ok: false, messageKey: 'uploads.composerImageTooLarge' }
  if (kind === 'video' && file.size > LIMITS.composerVideoMaxBytes)
    return { ok: false, messageKey: 'uploads.composerVideoTooLarge' }
  return { ok: true, kind }
}
