import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { JobQueue, Logger, ServiceModule, Storage } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_media.ts'
import * as sliceHashes from '../migrations/0002_slice_hashes.ts'
import * as commentMedia from '../migrations/0003_comment_media.ts'
import * as chatMedia from '../migrations/0004_chat_media.ts'
import { createAttachmentsStore } from './attachments.store.ts'
import { type ChunkedUploads, createChunkedUploads, type SliceInput } from './chunked-uploads.ts'
import { createMediaItemsStore, type MediaItemRecord } from './media-items.store.ts'
import {
  chatEvents,
  commentEvents,
  learnChatMedia,
  learnCommentMedia,
  type MediaEventBus,
} from './media.events.ts'
import { createMediaCore, TRANSCODE_JOB, transcodeAttempts, type UploadedAsset } from './media.service.ts'
import { shapeMediaItem, type MediaItemShape } from './media.shape.ts'
import type { MediaTables } from './media.tables.ts'
import { createResolvers } from './resolvers.ts'
import { createUploadsStore } from './uploads.store.ts'

export { PRIVATE_UPLOADS_PREFIX } from './chunked-uploads.ts'
export { parseContentRange, type ByteRange } from './content-range.ts'
export { MediaErrorCode } from './media.errors.ts'
export { COMMENT_SOURCE_TYPES } from './media-registration.ts'
export { TRANSCODE_JOB } from './media.service.ts'
export { mediaEvents } from './media.events.ts'
export { makeMediumVariant } from './medium-variant.ts'
export {
  contextRules,
  MIN_IMAGE_SIDE_PX,
  parseRequestedResource,
  parseUploadContext,
  type RequestedResource,
  SLICE_BYTES,
  TOO_SMALL_MESSAGE,
  type UploadContext,
} from './upload-limits.ts'
export type { MediaItemShape, SliceInput, UploadedAsset }

export const SWEEP_JOB = 'media.uploads.sweep'
const DEFAULT_ABANDONED_AFTER_MS = 60 * 60 * 1000
const DEFAULT_SWEEP_EVERY_MS = 15 * 60 * 1000

export interface MediaDeps {
  // already scoped to the media schema
  db: Kysely<MediaTables>
  storage: Storage
  jobs: Pick<JobQueue, 'register' | 'enqueue'>
  // announces uploads; learns which comments and chat messages carry them, and who is in each chat
  events: MediaEventBus
  logger: Logger
  // the site's public origin, reported as cdn_domain
  publicUrl: string
  // an upload with no new slice for this long is removed by the sweep job
  abandonedAfterMs?: number
  sweepEveryMs?: number
  now?: () => Date
}

export type SliceAnswer =
  | { done: false; bytesReceived: number; totalBytes: number }
  | { done: true; asset: UploadedAsset }

export interface LogoUpload {
  userId: number
  data: Buffer
  sourceType: string
  sourceId: number | null
  secondaryId: number | null
}

// the in-process surface: the gateway's upload routes, demo data and tests
export interface MediaApi {
  // one slice of a chunked upload (or a whole small file); answers progress or the finished asset
  receiveSlice(input: SliceInput): Promise<SliceAnswer>
  uploadLogo(input: LogoUpload): Promise<MediaItemShape>
  findByPublicId(publicId: string): Promise<MediaItemShape | null>
  findById(id: number): Promise<MediaItemShape | null>
  // removes uploads idle for longer than idleMs (default: the configured time); returns how many
  sweepAbandonedUploads(idleMs?: number): Promise<number>
}

export interface MediaService extends ServiceModule {
  name: 'media'
  api: MediaApi
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))

export function createMediaService(deps: MediaDeps): MediaService {
  const now = deps.now ?? (() => new Date())
  const abandonedAfterMs = deps.abandonedAfterMs ?? DEFAULT_ABANDONED_AFTER_MS
  const items = createMediaItemsStore(deps.db)
  const attachments = createAttachmentsStore(deps.db)
  const uploads: ChunkedUploads = createChunkedUploads({
    store: createUploadsStore(deps.db),
    storage: deps.storage,
    logger: deps.logger,
  })
  const core = createMediaCore({
    db: deps.db,
    items,
    storage: deps.storage,
    jobs: deps.jobs,
    events: deps.events,
    logger: deps.logger,
    now,
  })
  const shape = (item: MediaItemRecord | null | undefined) =>
    item ? shapeMediaItem(item, deps.storage, deps.publicUrl) : null
  let sweeping: NodeJS.Timeout | undefined
  let subscribed = false

  deps.jobs.register<{ mediaItemId: number }>(
    TRANSCODE_JOB,
    (job) => core.transcode(job.data.mediaItemId, job.attempt),
    {
      maxAttempts: transcodeAttempts,
      concurrency: 1,
    },
  )
  deps.jobs.register<{ idleMs?: number } | null>(SWEEP_JOB, async (job) => {
    await uploads.sweepIdle(job.data?.idleMs ?? abandonedAfterMs, now())
  })

  const api: MediaApi = {
    async receiveSlice(input) {
      const outcome = await uploads.receiveSlice(input)
      if (!outcome.done) return outcome
      const asset = await core.finishUpload(outcome.file, input)
      return { done: true, asset }
    },
    async uploadLogo(input) {
      const item = await core.storeLogo(input.data, input.userId, input)
      return shape(item) as MediaItemShape
    },
    findByPublicId: async (publicId) => shape(await items.byPublicId(publicId)),
    findById: async (id) => shape((await items.byIds([id]))[0]),
    sweepAbandonedUploads: (idleMs) => uploads.sweepIdle(idleMs ?? abandonedAfterMs, now()),
  }

  return {
    name: 'media',
    // @apollo/subgraph's resolver map types are looser than ours
    schema: buildSubgraphSchema([
      { typeDefs, resolvers: createResolvers(items, attachments, deps.storage, deps.publicUrl) as never },
    ]),
    migrations: {
      '0001_media': initial,
      '0002_slice_hashes': sliceHashes,
      '0003_comment_media': commentMedia,
      '0004_chat_media': chatMedia,
    },
    api,
    async start() {
      if (!subscribed) {
        subscribed = true
        await deps.events.subscribe('media', Object.values(commentEvents), (event) =>
          learnCommentMedia(attachments, event),
        )
        await deps.events.subscribe('media', Object.values(chatEvents), (event) =>
          learnChatMedia(attachments, event),
        )
      }
      if (sweeping) return
      // one queued sweep at a time across every process, thanks to the singleton key
      sweeping = setInterval(() => {
        deps.jobs
          .enqueue(SWEEP_JOB, null, { singletonKey: SWEEP_JOB })
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not schedule the upload sweep'))
      }, deps.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS)
      sweeping.unref()
    },
    async stop() {
      clearInterval(sweeping)
      sweeping = undefined
    },
  }
}
