import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { withBuildLock } from './build-lock.ts'

// initdb costs about 1.5 s per PGlite; loading a dump of a fresh one costs about 0.25 s. the dump is
// kept in the temp folder so every test process after the first skips initdb
const SNAPSHOT_FILE = join(tmpdir(), `showroom-pglite-snapshot-${pgliteVersion()}.tar`)

let snapshot: Promise<Blob> | undefined

export function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrCreate().catch((error) => {
    snapshot = undefined
    throw error
  })
  return snapshot
}

async function loadOrCreate(): Promise<Blob> {
  const cached = await readCached()
  if (cached) return cached
  // one process runs initdb, the others wait for its file: PGlite initialising in two processes at
  // once can crash
  return withBuildLock(`${SNAPSHOT_FILE}.lock`, async () => (await readCached()) ?? create())
}

async function readCached(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(SNAPSHOT_FILE)])
  } catch {
    return undefined
  }
}

async function create(): Promise<Blob> {
  const pglite = await PGlite.create()
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const bytes = new Uint8Array(await dump.arrayBuffer())
  // write then rename, so a process reading without the lock never reads half a file
  const partial = `${SNAPSHOT_FILE}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, SNAPSHOT_FILE)
  return new Blob([bytes])
}

// a cached dump is only valid for the PGlite build that wrote it
export async function forgetPgliteSnapshot(): Promise<void> {
  snapshot = undefined
  await rm(SNAPSHOT_FILE, { force: true })
}

export function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  let dir = dirname(entry)
  for (let depth = 0; depth < 4; depth++, dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string
        version?: string
      }
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version
    } catch {}
  }
  return 'unknown'
}
