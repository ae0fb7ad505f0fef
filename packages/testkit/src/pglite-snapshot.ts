import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgliteStartParams } from '@showroom/platform'
import { withBuildLock } from './build-lock.ts'
import {
  TEST_PGLITE_AFTER_INITDB,
  TEST_PGLITE_INITDB_PARAMS,
  TEST_PGLITE_SETTINGS,
  testPgliteLayout,
} from './pglite-settings.ts'

// initdb costs about 1.5 s per PGlite; loading a dump of a fresh one costs about half a second. the
// dump is kept in the temp folder so every test process after the first skips initdb. Its name
// carries how it was made (pglite-settings.ts): a dump made another way is not taken
const SNAPSHOT_FILE = join(tmpdir(), `showroom-pglite-snapshot-${pgliteVersion()}-${testPgliteLayout()}.tar`)

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
    return dumpBlob(await readFile(SNAPSHOT_FILE))
  } catch {
    return undefined
  }
}

async function create(): Promise<Blob> {
  const pglite = await PGlite.create({
    initDbStartParams: [...TEST_PGLITE_INITDB_PARAMS],
    startParams: pgliteStartParams(TEST_PGLITE_SETTINGS),
  })
  for (const statement of TEST_PGLITE_AFTER_INITDB) await pglite.query(statement)
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const bytes = new Uint8Array(await dump.arrayBuffer())
  // write then rename, so a process reading without the lock never reads half a file
  const partial = `${SNAPSHOT_FILE}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, SNAPSHOT_FILE)
  return dumpBlob(bytes)
}

// node's Blob copies its bytes in and hands them out again in small chunks: about a second of
// processor for a 70 MB dump, in every test database. PGlite only reads a dump with arrayBuffer(), so
// this one hands it a plain copy of the bytes instead (a copy: PGlite may write into what it gets)
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([])
    this.#bytes = bytes
  }

  override get size(): number {
    return this.#bytes.byteLength
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#bytes.slice()
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(this.#bytes)
  }

  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.#bytes]).slice(start, end, type)
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new Blob([this.#bytes]).stream()
  }
}

export function dumpBlob(bytes: Uint8Array<ArrayBuffer>): Blob {
  return new DumpBlob(bytes)
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
