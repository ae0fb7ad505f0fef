import type { Storage } from '@showroom/platform'
import { VARIANTS, variant } from './image-variants.ts'

// the medium variant (960 px) came after the others: images stored before it have a card and a
// preview but no medium. Pages name it by convention, beside the preview, so it is made on its first
// request from the image it is a smaller copy of, stored, and served from storage after that
// only from a full-size image: a copy is never made from a copy, so no chain of names makes files
const UPLOAD_MEDIUM = /^(.+)\/medium\.webp$/
const DEMO_MEDIUM = /^(demo\/(?:events\/hero|news\/news)-\d+)-medium\.webp$/

// the stored key a medium variant is made from, or null for a key that is not one
export function mediumVariantSource(key: string): string | null {
  const demo = DEMO_MEDIUM.exec(key)
  if (demo) return `${demo[1]}.webp`
  const upload = UPLOAD_MEDIUM.exec(key)
  return upload ? `${upload[1]}/preview.webp` : null
}

const making = new Map<string, Promise<boolean>>()

async function make(storage: Storage, key: string, source: string): Promise<boolean> {
  if (!(await storage.stat(source))) return false
  // animated keeps every frame of an animated preview; a still image is one frame
  const data = await storage.withLocalFile(source, (path) => variant(path, true, VARIANTS.medium))
  await storage.put(key, data)
  return true
}

// makes and stores the medium variant a key names when the image it comes from is stored; false when
// the key is not a medium variant's or its image is not there. One making per key at a time
export function makeMediumVariant(storage: Storage, key: string): Promise<boolean> {
  const source = mediumVariantSource(key)
  if (!source) return Promise.resolve(false)
  const running = making.get(key)
  if (running) return running
  const made = make(storage, key, source).finally(() => making.delete(key))
  making.set(key, made)
  return made
}
