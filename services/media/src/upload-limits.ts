// what each upload surface accepts (spec part 5 and part 9); MB here is 1024 * 1024 bytes

export type UploadContext = 'chat' | 'composer' | 'uploader'
export type MediaKind = 'image' | 'video'
export type RequestedResource = 'image' | 'video' | 'auto'

export const UPLOAD_CONTEXTS: readonly UploadContext[] = ['chat', 'composer', 'uploader']
// the spec's slice size: every slice but the last is this long, none is longer
export const SLICE_BYTES = 6_000_000
// images with a side shorter than this are refused as too small
export const MIN_IMAGE_SIDE_PX = 100

const MB = 1024 * 1024

interface ContextRules {
  maxBytes: Record<MediaKind, number>
  tooLarge: Record<MediaKind, string>
  // decoded pixels (width x height, every frame of an animation), read from the header before decoding:
  // a small file can hold a huge image, and decoding one costs seconds and hundreds of MB
  maxPixels: number
  tooManyPixels: string
  // the message when the file is not a kind the request allows
  wrongType: Record<RequestedResource, string>
}

const MEGAPIXELS = 1_000_000

const IMAGE_TYPES_ONLY = 'Sorry - you can only upload JPG, PNG, GIF or TIFF image files.'
const VIDEO_TYPES_ONLY = 'Sorry - you can only upload MP4 or MOV videos.'
const IMAGES_OR_VIDEOS = 'You can only upload image files or videos.'

export const contextRules: Record<UploadContext, ContextRules> = {
  chat: {
    maxBytes: { image: 20 * MB, video: 100 * MB },
    tooLarge: {
      image: "The image you've selected is too large. Please only upload files under 20MB in size.",
      // the spec gives only the image text for chat; the video one follows its pattern
      video: "The video you've selected is too large. Please only upload files under 100MB in size.",
    },
    // the largest phone camera mode (48 MP) fits; a chat photo is seen at phone size
    maxPixels: 50 * MEGAPIXELS,
    tooManyPixels: "The image you've selected is too large. Please only upload images under 50 megapixels.",
    wrongType: { image: IMAGE_TYPES_ONLY, video: VIDEO_TYPES_ONLY, auto: IMAGES_OR_VIDEOS },
  },
  composer: {
    maxBytes: { image: 30 * MB, video: 1000 * MB },
    tooLarge: {
      image: "One of the images you've selected is too large. Please only upload files under 30MB in size.",
      video: "One of the videos you've selected is too large. Please only upload files under 1000MB in size.",
    },
    // posts carry photos from real cameras, full frame up to about 100 MP; shown at most 1600 px wide
    maxPixels: 100 * MEGAPIXELS,
    tooManyPixels:
      "One of the images you've selected is too large. Please only upload images under 100 megapixels.",
    wrongType: {
      image: IMAGE_TYPES_ONLY,
      video: VIDEO_TYPES_ONLY,
      auto: 'Sorry - you can only upload JPG, PNG, GIF or TIFF image files, or MP4 or MOV videos.',
    },
  },
  uploader: {
    maxBytes: { image: 20 * MB, video: 1000 * MB },
    tooLarge: {
      image: 'The photo you have uploaded is too large. Please keep photos under 20 megabytes.',
      // "it" as the spec writes it
      video: 'The video you have uploaded it too large. Please keep videos under 1000 megabytes.',
    },
    // page pictures and logos are shown at most 1600 px wide (logos 400): a phone photo is plenty
    maxPixels: 50 * MEGAPIXELS,
    tooManyPixels: 'The photo you have uploaded is too large. Please keep photos under 50 megapixels.',
    wrongType: { image: IMAGES_OR_VIDEOS, video: IMAGES_OR_VIDEOS, auto: IMAGES_OR_VIDEOS },
  },
}

export const TOO_SMALL_MESSAGE = 'The image you uploaded is too small. Please use a larger image.'

export function parseUploadContext(value: unknown): UploadContext | null {
  if (value === undefined || value === null || value === '') return 'composer'
  return UPLOAD_CONTEXTS.includes(value as UploadContext) ? (value as UploadContext) : null
}

export function parseRequestedResource(value: unknown): RequestedResource | null {
  return value === 'image' || value === 'video' || value === 'auto' ? value : null
}

export function allows(requested: RequestedResource, kind: MediaKind): boolean {
  return requested === 'auto' || requested === kind
}

// the size no file of any allowed kind may pass, for refusing a declared size before any content
export function largestAllowed(
  context: UploadContext,
  requested: RequestedResource,
): { kind: MediaKind; bytes: number } {
  const { maxBytes } = contextRules[context]
  if (requested !== 'auto') return { kind: requested, bytes: maxBytes[requested] }
  return maxBytes.video >= maxBytes.image
    ? { kind: 'video', bytes: maxBytes.video }
    : { kind: 'image', bytes: maxBytes.image }
}
