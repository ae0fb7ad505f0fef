import { MEDIA_URL_PREFIX, type Storage, StorageKeyError } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'

export interface MediaFilesOptions {
  storage: Storage
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

// media files are written once under a new key and never changed in place
const CACHE = 'public, max-age=31536000, immutable'

// serves stored media (demo images, uploads and their variants) from the platform's storage
export async function mediaFilesPlugin(app: FastifyInstance, options: MediaFilesOptions): Promise<void> {
  app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*'])
    let found: Awaited<ReturnType<Storage['get']>>
    try {
      found = await options.storage.get(key)
    } catch (error) {
      if (error instanceof StorageKeyError) found = null
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
