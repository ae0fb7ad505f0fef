import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { after, describe, it } from 'node:test'
import { createFileStorage } from '@showroom/platform'
import { sliceBody } from './slice-body.ts'

describe('a slice body', () => {
  const root = mkdtempSync(join(tmpdir(), 'showroom-slice-body-'))
  after(() => rmSync(root, { recursive: true, force: true }))
  const storage = createFileStorage(root)
  const streamOf = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)))

  it('keeps the bytes it peeked at and writes them at the offset with their sha-256', async () => {
    const body = sliceBody(streamOf('ab', 'cdef', 'gh'))
    assert.equal((await body.peek(3)).toString(), 'abc')
    const written = await body.writeInto(storage, 'up/file', 4, 8)
    assert.equal(written.bytes, 8)
    assert.equal(written.digest, createHash('sha256').update('abcdefgh').digest('hex'))
    assert.equal(readFileSync(join(root, 'up/file')).subarray(4).toString(), 'abcdefgh')
  })

  it('never writes past the bytes its range names, but counts what came', async () => {
    const body = sliceBody(streamOf('1234', '5678', '90'))
    const written = await body.writeInto(storage, 'over/file', 0, 5)
    assert.equal(written.bytes, 10)
    assert.equal(readFileSync(join(root, 'over/file')).toString(), '12345')
  })

  it('collects a whole small file and refuses one over the limit', async () => {
    assert.equal((await sliceBody(Buffer.from('whole')).collect()).toString(), 'whole')
    await assert.rejects(sliceBody(streamOf('123', '456')).collect(5), /slices of at most/)
  })
})
