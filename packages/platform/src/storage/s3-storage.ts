import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import {
  assertStorageKey,
  MEDIA_URL_PREFIX,
  type Storage,
  StorageIncompleteError,
  type StoredObject,
} from './storage.ts'

export interface S3StorageOptions {
  bucket: string
  region: string
  // an S3-compatible server's address; unset: AWS itself
  endpoint?: string
  // bucket in the path (http://host/bucket/key) rather than the host name, as most local servers need
  forcePathStyle?: boolean
  // unset: the SDK's own chain (AWS_* variables, a role given to the machine or pod)
  credentials?: { accessKeyId: string; secretAccessKey: string }
  // every key is stored under this ("showroom/"), so one bucket can hold several sites
  prefix?: string
  // where withLocalFile downloads to
  tmpDir?: string
}

// S3 refuses parts under 5 MiB in a multipart upload, but the last
const MIN_PART_BYTES = 5 * 1024 * 1024
// above a slice (6,000,000 bytes), so a slice goes up in one PutObject rather than a multipart upload
const UPLOAD_PART_BYTES = 8 * 1024 * 1024
const SLICES = '.slices/'
const COPY_CONCURRENCY = 8
const OFFSET_DIGITS = 13

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

// counts the bytes going through, for put's answer
function counted(data: Readable): { stream: Readable; bytes: () => number } {
  let bytes = 0
  const stream = new PassThrough()
  data.on('data', (chunk: Buffer) => {
    bytes += chunk.length
  })
  data.once('error', (error) => stream.destroy(error))
  data.pipe(stream)
  return { stream, bytes: () => bytes }
}

// media in an S3-compatible bucket (ADR 39). Slices written with writeAt are objects of their own
// under "<key>.slices/<offset>" until finishWrites joins them, so any process can take any slice
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // checksums only where S3 demands them: many S3-compatible servers refuse the SDK's default
    // trailing checksums on streamed bodies
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  const base = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : ''
  const objectKey = (key: string) => {
    assertStorageKey(key)
    return base + key
  }
  const sliceFolder = (key: string) => `${objectKey(key)}${SLICES}`

  async function send(key: string, body: Buffer | Uint8Array | Readable): Promise<number> {
    if (body instanceof Uint8Array) {
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body },
        partSize: UPLOAD_PART_BYTES,
      }).done()
      return body.length
    }
    const { stream, bytes } = counted(body)
    await new Upload({
      client,
      params: { Bucket, Key: key, Body: stream },
      partSize: UPLOAD_PART_BYTES,
      queueSize: 2,
    }).done()
    return bytes()
  }

  // every object under a full object-key prefix, page by page
  async function listRaw(prefix: string): Promise<{ key: string; size: number; modifiedAt: Date }[]> {
    const found: { key: string; size: number; modifiedAt: Date }[] = []
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? [])
        if (object.Key)
          found.push({
            key: object.Key,
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          })
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found
  }

  async function deleteRaw(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000)
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      )
    }
  }

  async function statOf(key: string): Promise<StoredObject | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }))
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  // the slices from offset 0 on, each starting where the one before ended; a slice written by a
  // refused attempt at another offset is not on this chain and is only removed
  async function sliceChain(key: string, size: number) {
    const slices = (await listRaw(sliceFolder(key))).map((object) => ({
      ...object,
      offset: Number(object.key.slice(object.key.lastIndexOf('/') + 1)),
    }))
    const byOffset = new Map(slices.map((slice) => [slice.offset, slice]))
    const chain: typeof slices = []
    for (let next = 0; next < size; ) {
      const slice = byOffset.get(next)
      if (!slice || slice.size === 0) break
      chain.push(slice)
      next += slice.size
    }
    const covered = chain.reduce((sum, slice) => sum + slice.size, 0)
    if (covered !== size)
      throw new StorageIncompleteError(`the slices of ${key} cover ${covered} bytes, not ${size}`)
    return { chain, all: slices.map((slice) => slice.key) }
  }

  // server-side: no byte of the file passes through this process
  async function joinByCopy(target: string, chain: { key: string }[]): Promise<void> {
    const copySource = (key: string) => `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`
    if (chain.length === 1) {
      await client.send(new CopyObjectCommand({ Bucket, Key: target, CopySource: copySource(chain[0]!.key) }))
      return
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: target }))
    try {
      const parts: { PartNumber: number; ETag: string }[] = []
      let next = 0
      // a 1000 MB video is 167 slices: one copy after another would hold the last slice's request
      const copier = async () => {
        for (let index = next++; index < chain.length; index = next++) {
          const copied = await client.send(
            new UploadPartCopyCommand({
              Bucket,
              Key: target,
              UploadId,
              PartNumber: index + 1,
              CopySource: copySource((chain[index] as { key: string }).key),
            }),
          )
          parts[index] = { PartNumber: index + 1, ETag: copied.CopyPartResult?.ETag ?? '' }
        }
      }
      await Promise.all(Array.from({ length: Math.min(COPY_CONCURRENCY, chain.length) }, copier))
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: target,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      )
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: target, UploadId })).catch(() => {})
      throw error
    }
  }

  // slices too small to be parts: read back in order and sent up as one stream
  async function joinByStreaming(target: string, chain: { key: string }[]): Promise<void> {
    async function* bytes() {
      for (const slice of chain) {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: slice.key }))
        yield* object.Body as Readable
      }
    }
    await send(target, Readable.from(bytes(), { objectMode: false }))
  }

  return {
    async put(key, data) {
      const size = await send(objectKey(key), data)
      return { key, size, modifiedAt: new Date() }
    },

    async writeAt(key, offset, data) {
      if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`not an offset: ${offset}`)
      await send(`${sliceFolder(key)}${String(offset).padStart(OFFSET_DIGITS, '0')}`, data)
    },

    async finishWrites(key, size) {
      const { chain, all } = await sliceChain(key, size)
      const target = objectKey(key)
      const partsFit = chain.slice(0, -1).every((slice) => slice.size >= MIN_PART_BYTES)
      if (partsFit) await joinByCopy(target, chain)
      else await joinByStreaming(target, chain)
      await deleteRaw(all)
      const info = await statOf(key)
      if (!info || info.size !== size)
        throw new StorageIncompleteError(`${key} holds ${info?.size ?? 0} bytes, not ${size}`)
      return info
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        return {
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    stat: statOf,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }))
    },

    // as the file store: the prefix names a folder, "events" lists "events/..." and not "events2/..."
    async list(prefix) {
      const folder = prefix.replace(/\/+$/, '')
      if (folder) assertStorageKey(folder)
      const objects = await listRaw(folder ? `${base}${folder}/` : base)
      return objects.map((object) => ({ ...object, key: object.key.slice(base.length) }))
    },

    url: (key) => {
      assertStorageKey(key)
      return `${MEDIA_URL_PREFIX}${key}`
    },

    async withLocalFile(key, fn) {
      const folder = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'showroom-s3-'))
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        const path = join(folder, 'file')
        await pipeline(object.Body as Readable, createWriteStream(path))
        return await fn(path)
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },

    async close() {
      client.destroy()
    },
  }
}
