import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const POLL_MS = 200
// a lock folder with no owner written after this long was left by a process that died in between
const OWNERLESS_STALE_MS = 60_000
const WAIT_LIMIT_MS = 30 * 60_000

// runs build while holding a lock folder, so test files started together build a piece of prepared
// data once: the others wait for the first and then find it ready. A lock whose process has died is
// taken over
export async function withBuildLock<T>(lockDir: string, build: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS
  mkdirSync(dirname(lockDir), { recursive: true })
  while (!tryLock(lockDir)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir} to be released`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  try {
    return await build()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

function tryLock(lockDir: string): boolean {
  try {
    mkdirSync(lockDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    if (isAbandoned(lockDir)) rmSync(lockDir, { recursive: true, force: true })
    return false
  }
  writeFileSync(join(lockDir, 'owner'), String(process.pid))
  return true
}

function isAbandoned(lockDir: string): boolean {
  let owner: number
  try {
    owner = Number(readFileSync(join(lockDir, 'owner'), 'utf8'))
  } catch {
    try {
      return Date.now() - statSync(lockDir).mtimeMs > OWNERLESS_STALE_MS
    } catch {
      return false
    }
  }
  if (!Number.isInteger(owner) || owner <= 0) return true
  try {
    process.kill(owner, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}
