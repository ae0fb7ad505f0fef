import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createPlatform, loadConfig, type Platform } from '@showroom/platform'
import { startTestS3Server, type TestS3Server } from '@showroom/platform/s3-test-server'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { buildApp, type GatewayApp } from 'gateway'
import {
  isWebp,
  type Member,
  newMember,
  noisePng,
  pngWidth,
  slicesOf,
  smallVideo,
  uploadIdFor,
} from './media-files.ts'

type App = TestGateway['app']

const ITEM = 'resourceType processed failed originalUrl thumbUrl cardUrl previewUrl hlsUrl mp4'

// media in an S3-compatible bucket, with two gateways that share only the database and the bucket:
// each has its own DATA_DIR, so a slice taken by one and finished by the other can only meet in S3
for (const kind of testDatabaseKinds()) {
  describe(`media on S3-compatible storage (${kind})`, () => {
    let s3: TestS3Server
    let first: TestGateway
    let second: GatewayApp
    let secondPlatform: Platform
    let secondDataDir: string
    let member: Member

    before(async () => {
      s3 = await startTestS3Server('showroom-media')
      const env = {
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: s3.options.endpoint,
        S3_BUCKET: s3.options.bucket,
        S3_ACCESS_KEY_ID: s3.options.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.credentials.secretAccessKey,
        S3_PREFIX: 'site',
      }
      first = await createTestGateway({ database: kind, env })
      secondDataDir = mkdtempSync(join(tmpdir(), 'showroom-second-gateway-'))
      const config = loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        DATA_DIR: secondDataDir,
        ...env,
      })
      // another process in production: its own platform on the same database
      secondPlatform = await createPlatform(config, {
        database: first.platform.database,
        sharedDatabase: true,
      })
      second = await buildApp({ config, platform: secondPlatform })
      await second.app.ready()
      member = await newMember(first)
    })
    after(async () => {
      await second?.app.close()
      await secondPlatform?.close()
      await first?.close()
      await s3?.close()
      if (secondDataDir) rmSync(secondDataDir, { recursive: true, force: true })
    })

    const gateways = (): App[] => [first.app, second.app]

    // the slices in the order given, each to the next gateway in turn
    async function upload(file: Buffer, resourceType: string, sliceBytes: number, order: number[]) {
      const slices = slicesOf(file, sliceBytes)
      const uploadId = uploadIdFor(resourceType)
      let last: Record<string, unknown> = {}
      for (const [turn, index] of order.entries()) {
        const slice = slices[index]
        assert.ok(slice, `slice ${index}`)
        const response = await (gateways()[turn % 2] as App).inject({
          method: 'POST',
          url: `/upload/${resourceType}/upload`,
          headers: {
            'content-type': 'application/octet-stream',
            cookie: member.cookie,
            'x-unique-upload-id': uploadId,
            'content-range': `bytes ${slice.start}-${slice.end}/${file.length}`,
          },
          payload: slice.data,
        })
        assert.equal(response.statusCode, 200, response.body)
        last = response.json()
      }
      assert.equal(slices.length, order.length)
      return last
    }

    async function item(app: App, publicId: unknown) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `{ mediaItemByPublicId(publicId: "${publicId}") { ${ITEM} } }` },
        headers: { authorization: `Bearer ${member.token}` },
      })
      return (response.json() as { data: { mediaItemByPublicId: Record<string, string | boolean | null> } })
        .data.mediaItemByPublicId
    }

    async function fetched(app: App, url: unknown) {
      const response = await app.inject({ method: 'GET', url: String(url) })
      assert.equal(response.statusCode, 200, `${url} is not served`)
      return response.rawPayload
    }

    it('takes an image in protocol-size slices spread over both gateways and serves its variants from either', async () => {
      const image = noisePng(2400, 1800)
      assert.ok(image.length > 12_000_000, 'the photo makes three slices')
      const done = await upload(image, 'image', 6_000_000, [2, 0, 1])
      assert.equal(done.done, true, JSON.stringify(done))
      assert.equal(done.width, 2400)
      assert.equal(done.format, 'png')
      const stored = await item(second.app, done.public_id)
      assert.equal(stored.processed, true)
      for (const app of gateways()) {
        for (const url of [stored.thumbUrl, stored.cardUrl, stored.previewUrl])
          assert.ok(isWebp(await fetched(app, url)), `${url} is a WebP variant`)
        assert.equal(pngWidth(await fetched(app, stored.originalUrl)), 2400)
      }
      // nothing of it on either gateway's disk, and no slice left in the bucket
      for (const dataDir of [first.platform.config.dataDir, secondDataDir])
        assert.equal(existsSync(join(dataDir, 'media', 'uploads')), false, dataDir)
      const objects = await first.platform.storage.list(`uploads/tmp/${member.userId}/`)
      assert.deepEqual(objects, [])
    })

    it('puts a video sent in small slices over both gateways together and serves its renditions once processed', async () => {
      const video = smallVideo()
      const sliceBytes = Math.ceil(video.length / 4)
      const done = await upload(video, 'video', sliceBytes, [3, 1, 0, 2])
      assert.equal(done.done, true, JSON.stringify(done))
      assert.equal(done.bytes, video.length)
      assert.equal(done.width, 320)
      assert.equal((await item(first.app, done.public_id)).processed, false)

      // the job reads the upload back from the bucket into a file for ffmpeg
      await first.platform.jobs.drain()
      const ready = await item(second.app, done.public_id)
      assert.equal(ready.processed, true)
      assert.equal(ready.failed, false)
      const playlist = (await fetched(second.app, ready.hlsUrl)).toString()
      assert.match(playlist, /#EXT-X-PLAYLIST-TYPE:VOD/)
      const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))
      assert.ok(segment, 'the playlist names a segment')
      await fetched(first.app, String(ready.hlsUrl).replace(/index\.m3u8$/, segment))
      assert.ok((await fetched(first.app, ready.mp4)).includes(Buffer.from('ftyp')))
      assert.ok(isWebp(await fetched(second.app, ready.previewUrl)), 'the poster has its variants')
      // the source is gone from the bucket once processed
      assert.deepEqual(await first.platform.storage.list(`uploads/tmp/${member.userId}/`), [])
    })

    it('never serves an upload still arriving in the bucket', async () => {
      const video = smallVideo()
      const [firstSlice] = slicesOf(video, Math.ceil(video.length / 2))
      assert.ok(firstSlice)
      const uploadId = uploadIdFor('pending')
      const response = await first.app.inject({
        method: 'POST',
        url: '/upload/video/upload',
        headers: {
          'content-type': 'application/octet-stream',
          cookie: member.cookie,
          'x-unique-upload-id': uploadId,
          'content-range': `bytes 0-${firstSlice.end}/${video.length}`,
        },
        payload: firstSlice.data,
      })
      assert.equal(response.statusCode, 200, response.body)
      const pending = await first.platform.storage.list(`uploads/tmp/${member.userId}/${uploadId}/`)
      assert.equal(pending.length, 1)
      for (const app of gateways()) {
        const answer = await app.inject({ method: 'GET', url: `/media/${pending[0]?.key}` })
        assert.equal(answer.statusCode, 404)
      }
    })
  })
}
