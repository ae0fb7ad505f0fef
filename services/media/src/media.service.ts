import { createHash, randomBytes } from 'node:crypto'
import type { JobQueue, Logger, Storage } from '@showroom/platform'
import type { Transaction } from 'kysely'
import type { AssembledFile } from './chunked-uploads.ts'
import { checkTypeAndSize, uploadFolder } from './chunked-uploads.ts'
import { probeVideo } from './ffmpeg.ts'
import { storeImage } from './image-variants.ts'
import type { MediaItemRecord, MediaItemsStore } from './media-items.store.ts'
import { mediaErrors } from './media.errors.ts'
import { type MediaEventBus, mediaEvents } from './media.events.ts'
import type { MediaDb, MediaTables } from './media.tables.ts'
import { contextRules, type RequestedResource, type UploadContext } from './upload-limits.ts'
import { makeVideoRenditions } from './video-renditions.ts'

export const TRANSCODE_JOB = 'media.video.transcode'
const TRANSCODE_ATTEMPTS = 2
// logos follow the page uploader's limits
const LOGO_CONTEXT: UploadContext = 'uploader'

// what the upload endpoint answers once a file is complete (the third-party host's fields)
export interface UploadedAsset {
  mediaItemId: number
  publicId: string
  version: number
  width: number
  height: number
  format: string
  resourceType: 'image' | 'video'
  bytes: number
  etag: string
  secureUrl: string
}

export interface LogoSource {
  sourceType: string
  sourceId: number | null
  secondaryId: number | null
}

export interface MediaCoreDeps {
  db: MediaDb
  items: MediaItemsStore
  storage: Storage
  jobs: Pick<JobQueue, 'enqueue'>
  events: Pick<MediaEventBus, 'publish'>
  logger: Logger
  now: () => Date
}

const newPublicId = () => randomBytes(10).toString('hex')
const itemFolder = (ownerId: number, publicId: string) => `uploads/${ownerId}/${publicId}`

export function createMediaCore(deps: MediaCoreDeps) {
  const { items, storage, logger } = deps
  const version = () => Math.floor(deps.now().getTime() / 1000)

  // comments learns the upload and its owner from this, in the same transaction as the item
  const announceUpload = (trx: Transaction<MediaTables>, item: MediaItemRecord) =>
    deps.events.publish(trx as never, {
      type: mediaEvents.uploadStored,
      aggregateType: 'media_item',
      aggregateId: item.id,
      payload: { id: item.id, ownerId: item.ownerId },
    })

  const assetOf = (item: MediaItemRecord): UploadedAsset => {
    const main = item.resourceType === 'video' ? `${item.folder}/video.mp4` : item.originalKey
    return {
      mediaItemId: item.id,
      publicId: item.publicId,
      version: item.version,
      width: item.width,
      height: item.height,
      format: item.format,
      resourceType: item.resourceType,
      bytes: item.bytes,
      etag: item.etag,
      secureUrl: storage.url(main ?? `${item.folder}/original.${item.format}`),
    }
  }

  async function storeUploadedImage(
    file: AssembledFile,
    ownerId: number,
    context: UploadContext,
    options: { withLogo?: boolean; source?: LogoSource } = {},
  ): Promise<MediaItemRecord> {
    const publicId = newPublicId()
    const folder = itemFolder(ownerId, publicId)
    const rules = contextRules[context]
    const stored = await storage.withLocalFile(file.key, (path) =>
      storeImage(storage, {
        path,
        type: file.type,
        folder,
        withLogo: options.withLogo,
        maxPixels: { pixels: rules.maxPixels, message: rules.tooManyPixels },
      }),
    )
    const row = {
      public_id: publicId,
      owner_id: ownerId,
      resource_type: 'image',
      format: file.type.format,
      width: stored.width,
      height: stored.height,
      bytes: stored.bytes,
      etag: stored.etag,
      version: version(),
      folder,
      original_key: stored.keys.original,
      thumb_key: stored.keys.thumb,
      card_key: stored.keys.card,
      preview_key: stored.keys.preview,
      static_thumb_key: stored.keys.staticThumb,
      static_card_key: stored.keys.staticCard,
      logo_key: stored.keys.logo,
      processed: true,
      ...(options.source
        ? {
            source_type: options.source.sourceType,
            source_id: options.source.sourceId,
            secondary_id: options.source.secondaryId,
            registered_at: deps.now(),
          }
        : {}),
    }
    // a logo belongs to its persona and is never a comment's photo
    if (options.source) return items.insert(row)
    return deps.db.transaction().execute(async (trx) => {
      const item = await items.insert(row, trx)
      await announceUpload(trx, item)
      return item
    })
  }

  // the upload stays in storage as the transcoder's source until the job is done
  async function storeUploadedVideo(file: AssembledFile, ownerId: number, wrongType: string) {
    const probe = await storage.withLocalFile(file.key, probeVideo)
    if (!probe) throw mediaErrors.wrongType(wrongType)
    const publicId = newPublicId()
    return deps.db.transaction().execute(async (trx) => {
      const item = await items.insert(
        {
          public_id: publicId,
          owner_id: ownerId,
          resource_type: 'video',
          format: file.type.format,
          width: probe.width,
          height: probe.height,
          bytes: file.bytes,
          etag: file.etag,
          version: version(),
          folder: itemFolder(ownerId, publicId),
          source_key: file.key,
          processed: false,
        },
        trx,
      )
      await deps.jobs.enqueue(TRANSCODE_JOB, { mediaItemId: item.id }, { trx: trx as never })
      await announceUpload(trx, item)
      return item
    })
  }

  return {
    assetOf,

    // turns a complete upload into a media item: images get their variants now, videos a job
    async finishUpload(
      file: AssembledFile,
      input: { userId: number; context: UploadContext; requested: RequestedResource },
    ): Promise<UploadedAsset> {
      const rules = contextRules[input.context]
      try {
        if (file.bytes > rules.maxBytes[file.type.kind])
          throw mediaErrors.tooLarge(rules.tooLarge[file.type.kind])
        if (input.requested !== 'auto' && input.requested !== file.type.kind)
          throw mediaErrors.wrongType(rules.wrongType[input.requested])
        if (file.type.kind === 'image') {
          const item = await storeUploadedImage(file, input.userId, input.context)
          await file.discard()
          return assetOf(item)
        }
        return assetOf(await storeUploadedVideo(file, input.userId, rules.wrongType[input.requested]))
      } catch (error) {
        await file.discard()
        throw error
      }
    },

    // a logo posted in one multipart request (cdn_upload_logo)
    async storeLogo(data: Buffer, userId: number, source: LogoSource): Promise<MediaItemRecord> {
      const type = checkTypeAndSize(data, data.length, 'image', LOGO_CONTEXT)
      const folder = uploadFolder(userId, `logo-${newPublicId()}`)
      await storage.put(`${folder}/assembled`, data)
      const discard = async () => {
        for (const object of await storage.list(`${folder}/`)) await storage.delete(object.key)
      }
      try {
        return await storeUploadedImage(
          {
            key: `${folder}/assembled`,
            bytes: data.length,
            type,
            etag: createHash('md5').update(data).digest('hex'),
            discard,
          },
          userId,
          LOGO_CONTEXT,
          {
            withLogo: true,
            source,
          },
        )
      } finally {
        await discard()
      }
    },

    async transcode(mediaItemId: number, attempt: number): Promise<void> {
      const [item] = await items.byIds([mediaItemId])
      if (!item || item.processed || item.resourceType !== 'video' || !item.sourceKey) return
      try {
        const renditions = await storage.withLocalFile(item.sourceKey, (path) =>
          makeVideoRenditions(storage, path, item.folder),
        )
        await items.update(item.id, {
          processed: true,
          failed: false,
          mp4_key: renditions.mp4,
          hls_key: renditions.hls,
          original_key: renditions.poster,
          thumb_key: renditions.thumb,
          card_key: renditions.card,
          preview_key: renditions.preview,
          static_thumb_key: renditions.thumb,
          static_card_key: renditions.card,
          source_key: null,
        })
        await removeSource(item.sourceKey)
      } catch (error) {
        if (attempt >= TRANSCODE_ATTEMPTS) {
          logger.error({ err: error, mediaItemId }, 'video processing failed; the item is marked failed')
          await items.update(item.id, { failed: true, processed: false, source_key: null })
          await removeSource(item.sourceKey)
        }
        throw error
      }
    },
  }

  async function removeSource(key: string) {
    const folder = key.slice(0, key.lastIndexOf('/'))
    for (const object of await storage.list(`${folder}/`)) await storage.delete(object.key)
  }
}

export const transcodeAttempts = TRANSCODE_ATTEMPTS
export type MediaCore = ReturnType<typeof createMediaCore>
