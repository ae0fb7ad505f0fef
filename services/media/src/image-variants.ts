import { createHash } from 'node:crypto'
import type { Storage } from '@showroom/platform'
import sharp from 'sharp'
import { mediaErrors } from './media.errors.ts'
import type { SniffedType } from './sniff.ts'
import { MIN_IMAGE_SIDE_PX } from './upload-limits.ts'

// long sides of the webp variants; thumb is a square crop
export const VARIANTS = {
  thumb: { width: 240, height: 240, fit: 'cover' },
  card: { width: 640, height: 640, fit: 'inside' },
  // a phone's screen-wide picture: 412 px at 1.75 device pixels, 375 at 2
  medium: { width: 960, height: 960, fit: 'inside' },
  preview: { width: 1600, height: 1600, fit: 'inside' },
  logo: { width: 400, height: 400, fit: 'inside' },
} as const

export interface StoredImage {
  width: number
  height: number
  bytes: number
  etag: string
  keys: {
    original: string
    thumb: string
    card: string
    medium: string
    preview: string
    staticThumb: string
    staticCard: string
    logo: string | null
  }
}

// sharp's own guard, for anything that reaches decoding; storeImage refuses big images from the header
const MAX_DECODED_PIXELS = 100_000_000

// sharp writes no metadata unless asked (no withMetadata), so EXIF, GPS and XMP never survive
function render(input: Buffer | string, animated: boolean) {
  return sharp(input, { animated, limitInputPixels: MAX_DECODED_PIXELS }).rotate()
}

async function encodeOriginal(
  input: string,
  type: SniffedType,
): Promise<{ data: Buffer; width: number; height: number }> {
  const pipeline = render(input, type.format === 'gif')
  const encoded =
    type.format === 'jpg'
      ? pipeline.jpeg({ quality: 92 })
      : type.format === 'png'
        ? pipeline.png()
        : type.format === 'gif'
          ? pipeline.gif()
          : type.format === 'webp'
            ? pipeline.webp({ quality: 92 })
            : pipeline.tiff()
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
  // an animated image reports the height of all its frames stacked
  const height = info.pageHeight ?? info.height
  return { data, width: info.width, height }
}

export async function variant(
  input: Buffer | string,
  animated: boolean,
  size: (typeof VARIANTS)[keyof typeof VARIANTS],
) {
  return render(input, animated)
    .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
}

// the dimensions as shown, after EXIF orientation, and the pixels decoding would make (every frame);
// read from the header alone, nothing is decoded
export async function imageSize(path: string): Promise<{ width: number; height: number; pixels: number }> {
  const meta = await sharp(path, { limitInputPixels: false }).metadata()
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.pageHeight ?? meta.height }
  const frameHeight = meta.pageHeight ?? meta.height ?? 0
  return {
    width: oriented.width ?? 0,
    height: oriented.height ?? 0,
    pixels: (meta.width ?? 0) * frameHeight * (meta.pages ?? 1),
  }
}

// the stripped original and every variant, written under folder; refuses images that are too small
export async function storeImage(
  storage: Storage,
  input: {
    path: string
    type: SniffedType
    folder: string
    withLogo?: boolean
    // refused before decoding when over
    maxPixels: { pixels: number; message: string }
  },
): Promise<StoredImage> {
  let size: { width: number; height: number; pixels: number }
  try {
    size = await imageSize(input.path)
  } catch {
    throw mediaErrors.wrongType(
      'We could not read this image. Please upload a JPG, PNG, GIF, TIFF or WebP file.',
    )
  }
  if (size.pixels > input.maxPixels.pixels) throw mediaErrors.tooManyPixels(input.maxPixels.message)
  if (size.width < MIN_IMAGE_SIDE_PX || size.height < MIN_IMAGE_SIDE_PX) throw mediaErrors.tooSmall()

  const animated = input.type.format === 'gif'
  const original = await encodeOriginal(input.path, input.type)
  const key = (name: string) => `${input.folder}/${name}`
  const keys: StoredImage['keys'] = {
    original: key(`original.${input.type.format}`),
    thumb: key('thumb.webp'),
    card: key('card.webp'),
    medium: key('medium.webp'),
    preview: key('preview.webp'),
    staticThumb: animated ? key('static-thumb.webp') : key('thumb.webp'),
    staticCard: animated ? key('static-card.webp') : key('card.webp'),
    logo: input.withLogo ? key('logo.webp') : null,
  }
  await storage.put(keys.original, original.data)
  // variants come from the stripped original, so nothing of the upload's metadata can leak
  const writes: Promise<unknown>[] = [
    variant(original.data, animated, VARIANTS.thumb).then((data) => storage.put(keys.thumb, data)),
    variant(original.data, animated, VARIANTS.card).then((data) => storage.put(keys.card, data)),
    variant(original.data, animated, VARIANTS.medium).then((data) => storage.put(keys.medium, data)),
    variant(original.data, animated, VARIANTS.preview).then((data) => storage.put(keys.preview, data)),
  ]
  if (animated) {
    // without animated: true sharp reads only the first frame
    writes.push(
      variant(original.data, false, VARIANTS.thumb).then((data) => storage.put(keys.staticThumb, data)),
    )
    writes.push(
      variant(original.data, false, VARIANTS.card).then((data) => storage.put(keys.staticCard, data)),
    )
  }
  if (keys.logo) {
    const logoKey = keys.logo
    writes.push(variant(original.data, false, VARIANTS.logo).then((data) => storage.put(logoKey, data)))
  }
  await Promise.all(writes)
  return {
    width: original.width,
    height: original.height,
    bytes: original.data.length,
    etag: createHash('md5').update(original.data).digest('hex'),
    keys,
  }
}

// thumb, card, medium and preview of a video's poster frame
export async function storePosterVariants(
  storage: Storage,
  poster: Buffer,
  folder: string,
): Promise<{ thumb: string; card: string; medium: string; preview: string }> {
  const keys = {
    thumb: `${folder}/thumb.webp`,
    card: `${folder}/card.webp`,
    medium: `${folder}/medium.webp`,
    preview: `${folder}/preview.webp`,
  }
  await Promise.all([
    variant(poster, false, VARIANTS.thumb).then((data) => storage.put(keys.thumb, data)),
    variant(poster, false, VARIANTS.card).then((data) => storage.put(keys.card, data)),
    variant(poster, false, VARIANTS.medium).then((data) => storage.put(keys.medium, data)),
    variant(poster, false, VARIANTS.preview).then((data) => storage.put(keys.preview, data)),
  ])
  return keys
}
