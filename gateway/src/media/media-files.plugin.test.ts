import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createFileStorage } from '@showroom/platform'
import Fastify, { type FastifyInstance } from 'fastify'
import { mediaFilesPlugin } from './media-files.plugin.ts'

describe('the media files plugin', () => {
  let root: string
  let app: FastifyInstance
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'showroom-media-files-'))
    const storage = createFileStorage(root)
    await storage.put('uploads/7/abc/thumb.webp', Buffer.from('RIFF....WEBP'))
    // a slice in progress, written in place as the upload protocol does, and a video awaiting its job
    await storage.writeAt('uploads/tmp/7/upload-1/assembled', 6_000_000, Buffer.from('slice bytes'))
    await storage.put('uploads/tmp/7/single-1/assembled', Buffer.from('whole video'))
    app = Fastify()
    await app.register(mediaFilesPlugin, { storage })
    await app.ready()
  })
  after(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  const get = (url: string) => app.inject({ method: 'GET', url })

  it('serves a stored variant with its type and a long cache life', async () => {
    const response = await get('/media/uploads/7/abc/thumb.webp')
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-type'], 'image/webp')
    assert.match(String(response.headers['cache-control']), /immutable/)
  })

  it('never serves an upload in progress or a video waiting for processing, however the path is written', async () => {
    for (const url of [
      '/media/uploads/tmp/7/upload-1/assembled',
      '/media/uploads/tmp/7/single-1/assembled',
      '/media/uploads%2Ftmp%2F7%2Fupload-1%2Fassembled',
      '/media/Uploads/TMP/7/upload-1/assembled',
    ]) {
      const response = await get(url)
      assert.equal(response.statusCode, 404, url)
      assert.equal(response.body, 'Not found', url)
      const head = await app.inject({ method: 'HEAD', url })
      assert.equal(head.statusCode, 404, `HEAD ${url}`)
    }
  })

  it('answers 404 to a key outside the storage, under a stored file, or one that decodes to a malformed escape', async () => {
    assert.equal((await get('/media/..%2F..%2Fetc%2Fpasswd')).statusCode, 404)
    assert.equal((await get('/media/uploads/%25E0%25A4%25A')).statusCode, 404)
    // a key under a stored file's key
    assert.equal((await get('/media/uploads/7/abc/thumb.webp/thumb.webp')).statusCode, 404)
    // twice encoded still reaches the private folder's guard
    assert.equal((await get('/media/uploads%252Ftmp%252F7%252Fupload-1%252Fassembled')).statusCode, 404)
  })
})
