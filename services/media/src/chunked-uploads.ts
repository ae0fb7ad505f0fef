import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Logger, Storage } from '@showroom/platform'
import type { ByteRange } from './content-range.ts'
import { mediaErrors } from './media.errors.ts'
import { type SliceBody, sliceBody, type WrittenSlice } from './slice-body.ts'
import { SNIFF_BYTES, type SniffedType, sniffMediaType } from './sniff.ts'
import {
  allows,
  contextRules,
  largestAllowed,
  type RequestedResource,
  SLICE_BYTES,
  type UploadContext,
} from './upload-limits.ts'
import type { StoredSlice, UploadSession, UploadsStore } from './uploads.store.ts'

export interface SliceInput {
  userId: number
  // X-Unique-Upload-Id; absent for the single-request form
  uploadId: string | null
  requested: RequestedResource
  context: UploadContext
  // null: the whole file in one request
  range: ByteRange | null
  // the bytes: the request body as it streams in, or a buffer (a multipart field)
  data: Buffer | Readable
  // the Content-Length of a raw body when sent: a size that cannot be right is refused unread
  declaredBytes?: number | null
}

// a file whose bytes have all arrived, put together in storage
export interface AssembledFile {
  key: string
  bytes: number
  type: SniffedType
  // md5 of a file sent whole; for a chunked upload a hash of its slices' digests plus "-<slices>"
  // (as object stores do for multipart uploads), so the file is never read again just to hash it
  etag: string
  // removes the slices and the assembled file
  discard(): Promise<void>
}

export type SliceOutcome =
  | { done: false; bytesReceived: number; totalBytes: number }
  | { done: true; file: AssembledFile }

const BROKEN_UPLOAD = 'The slices of this upload overlap or leave a gap. Please send the file again.'
const UPLOAD_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/i

// uploads in progress, and videos waiting for their job, live here; nothing under it is ever served
export const PRIVATE_UPLOADS_PREFIX = 'uploads/tmp/'
export const uploadFolder = (userId: number, uploadKey: string) =>
  `${PRIVATE_UPLOADS_PREFIX}${userId}/${uploadKey}`
// every slice is written into this one file (in place on disk, as objects of their own on S3 until
// finishWrites joins them server-side)
const fileKey = (folder: string) => `${folder}/assembled`

// refuses a file by its type and size as soon as its first bytes (or its declared size) are known
export function checkTypeAndSize(
  head: Uint8Array,
  totalBytes: number,
  requested: RequestedResource,
  context: UploadContext,
): SniffedType {
  const rules = contextRules[context]
  const type = sniffMediaType(head)
  if (!type || !allows(requested, type.kind)) throw mediaErrors.wrongType(rules.wrongType[requested])
  if (totalBytes > rules.maxBytes[type.kind]) throw mediaErrors.tooLarge(rules.tooLarge[type.kind])
  return type
}

async function readHead(storage: Storage, key: string): Promise<Buffer> {
  const found = await storage.get(key)
  if (!found) return Buffer.alloc(0)
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of found.stream as AsyncIterable<Buffer>) {
    chunks.push(chunk)
    length += chunk.length
    if (length >= SNIFF_BYTES) break
  }
  found.stream.destroy()
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES)
}

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex')

// the slices must cover the file exactly once: a race between two differently cut slices is
// caught here rather than answered as a finished file
function sliceEtag(slices: StoredSlice[], totalBytes: number): string | null {
  let next = 0
  for (const slice of slices) {
    if (slice.start !== next || !slice.stored || !slice.digest) return null
    next = slice.end + 1
  }
  if (next !== totalBytes) return null
  const digests = Buffer.concat(slices.map((s) => Buffer.from(s.digest as string, 'hex')))
  // 32 hex digits, as long as an md5 etag
  return `${createHash('sha256').update(digests).digest('hex').slice(0, 32)}-${slices.length}`
}

export function createChunkedUploads(deps: { store: UploadsStore; storage: Storage; logger: Logger }) {
  const { store, storage, logger } = deps

  const removeFolder = async (folder: string) => {
    for (const object of await storage.list(`${folder}/`)) await storage.delete(object.key)
  }

  const assembled = (folder: string, bytes: number, type: SniffedType, etag: string): AssembledFile => ({
    key: fileKey(folder),
    bytes,
    type,
    etag,
    discard: () => removeFolder(folder),
  })

  // the whole file in one request: no session, straight to assembled
  async function receiveWhole(input: SliceInput, body: SliceBody): Promise<SliceOutcome> {
    const data = await body.collect()
    if (data.length === 0) throw mediaErrors.invalidUpload('The upload holds no file.', 'file')
    const type = checkTypeAndSize(data, data.length, input.requested, input.context)
    const folder = uploadFolder(input.userId, `single-${randomBytes(8).toString('hex')}`)
    await storage.put(fileKey(folder), data)
    return { done: true, file: assembled(folder, data.length, type, md5(data)) }
  }

  // every byte is in place: checks the slices cover the file and what its first bytes say it is
  async function finish(session: UploadSession, folder: string): Promise<AssembledFile> {
    const etag = sliceEtag(await store.slicesOf(session.id), session.totalBytes)
    if (!etag) throw mediaErrors.badRange(BROKEN_UPLOAD)
    // an object store joins the slices only now; the file store wrote them in place
    await storage.finishWrites(fileKey(folder), session.totalBytes)
    const head = await readHead(storage, fileKey(folder))
    const rules = contextRules[session.context as UploadContext]
    const type = sniffMediaType(head)
    if (!type) throw mediaErrors.wrongType(rules.wrongType[session.resourceType as RequestedResource])
    return assembled(folder, session.totalBytes, type, etag)
  }

  async function receiveSlice(input: SliceInput): Promise<SliceOutcome> {
    const body = sliceBody(input.data)
    try {
      return await receiveBody(input, body)
    } finally {
      // whatever was refused unread is read and dropped, so the connection can carry on
      await body.drain()
    }
  }

  async function receiveBody(input: SliceInput, body: SliceBody): Promise<SliceOutcome> {
    const declared = input.declaredBytes ?? null
    if (declared !== null && declared > SLICE_BYTES) throw mediaErrors.sliceTooLarge(SLICE_BYTES)
    if (!input.range) return receiveWhole(input, body)
    const { start, end, total } = input.range
    const expected = end - start + 1
    if (!input.uploadId || !UPLOAD_ID.test(input.uploadId))
      throw mediaErrors.invalidUpload(
        'Each slice needs an X-Unique-Upload-Id header of up to 100 letters, digits, dots, dashes or underscores.',
      )
    const wrongLength = (bytes: number) =>
      mediaErrors.badRange(`The slice holds ${bytes} bytes, but its Content-Range names ${expected}.`)
    if (declared !== null && declared !== expected) throw wrongLength(declared)
    if (Buffer.isBuffer(input.data) && input.data.length !== expected) throw wrongLength(input.data.length)
    if (expected > SLICE_BYTES) throw mediaErrors.sliceTooLarge(SLICE_BYTES)
    // before any content: nothing this large is allowed whatever it turns out to be
    const largest = largestAllowed(input.context, input.requested)
    if (total > largest.bytes) throw mediaErrors.tooLarge(contextRules[input.context].tooLarge[largest.kind])
    if (start === 0) checkTypeAndSize(await body.peek(SNIFF_BYTES), total, input.requested, input.context)

    const folder = uploadFolder(input.userId, input.uploadId)
    const claim = await store.claimSlice({
      userId: input.userId,
      uploadKey: input.uploadId,
      resourceType: input.requested,
      context: input.context,
      start,
      end,
      totalBytes: total,
    })
    const { session } = claim
    if (session.totalBytes !== total) throw mediaErrors.totalMismatch(total, session.totalBytes)
    if (session.status !== 'receiving') throw mediaErrors.uploadBusy()
    if (!claim.claimed) {
      // the same slice again (a retry after a lost answer) is fine; a different cut is not
      const { clash } = claim
      if (clash && (clash.start !== start || clash.end !== end))
        throw mediaErrors.sliceOverlap(start, end, clash.start, clash.end)
      return { done: false, bytesReceived: session.bytesReceived, totalBytes: total }
    }

    let written: WrittenSlice
    try {
      written = await body.writeInto(storage, fileKey(folder), start, expected)
      if (written.bytes !== expected) throw wrongLength(written.bytes)
    } catch (error) {
      // the range is free again; whatever landed in it is overwritten by the next try
      await store.dropSlice(session.id, start)
      throw error
    }

    // counts only slices whose bytes are stored; exactly one request sees the upload complete
    const progress = await store.storeSlice(session.id, start, written.digest)
    // more bytes than the file holds: two differently cut slices raced past the overlap check
    const broken = progress.bytesReceived > progress.totalBytes
    if (!progress.complete && !broken)
      return { done: false, bytesReceived: progress.bytesReceived, totalBytes: total }

    try {
      if (broken) throw mediaErrors.badRange(BROKEN_UPLOAD)
      const file = await finish(session, folder)
      await store.deleteSession(session.id)
      return { done: true, file }
    } catch (error) {
      await store.deleteSession(session.id)
      await removeFolder(folder)
      throw error
    }
  }

  // removes uploads idle since before the cut-off: their session rows and stored slices
  async function sweepIdle(idleMs: number, now: Date): Promise<number> {
    const before = new Date(now.getTime() - idleMs)
    let removed = 0
    for (;;) {
      const idle = await store.idleSessions(before, 100)
      if (idle.length === 0) return removed
      for (const session of idle) {
        await removeFolder(uploadFolder(session.userId, session.uploadKey))
        await store.deleteSession(session.id)
        removed++
      }
      logger.info({ removed }, 'removed abandoned uploads')
    }
  }

  return { receiveSlice, sweepIdle }
}

export type ChunkedUploads = ReturnType<typeof createChunkedUploads>
