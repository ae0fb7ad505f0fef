import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { longestFirst } from './longest-first.ts'

const dir = mkdtempSync(join(tmpdir(), 'showroom-longest-first-'))
after(() => rmSync(dir, { recursive: true, force: true }))

test('test files start largest first, ties by name, named by absolute path', () => {
  writeFileSync(join(dir, 'a.test.ts'), 'x'.repeat(10))
  writeFileSync(join(dir, 'b.test.ts'), 'x'.repeat(300))
  writeFileSync(join(dir, 'c.test.ts'), 'x'.repeat(10))
  writeFileSync(join(dir, 'd.test.ts'), 'x'.repeat(40))
  assert.deepEqual(longestFirst(['a.test.ts', 'c.test.ts', 'd.test.ts', 'b.test.ts'], dir), [
    join(dir, 'b.test.ts'),
    join(dir, 'd.test.ts'),
    join(dir, 'a.test.ts'),
    join(dir, 'c.test.ts'),
  ])
})
