import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds, waitFor } from '@showroom/testkit'
import sharp from 'sharp'
import { TOO_SMALL_MESSAGE } from '../src/index.ts'
import { type Member, newMember, photo, sendSlice, smallVideo } from './support/media-harness.ts'

const ITEM = `id resourceType format widthPx heightPx originalUrl previewUrl thumbUrl cardUrl staticThumbUrl
  staticCardUrl hlsUrl hls mp4 processed failed owner { id }`

for (const kind of testDatabaseKinds()) {
  describe(`media processing (${kind})`, () => {
    let gateway: TestGateway
    let member: Member
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      member = await newMember(gateway)
    })
    after(() => gateway?.close())

    // asked as the uploader: an upload attached to nothing is theirs alone
    async function item(publicId: string) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `{ mediaItemByPublicId(publicId: "${publicId}") { ${ITEM} } }` },
        headers: { authorization: `Bearer ${member.token}` },
      })
      // biome-ignore lint/suspicious/noExplicitAny: the item is loose JSON, read per test
      const body = response.json() as { data: { mediaItemByPublicId: Record<string, any> } }
      return body.data.mediaItemByPublicId
    }

    async function fetched(url: string) {
      const response = await gateway.app.inject({ method: 'GET', url })
      assert.equal(response.statusCode, 200, `${url} is not served`)
      return response.rawPayload
    }

    it('applies EXIF orientation and strips EXIF and GPS from the original and every variant', async () => {
      const landscape = await photo(400, 200)
      const tagged = await sharp(landscape)
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Make: 'TestCam' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
        .jpeg()
        .toBuffer()
      const before = await sharp(tagged).metadata()
      assert.equal(before.orientation, 6)
      assert.ok(before.exif?.includes(Buffer.from('TestCam')), 'the test photo carries EXIF')

      const answer = await sendSlice(gateway, tagged, { member, resourceType: 'image' })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      // turned upright: the 400x200 frame shows as 200x400
      assert.equal(answer.body.width, 200)
      assert.equal(answer.body.height, 400)
      const stored = await item(answer.body.public_id)
      assert.equal(stored.processed, true)
      for (const url of [stored.originalUrl, stored.previewUrl, stored.thumbUrl, stored.cardUrl]) {
        const bytes = await fetched(url)
        const meta = await sharp(bytes).metadata()
        assert.equal(meta.exif, undefined, `${url} keeps EXIF`)
        assert.equal(meta.orientation, undefined)
        assert.ok(!bytes.includes(Buffer.from('TestCam')), `${url} keeps the camera tag`)
      }
      const preview = await sharp(await fetched(stored.previewUrl)).metadata()
      assert.equal(preview.format, 'webp')
      assert.ok(preview.height > preview.width, 'the preview is portrait')
    })

    it('stores a 960 px copy beside the preview, and makes it on request for an image stored before it', async () => {
      const answer = await sendSlice(gateway, await photo(2000, 1000), { member, resourceType: 'image' })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      const stored = await item(answer.body.public_id)
      const mediumUrl = stored.previewUrl.replace(/preview\.webp$/, 'medium.webp')
      const medium = await sharp(await fetched(mediumUrl)).metadata()
      assert.deepEqual([medium.format, medium.width, medium.height], ['webp', 960, 480])

      // as an image stored before the medium size was made: the first request makes it from the preview
      const storage = gateway.platform.storage
      const key = mediumUrl.replace(/^\/media\//, '')
      await storage.delete(key)
      assert.equal(await storage.stat(key), null)
      const made = await Promise.all([fetched(mediumUrl), fetched(mediumUrl)])
      for (const bytes of made) assert.equal((await sharp(bytes).metadata()).width, 960)
      assert.ok(await storage.stat(key), 'the made copy is stored')

      // nothing is made where no full-size image is stored, nor a copy of a copy
      const folder = key.replace(/\/medium\.webp$/, '')
      for (const url of [
        `/media/${folder}-gone/medium.webp`,
        `/media/${folder}/medium.webp/medium.webp`,
        '/media/demo/events/hero-99-medium.webp',
        '/media/demo/events/hero-01-medium-medium.webp',
        '/media/demo/events/hero-01-card-medium.webp',
      ]) {
        const response = await gateway.app.inject({ method: 'GET', url })
        assert.equal(response.statusCode, 404, `${url}: ${response.statusCode} ${response.body}`)
      }
      assert.equal(await storage.stat(`${folder}/medium.webp/medium.webp`), null)
    })

    it('refuses an image under 100 pixels a side as too small', async () => {
      const tiny = await photo(120, 80)
      const answer = await sendSlice(gateway, tiny, { member, resourceType: 'image' })
      assert.equal(answer.status, 400)
      assert.deepEqual(answer.body.error, { code: 'too_small', message: TOO_SMALL_MESSAGE })
    })

    it('gives an animated GIF static first-frame variants beside the animated ones', async () => {
      const frames = Buffer.concat([
        await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f00' } })
          .raw()
          .toBuffer(),
        await sharp({ create: { width: 200, height: 200, channels: 3, background: '#00f' } })
          .raw()
          .toBuffer(),
      ])
      const gif = await sharp(frames, { raw: { width: 200, height: 400, channels: 3, pageHeight: 200 } })
        .gif({ delay: [100, 100], loop: 0 })
        .toBuffer()
      const answer = await sendSlice(gateway, gif, { member, resourceType: 'image' })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      assert.equal(answer.body.format, 'gif')
      assert.equal(answer.body.height, 200)
      const stored = await item(answer.body.public_id)
      assert.notEqual(stored.staticThumbUrl, stored.thumbUrl)
      const animated = await sharp(await fetched(stored.thumbUrl), { animated: true }).metadata()
      assert.equal(animated.pages, 2)
      const still = await sharp(await fetched(stored.staticCardUrl), { animated: true }).metadata()
      assert.equal(still.pages ?? 1, 1)
      const { dominant } = await sharp(await fetched(stored.staticThumbUrl)).stats()
      assert.ok(dominant.r > 200 && dominant.b < 60, 'the static thumb is the first (red) frame')
    })

    it('keeps a video unprocessed until the job made its HLS playlist, mp4 and poster', async () => {
      const video = smallVideo()
      const answer = await sendSlice(gateway, video, { member, resourceType: 'video', context: 'chat' })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      assert.equal(answer.body.resource_type, 'video')
      assert.equal(answer.body.format, 'mp4')
      assert.equal(answer.body.width, 320)
      assert.equal(answer.body.height, 240)
      const waiting = await item(answer.body.public_id)
      assert.equal(waiting.processed, false)
      assert.equal(waiting.hlsUrl, null)

      await gateway.platform.jobs.drain()
      const ready = await item(answer.body.public_id)
      assert.equal(ready.processed, true)
      assert.equal(ready.failed, false)
      assert.equal(ready.hls, ready.hlsUrl)
      const playlist = (await fetched(ready.hlsUrl)).toString()
      assert.match(playlist, /#EXT-X-PLAYLIST-TYPE:VOD/)
      const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))
      assert.ok(segment, 'the playlist names a segment')
      await fetched(ready.hlsUrl.replace(/index\.m3u8$/, segment))
      assert.ok((await fetched(ready.mp4)).includes(Buffer.from('ftyp')))
      const poster = await sharp(await fetched(ready.previewUrl)).metadata()
      assert.equal(poster.width, 320)
      assert.equal(answer.body.secure_url, ready.mp4)
    })

    it('marks a video failed, not processed, when its processing fails', async () => {
      const answer = await sendSlice(gateway, smallVideo(), { member, resourceType: 'auto' })
      assert.equal(answer.status, 200)
      // the source disappears before the job runs, so ffmpeg has nothing to read
      for (const object of await gateway.platform.storage.list(`uploads/tmp/${member.userId}/`))
        await gateway.platform.storage.delete(object.key)
      // the first attempt fails and is retried once after a short back-off
      await waitFor(
        async () => {
          await gateway.platform.jobs.drain()
          return (await item(answer.body.public_id)).failed === true
        },
        { timeoutMs: 15_000, intervalMs: 200, what: 'the video to be marked failed' },
      )
      const broken = await item(answer.body.public_id)
      assert.equal(broken.processed, false)
      assert.equal(broken.failed, true)
    })

    it('refuses a file that says mp4 but holds no video', async () => {
      const fake = Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypmp42'),
        Buffer.alloc(2000, 7),
      ])
      const answer = await sendSlice(gateway, fake, { member, resourceType: 'video' })
      assert.equal(answer.status, 415)
      assert.equal(answer.body.error.message, 'Sorry - you can only upload MP4 or MOV videos.')
    })
  })
}
