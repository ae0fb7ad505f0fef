import { constants, createReadStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createWriteStream } from 'node:fs'

export interface StoredObject {
  key: string
  size: number
  modifiedAt: Date
}

// where media files live: a folder under DATA_DIR by default, or an S3-compatible bucket
// (s3-storage.ts). Keys are relative paths made of [a-z0-9._-] segments ("events/12/hero.webp")
export interface Storage {
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<StoredObject>
  // writes bytes into an object at an offset, leaving other bytes alone: a file put together from
  // slices that arrive in any order, from any process. Until finishWrites the object may be missing
  // (an object store keeps each slice apart) or half written (the file store writes in place), so
  // keep such keys private
  writeAt(key: string, offset: number, data: Buffer | Uint8Array | Readable): Promise<void>
  // makes what writeAt wrote one object of `size` bytes that get, stat and withLocalFile see;
  // throws StorageIncompleteError when the slices written do not cover it exactly
  finishWrites(key: string, size: number): Promise<StoredObject>
  get(key: string): Promise<{ stream: Readable; size: number; modifiedAt: Date } | null>
  stat(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
  // every key under a prefix ("uploads/"), for clean-up jobs
  list(prefix: string): Promise<StoredObject[]>
  // the public path the gateway serves the object at
  url(key: string): string
  // runs fn with a local file holding the object, for tools such as ffmpeg and sharp that read
  // files: the file store's own file, or an object store's download, removed once fn has settled
  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>
  // lets go of connections (an object store's client)
  close(): Promise<void>
}

export const MEDIA_URL_PREFIX = '/media/'
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

export class StorageKeyError extends Error {}
export class StorageIncompleteError extends Error {}

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new StorageKeyError(`not a storage key: ${JSON.stringify(key)}`)
}

export function createFileStorage(root: string): Storage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    assertStorageKey(key)
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key)}`)
    return path
  }
  const statOf = async (key: string): Promise<StoredObject | null> => {
    try {
      const info = await stat(pathOf(key))
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null
    } catch (error) {
      // ENOTDIR: a key under another object's key ("a.webp/b.webp") names nothing either
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return null
      throw error
    }
  }

  return {
    async put(key, data) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // write beside and rename, so a reader never sees half a file
      const partial = `${path}.${process.pid}.${Date.now()}.partial`
      try {
        if (data instanceof Uint8Array) await writeFile(partial, data)
        else await pipeline(data, createWriteStream(partial))
        await rename(partial, path)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
      return (await statOf(key)) as StoredObject
    },
    async writeAt(key, offset, data) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // no truncation: other slices of the same file may already be in place
      const file = await open(path, constants.O_WRONLY | constants.O_CREAT)
      // the stream closes the file when it ends or fails
      if (!(data instanceof Uint8Array)) return pipeline(data, file.createWriteStream({ start: offset }))
      try {
        await file.write(data, 0, data.length, offset)
      } finally {
        await file.close()
      }
    },
    async get(key) {
      const info = await statOf(key)
      if (!info) return null
      return { stream: createReadStream(pathOf(key)), size: info.size, modifiedAt: info.modifiedAt }
    },
    stat: statOf,
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async list(prefix) {
      const folder = prefix.replace(/\/+$/, '')
      const start = folder ? pathOf(folder) : base
      const found: StoredObject[] = []
      const walk = async (dir: string, keyPrefix: string) => {
        let entries: import('node:fs').Dirent[]
        try {
          entries = await readdir(dir, { withFileTypes: true })
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
          throw error
        }
        for (const entry of entries) {
          const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name
          if (entry.isDirectory()) await walk(join(dir, entry.name), key)
          else if (entry.isFile() && !entry.name.endsWith('.partial')) {
            const info = await statOf(key)
            if (info) found.push(info)
          }
        }
      }
      await walk(start, folder)
      return found
    },
    async finishWrites(key, size) {
      // the slices are already in place: only check they made the whole file
      const info = await statOf(key)
      if (!info || info.size !== size)
        throw new StorageIncompleteError(`${key} holds ${info?.size ?? 0} bytes, not ${size}`)
      return info
    },
    url: (key) => {
      assertStorageKey(key)
      return `${MEDIA_URL_PREFIX}${key}`
    },
    async withLocalFile(key, fn) {
      const path = pathOf(key)
      if (!(await statOf(key))) throw new Error(`no object at ${key}`)
      return fn(path)
    },
    async close() {},
  }
}
