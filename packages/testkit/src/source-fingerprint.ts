import { createHash } from 'node:crypto'
import { type Dirent, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

// the code that decides what a prepared database holds: migrations, services, the demo data set
const SOURCE_DIRS = ['demo/src', 'gateway/src', 'packages/platform/src', 'packages/contracts/src', 'services']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', '.tmp'])

function sourceFiles(dir: string): string[] {
  let entries: Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  const files: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...sourceFiles(path))
    } else if (entry.isFile() && !entry.name.includes('.test.')) files.push(path)
  }
  return files
}

// changes whenever a source file that could change the stored data changes (contents, not times,
// so a checkout or a touch alone does not count)
export function sourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(REPO_ROOT, dir))) {
      hash.update(file.slice(REPO_ROOT.length))
      hash.update('\0')
      hash.update(readFileSync(file))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

// the demo data counts its dates from the day it is loaded, in each city's time zone: every demo
// city is a whole number of hours from UTC, so within one UTC hour every city has the same today
export function currentHourStamp(now = new Date()): string {
  return now.toISOString().slice(0, 13).replace(/[-T]/g, '')
}
