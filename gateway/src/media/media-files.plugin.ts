import { makeMediumVariant, PRIVATE_UPLOADS_PREFIX } from '@showroom/media'
import { MEDIA_URL_PREFIX, type Storage, StorageKeyError } from '@showroom/platform'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

export interface MediaFilesOptions {
  storage: Storage
}

// a medium variant missing beside an image stored before it existed is made from that image
async function findOrMake(storage: Storage, key: string, log: FastifyBaseLogger) {
  const found = await storage.get(key)
  if (found) return found
  try {
    if (await makeMediumVariant(storage, key)) return await storage.get(key)
  } catch (error) {
    // an image sharp cannot read, or a storage that failed, has no smaller copy: the page's other
    // sizes still serve, and the failure is logged rather than answered as a 500
    log.warn({ err: error, key }, 'medium variant not made')
  }
  return null
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  ics: 'text/calendar; charset=utf-8',
}

// keys never served: uploads still arriving and videos waiting to be processed. Lower case, since
// a storage on a case-insensitive disk would find "Uploads/TMP/..." too
const PRIVATE_PREFIXES = [PRIVATE_UPLOADS_PREFIX.toLowerCase()]
export const isPrivateMediaKey = (key: string) =>
  PRIVATE_PREFIXES.some((prefix) => key.toLowerCase().startsWith(prefix))

// media files are written once under a new key and never changed in place
const CACHE = 'public, max-age=31536000, immutable'

// serves stored media (demo images, uploads and their variants) from the platform's storage
export async function mediaFilesPlugin(app: FastifyInstance, options: MediaFilesOptions): Promise<void> {
  app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    let key = ''
    let found: Awaited<ReturnType<Storage['get']>>
    try {
      key = decodeURIComponent((request.params as { '*': string })['*'])
      found = isPrivateMediaKey(key) ? null : await findOrMake(options.storage, key, request.log)
    } catch (error) {
      // a malformed escape or a key outside the storage: nothing there
      if (error instanceof StorageKeyError || error instanceof URIError) found = null
      else throw error
    }
    if (!found) return reply.code(404).type('text/plain').send('Not found')
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
    return reply
      .header('content-type', TYPES[extension] ?? 'application/octet-stream')
      .header('content-length', found.size)
      .header('cache-control', CACHE)
      .header('last-modified', found.modifiedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .send(found.stream)
  })
}
