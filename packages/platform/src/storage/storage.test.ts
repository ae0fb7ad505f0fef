import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { buffer, text } from 'node:stream/consumers'
import { after, before, describe, it } from 'node:test'
import { createS3Storage } from './s3-storage.ts'
import { startTestS3Server, type TestS3Server } from './s3-test-server.ts'
import { createFileStorage, type Storage, StorageIncompleteError, StorageKeyError } from './storage.ts'

const MiB = 1024 * 1024

// the same cases on every store: the media service must not notice which one it runs on
const stores: { name: string; open(): Promise<{ storage: Storage; close(): Promise<void> }> }[] = [
  {
    name: 'file storage',
    async open() {
      const root = mkdtempSync(join(tmpdir(), 'showroom-storage-'))
      return {
        storage: createFileStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 'S3 storage',
    async open() {
      const server: TestS3Server = await startTestS3Server()
      const storage = createS3Storage({ ...server.options, prefix: 'site-a' })
      return {
        storage,
        close: async () => {
          await storage.close()
          await server.close()
        },
      }
    },
  },
]

for (const store of stores) {
  describe(store.name, () => {
    let storage: Storage
    let close: () => Promise<void>
    before(async () => {
      ;({ storage, close } = await store.open())
    })
    after(() => close())

    it('stores buffers and streams and reads them back', async () => {
      const written = await storage.put('events/1/hero.txt', Buffer.from('hello'))
      assert.equal(written.size, 5)
      const streamed = await storage.put('events/1/notes.txt', Readable.from(['a', 'b', 'c']))
      assert.equal(streamed.size, 3)
      await storage.put('events10/other.txt', Buffer.from('not under events/'))
      const read = await storage.get('events/1/notes.txt')
      assert.ok(read)
      assert.equal(read.size, 3)
      assert.equal(await text(read.stream), 'abc')
      assert.deepEqual((await storage.list('events/')).map((o) => o.key).sort(), [
        'events/1/hero.txt',
        'events/1/notes.txt',
      ])
      assert.deepEqual((await storage.list('events')).map((o) => o.key).sort(), [
        'events/1/hero.txt',
        'events/1/notes.txt',
      ])
      assert.equal(storage.url('events/1/hero.txt'), '/media/events/1/hero.txt')
      const info = await storage.stat('events/1/hero.txt')
      assert.equal(info?.size, 5)
      assert.ok(info?.modifiedAt instanceof Date)
    })

    it('answers null for a missing object and deletes quietly', async () => {
      assert.equal(await storage.get('nothing/here.txt'), null)
      assert.equal(await storage.stat('nothing/here.txt'), null)
      assert.deepEqual(await storage.list('nothing/'), [])
      await storage.put('gone.txt', Buffer.from('x'))
      await storage.delete('gone.txt')
      await storage.delete('gone.txt')
      assert.equal(await storage.stat('gone.txt'), null)
    })

    it('lists past a thousand objects', async () => {
      const keys = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, '0')}.txt`)
      for (let i = 0; i < keys.length; i += 10)
        await Promise.all(keys.slice(i, i + 10).map((key) => storage.put(key, Buffer.from(key))))
      const listed = (await storage.list('many/')).map((o) => o.key).sort()
      assert.deepEqual(listed, keys)
    })

    it('puts small slices sent in any order together into one file', async () => {
      const key = 'uploads/tmp/1/a/file'
      await storage.writeAt(key, 6, Readable.from([Buffer.from('world')]))
      await storage.writeAt(key, 0, Buffer.from('hello '))
      const finished = await storage.finishWrites(key, 11)
      assert.equal(finished.size, 11)
      const read = await storage.get(key)
      assert.ok(read)
      assert.equal(read.size, 11)
      assert.equal(await text(read.stream), 'hello world')
      // only the file is left under its folder: the slices are gone
      assert.deepEqual(
        (await storage.list('uploads/tmp/1/a/')).map((o) => o.key),
        ['uploads/tmp/1/a/file'],
      )
    })

    it('puts slices of the protocol size together, last one first, byte for byte', async () => {
      const file = Buffer.alloc(2 * 6_000_000 + 1236)
      for (let i = 0; i < file.length; i += 4) file.writeUInt32LE((i * 2654435761) >>> 0, i)
      const key = 'uploads/tmp/1/big/file'
      for (const start of [12_000_000, 0, 6_000_000]) {
        const end = Math.min(start + 6_000_000, file.length)
        await storage.writeAt(key, start, Readable.from([file.subarray(start, end)]))
      }
      await storage.finishWrites(key, file.length)
      const read = await storage.get(key)
      assert.ok(read)
      assert.ok((await buffer(read.stream)).equals(file))
      assert.ok(file.length > 2 * 5 * MiB)
    })

    it('refuses to finish a file whose slices stop short of its size', async () => {
      const key = 'uploads/tmp/1/short/file'
      await storage.writeAt(key, 0, Buffer.from('abc'))
      await assert.rejects(storage.finishWrites(key, 8), StorageIncompleteError)
      await assert.rejects(storage.finishWrites('uploads/tmp/1/none/file', 8), StorageIncompleteError)
    })

    it('hands a local copy of an object to a tool that reads files', async () => {
      await storage.put('tools/input.bin', Buffer.from('frame bytes'))
      let seen = ''
      const answer = await storage.withLocalFile('tools/input.bin', async (path) => {
        seen = path
        return readFile(path, 'utf8')
      })
      assert.equal(answer, 'frame bytes')
      assert.ok(seen)
      // the store's own file is still there afterwards; a download is not
      assert.equal((await storage.stat('tools/input.bin'))?.size, 11)
    })

    it('refuses keys that would leave its folder or its prefix', async () => {
      for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/./b']) {
        await assert.rejects(storage.put(key, Buffer.from('x')), StorageKeyError, key)
        await assert.rejects(storage.get(key), StorageKeyError, key)
        await assert.rejects(storage.writeAt(key, 0, Buffer.from('x')), StorageKeyError, key)
      }
      await assert.rejects(storage.list('../'), StorageKeyError)
    })
  })
}

describe('S3 storage alone', () => {
  let server: TestS3Server
  before(async () => {
    server = await startTestS3Server()
  })
  after(() => server.close())

  // the file store writes in place and cannot tell a hole from zeros; the media service's own
  // record of the slices catches that before it asks to finish
  it('refuses to finish a file whose slices leave a gap, and one whose slices overlap', async () => {
    const storage = createS3Storage(server.options)
    try {
      await storage.writeAt('gap/file', 0, Buffer.from('abc'))
      await storage.writeAt('gap/file', 5, Buffer.from('fgh'))
      await assert.rejects(storage.finishWrites('gap/file', 8), StorageIncompleteError)
      await storage.writeAt('overlap/file', 0, Buffer.from('abcd'))
      await storage.writeAt('overlap/file', 3, Buffer.from('defgh'))
      await assert.rejects(storage.finishWrites('overlap/file', 8), StorageIncompleteError)
      assert.equal(await storage.stat('gap/file'), null)
    } finally {
      await storage.close()
    }
  })

  it('keeps two sites in one bucket apart', async () => {
    const siteA = createS3Storage({ ...server.options, prefix: 'site-a' })
    const siteB = createS3Storage({ ...server.options, prefix: 'site-b/' })
    try {
      await siteA.put('events/1/hero.txt', Buffer.from('a'))
      await siteB.put('events/1/hero.txt', Buffer.from('bb'))
      const [a] = await siteA.list('events/')
      assert.deepEqual([a?.key, a?.size], ['events/1/hero.txt', 1])
      assert.equal((await siteB.stat('events/1/hero.txt'))?.size, 2)
    } finally {
      await siteA.close()
      await siteB.close()
    }
  })
})
