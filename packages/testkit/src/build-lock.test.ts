import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import { withBuildLock } from './build-lock.ts'

describe('a build lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'showroom-build-lock-'))
  after(() => rmSync(dir, { recursive: true, force: true }))

  test('lets one build run at a time and the next start only when the first has finished', async () => {
    const lock = join(dir, 'one-at-a-time.lock')
    const steps: string[] = []
    let releaseFirst = () => {}
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    const first = withBuildLock(lock, async () => {
      steps.push('first starts')
      await firstHolds
      steps.push('first ends')
    })
    const second = withBuildLock(lock, async () => {
      steps.push('second starts')
    })
    // the second waits however long the first holds the lock
    while (steps.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.deepEqual(steps, ['first starts'])
    releaseFirst()
    await Promise.all([first, second])
    assert.deepEqual(steps, ['first starts', 'first ends', 'second starts'])
    assert.equal(existsSync(lock), false, 'the lock is gone once both are done')
  })

  test('takes over a lock whose process has died', async () => {
    const lock = join(dir, 'abandoned.lock')
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    })
    mkdirSync(lock)
    writeFileSync(join(lock, 'owner'), dead.stdout)
    assert.equal(await withBuildLock(lock, async () => 'built'), 'built')
  })

  test('releases the lock when the build fails', async () => {
    const lock = join(dir, 'failing.lock')
    await assert.rejects(
      withBuildLock(lock, async () => {
        throw new Error('the build broke')
      }),
      /the build broke/,
    )
    assert.equal(await withBuildLock(lock, async () => 'the next one builds'), 'the next one builds')
  })
})
