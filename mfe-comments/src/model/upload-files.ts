import { LIMITS } from '@showroom/contracts'

export type MediaKind = 'image' | 'video'

// which upload surface a composer is: the comment composer, or the feed/popup comment uploader
// (the same names the server's upload route takes as its context)
export type UploadContext = 'composer' | 'uploader'

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

interface ContextRules {
  maxBytes: Record<MediaKind, number>
  tooLarge: Record<MediaKind, string>
  wrongType: Record<'bad-image' | 'bad-video' | 'other', string>
}

// spec part 5 and part 9: the composer takes 30MB images, the uploader 20MB; both 1000MB videos
const RULES: Record<UploadContext, ContextRules> = {
  composer: {
    maxBytes: { image: LIMITS.composerImageMaxBytes, video: LIMITS.composerVideoMaxBytes },
    tooLarge: { image: 'uploads.composerImageTooLarge', video: 'uploads.composerVideoTooLarge' },
    wrongType: {
      'bad-image': 'uploads.composerImageType',
      'bad-video': 'uploads.composerVideoType',
      other: 'uploads.composerMediaType',
    },
  },
  uploader: {
    maxBytes: { image: LIMITS.uploaderImageMaxBytes, video: LIMITS.uploaderVideoMaxBytes },
    tooLarge: { image: 'uploads.uploaderPhotoTooLarge', video: 'uploads.uploaderVideoTooLarge' },
    wrongType: {
      'bad-image': 'uploads.uploaderWrongType',
      'bad-video': 'uploads.uploaderWrongType',
      other: 'uploads.uploaderWrongType',
    },
  },
}

// the checks before anything is sent, with the messages of the composer or the uploader
export function checkPickedFile(file: PickedFile, context: UploadContext = 'composer'): FileCheck {
  const rules = RULES[context]
  const kind = kindOf(file)
  if (kind === null) return { ok: false, messageKey: rules.wrongType.other }
  if (kind === 'bad-image' || kind === 'bad-video') return { ok: false, messageKey: rules.wrongType[kind] }
  if (file.size > rules.maxBytes[kind]) return { ok: false, messageKey: rules.tooLarge[kind] }
  return { ok: true, kind }
}

export const checkComposerFile = (file: PickedFile): FileCheck => checkPickedFile(file, 'composer')
