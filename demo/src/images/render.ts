import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Storage } from '@showroom/platform'
import sharp from 'sharp'
import { artworkSvg } from './artwork.ts'
import { CARD_WIDTH, MEDIUM_WIDTH, type PoolEntry, poolEntries, poolVersion } from './pool.ts'

const THUMB_SIZE = 400
const RENDER_CONCURRENCY = 4

async function renderEntry(folder: string, entry: PoolEntry): Promise<void> {
  const image = sharp(Buffer.from(artworkSvg(entry.art)))
  const full = await image.webp({ quality: 78 }).toBuffer()
  const target = join(folder, entry.key)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, full)
  if (entry.thumbKey) {
    const thumb = await sharp(full)
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside' })
      .webp({ quality: 72 })
      .toBuffer()
    await writeFile(join(folder, entry.thumbKey), thumb)
  }
  for (const [key, width] of [
    [entry.cardKey, CARD_WIDTH],
    [entry.mediumKey, MEDIUM_WIDTH],
  ] as const) {
    if (!key) continue
    const copy = await sharp(full).resize({ width }).webp({ quality: 78 }).toBuffer()
    await writeFile(join(folder, key), copy)
  }
}

// renders the pool once per machine into a folder under the temp dir; test gateways reuse it.
// a finished folder appears by rename, so a reader never sees half a set
export async function renderedPool(): Promise<{ folder: string; entries: PoolEntry[]; version: string }> {
  const entries = poolEntries()
  const version = poolVersion(entries)
  const folder = join(tmpdir(), `showroom-demo-images-${version}`)
  if (existsSync(folder)) return { folder, entries, version }
  const partial = `${folder}.${process.pid}.${Date.now()}.partial`
  try {
    const queue = [...entries]
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await renderEntry(partial, entry)
    }
    await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker))
    await rename(partial, folder)
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    // another process finished the same set first
    if (!existsSync(folder)) throw error
  }
  return { folder, entries, version }
}

// copies the rendered pool into a data directory's storage, once
export async function installPool(storage: Storage): Promise<void> {
  const { folder, entries, version } = await renderedPool()
  const marker = `demo/pool-${version}.json`
  if (await storage.stat(marker)) return
  const keys = entries.flatMap((entry) =>
    [entry.key, entry.thumbKey, entry.cardKey, entry.mediumKey].filter((key): key is string => Boolean(key)),
  )
  for (const key of keys) await storage.put(key, await readFile(join(folder, key)))
  await storage.put(marker, Buffer.from(JSON.stringify({ version, keys: keys.length })))
}
