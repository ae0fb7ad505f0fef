import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { after, describe, it } from 'node:test'
import { createFileStorage, StorageKeyError } from './storage.ts'

describe('file storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'showroom-storage-'))
  after(() => rmSync(root, { recursive: true, force: true }))
  const storage = createFileStorage(root)

  it('stores buffers and streams and reads them back', async () => {
    const written = await storage.put('events/1/hero.txt', Buffer.from('hello'))
    assert.equal(written.size, 5)
    await storage.put('events/1/notes.txt', Readable.from(['a', 'b', 'c']))
    const read = await storage.get('events/1/notes.txt')
    assert.ok(read)
    assert.equal(await text(read.stream), 'abc')
    assert.deepEqual((await storage.list('events/')).map((o) => o.key).sort(), [
      'events/1/hero.txt',
      'events/1/notes.txt',
    ])
    assert.equal(storage.url('events/1/hero.txt'), '/media/events/1/hero.txt')
  })

  it('answers null for a missing object and deletes quietly', async () => {
    assert.equal(await storage.get('nothing/here.txt'), null)
    await storage.put('gone.txt', Buffer.from('x'))
    await storage.delete('gone.txt')
    await storage.delete('gone.txt')
    assert.equal(await storage.stat('gone.txt'), null)
  })

  it('writes parts at their offsets in any order without disturbing the others', async () => {
    await storage.writeAt('uploads/tmp/1/a/file', 6, Readable.from([Buffer.from('world')]))
    await storage.writeAt('uploads/tmp/1/a/file', 0, Buffer.from('hello '))
    const read = await storage.get('uploads/tmp/1/a/file')
    assert.ok(read)
    assert.equal(read.size, 11)
    assert.equal(await text(read.stream), 'hello world')
  })

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '']) {
      await assert.rejects(storage.put(key, Buffer.from('x')), StorageKeyError, key)
    }
  })
})
