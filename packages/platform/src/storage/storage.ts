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

// where media files live: a folder under DATA_DIR by default; an object store later implements the
// same calls. Keys are relative paths made of [a-z0-9._-] segments ("events/12/hero.webp")
export interface Storage {
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<StoredObject>
  // writes bytes into an object at an offset, creating it if needed and leaving other bytes alone:
  // a file put together in place from slices that arrive in any order (an object store maps each
  // slice onto a part of a multipart upload). Readers may see it half written, so keep such keys private
  writeAt(key: string, offset: number, data: Buffer | Uint8Array | Readable): Promise<void>
  get(key: string): Promise<{ stream: Readable; size: number; modifiedAt: Date } | null>
  stat(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
  // every key under a prefix ("uploads/"), for clean-up jobs
  list(prefix: string): Promise<StoredObject[]>
  // the public path the gateway serves the object at
  url(key: string): string
  // a local file path, for tools such as ffmpeg that read files (object stores download first)
  localPath(key: string): string
}

export const MEDIA_URL_PREFIX = '/media/'
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

export class StorageKeyError extends Error {}

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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
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
    url: (key) => {
      assertStorageKey(key)
      return `${MEDIA_URL_PREFIX}${key}`
    },
    localPath: pathOf,
  }
}
