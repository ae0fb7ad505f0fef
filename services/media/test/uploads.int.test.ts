import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { SWEEP_JOB } from '../src/index.ts'
import {
  MB,
  MP4_HEAD,
  type Member,
  newMember,
  paddedTo,
  photo,
  SLICE,
  sendSlice,
  type Slice,
  threeSlicesOf,
  uploadIdFor,
} from './support/media-harness.ts'

const ASSET_FIELDS = [
  'bytes',
  'etag',
  'format',
  'height',
  'public_id',
  'resource_type',
  'secure_url',
  'version',
  'width',
]

for (const kind of testDatabaseKinds()) {
  describe(`chunked uploads (${kind})`, () => {
    let gateway: TestGateway
    let member: Member
    let bigPhoto: Buffer
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      member = await newMember(gateway)
      // three slices: 6,000,000 + 6,000,000 + the rest
      bigPhoto = await photo(4000, 3600)
      assert.ok(bigPhoto.length > 2 * SLICE, `the test photo is only ${bigPhoto.length} bytes`)
    })
    after(() => gateway?.close())

    const upload = (slices: Slice[], uploadId: string, total: number, who = member) =>
      Promise.all(
        slices.map((s) =>
          sendSlice(gateway, s.data, { member: who, uploadId, range: { start: s.start, end: s.end, total } }),
        ),
      )

    it('puts slices sent in order together and answers the asset once the last arrives', async () => {
      const uploadId = uploadIdFor('in-order')
      const [first, second, last] = threeSlicesOf(bigPhoto)
      const range = (s: Slice) => ({ start: s.start, end: s.end, total: bigPhoto.length })
      const one = await sendSlice(gateway, first.data, { member, uploadId, range: range(first) })
      assert.equal(one.status, 200)
      assert.deepEqual(one.body, {
        done: false,
        upload_id: uploadId,
        bytes_received: SLICE,
        total_bytes: bigPhoto.length,
        progress: SLICE / bigPhoto.length,
      })
      const two = await sendSlice(gateway, second.data, { member, uploadId, range: range(second) })
      assert.equal(two.body.bytes_received, 2 * SLICE)
      const three = await sendSlice(gateway, last.data, { member, uploadId, range: range(last) })
      assert.equal(three.status, 200, JSON.stringify(three.body))
      for (const field of ASSET_FIELDS) assert.ok(field in three.body, `the answer lacks ${field}`)
      assert.equal(three.body.resource_type, 'image')
      assert.equal(three.body.format, 'jpg')
      assert.equal(three.body.width, 4000)
      assert.equal(three.body.height, 3600)
      const served = await gateway.app.inject({ method: 'GET', url: three.body.secure_url })
      assert.equal(served.statusCode, 200)
      assert.equal(served.headers['content-type'], 'image/jpeg')
    })

    it('accepts the middle slices out of order', async () => {
      const uploadId = uploadIdFor('shuffled')
      const [first, second, last] = threeSlicesOf(bigPhoto)
      const send = (s: Slice) =>
        sendSlice(gateway, s.data, {
          member,
          uploadId,
          range: { start: s.start, end: s.end, total: bigPhoto.length },
        })
      await send(first)
      const afterLast = await send(last)
      assert.equal(afterLast.body.done, false)
      assert.equal(afterLast.body.bytes_received, SLICE + last.data.length)
      const afterMiddle = await send(second)
      assert.equal(afterMiddle.body.done, true)
      assert.equal(afterMiddle.body.width, 4000)
    })

    it('resumes an upload: a slice sent again is taken once and the missing one completes it later', async () => {
      const uploadId = uploadIdFor('resumed')
      const [first, second, last] = threeSlicesOf(bigPhoto)
      await upload([first, last], uploadId, bigPhoto.length)
      const again = await sendSlice(gateway, last.data, {
        member,
        uploadId,
        range: { start: last.start, end: last.end, total: bigPhoto.length },
      })
      assert.equal(again.status, 200)
      assert.equal(again.body.bytes_received, SLICE + last.data.length)
      const done = await sendSlice(gateway, second.data, {
        member,
        uploadId,
        range: { start: second.start, end: second.end, total: bigPhoto.length },
      })
      assert.equal(done.body.done, true, JSON.stringify(done.body))
      assert.match(done.body.public_id, /^[0-9a-f]{20}$/)
    })

    it('refuses a slice outside the declared range, a mismatched total and an overlapping cut', async () => {
      const uploadId = uploadIdFor('refused')
      const [first] = threeSlicesOf(bigPhoto)
      const outside = await sendSlice(gateway, first.data, {
        member,
        uploadId,
        range: { start: 100, end: SLICE + 99, total: SLICE },
      })
      assert.equal(outside.status, 400)
      assert.match(outside.body.error.message, /lie outside the declared size/)

      const ok = await sendSlice(gateway, first.data, {
        member,
        uploadId,
        range: { start: 0, end: SLICE - 1, total: bigPhoto.length },
      })
      assert.equal(ok.status, 200)
      const otherTotal = await sendSlice(gateway, Buffer.alloc(1000), {
        member,
        uploadId,
        range: { start: SLICE, end: SLICE + 999, total: bigPhoto.length + 5 },
      })
      assert.equal(otherTotal.status, 400)
      assert.equal(otherTotal.body.error.code, 'MEDIA_ERR_TOTAL_MISMATCH')
      assert.match(otherTotal.body.error.message, /earlier slices of the same upload said/)

      const overlap = await sendSlice(gateway, Buffer.alloc(1000), {
        member,
        uploadId,
        range: { start: SLICE - 500, end: SLICE + 499, total: bigPhoto.length },
      })
      assert.equal(overlap.status, 400)
      assert.equal(overlap.body.error.code, 'MEDIA_ERR_SLICE_OVERLAP')

      const wrongLength = await sendSlice(gateway, Buffer.alloc(10), {
        member,
        uploadId,
        range: { start: SLICE, end: SLICE + 99, total: bigPhoto.length },
      })
      assert.equal(wrongLength.status, 400)
      assert.match(wrongLength.body.error.message, /holds 10 bytes, but its Content-Range names 100/)
    })

    it('answers 401 to a visitor and to a user_id that is not the session’s', async () => {
      const image = await photo(300, 300)
      const visitor = await sendSlice(gateway, image)
      assert.equal(visitor.status, 401)
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: {
          'content-type': 'application/octet-stream',
          'x-user-id': String(member.userId + 1000),
          'x-user-token': member.token,
        },
        payload: image,
      })
      assert.equal(response.statusCode, 401)
      const legacy = await gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: {
          'content-type': 'application/octet-stream',
          'x-user-id': String(member.userId),
          'x-user-token': member.token,
        },
        payload: image,
      })
      assert.equal(legacy.statusCode, 200)
    })

    it('keeps waiting slices private and removes an abandoned upload with the sweep job', async () => {
      const uploadId = uploadIdFor('abandoned')
      const [first] = threeSlicesOf(bigPhoto)
      await upload([first], uploadId, bigPhoto.length)
      const folder = `uploads/tmp/${member.userId}/${uploadId}/`
      const waiting = await gateway.platform.storage.list(folder)
      assert.equal(waiting.length, 1)
      const peek = await gateway.app.inject({ method: 'GET', url: `/media/${waiting[0]?.key}` })
      assert.equal(peek.statusCode, 404)

      // a fresh upload is not abandoned yet
      await gateway.platform.jobs.enqueue(SWEEP_JOB, null)
      await gateway.platform.jobs.drain()
      assert.equal((await gateway.platform.storage.list(folder)).length, 1)

      await gateway.platform.jobs.enqueue(SWEEP_JOB, { idleMs: 0 })
      await gateway.platform.jobs.drain()
      assert.deepEqual(await gateway.platform.storage.list(folder), [])
      // the upload id starts afresh: the old slices are forgotten
      const restart = await sendSlice(gateway, first.data, {
        member,
        uploadId,
        range: { start: 0, end: SLICE - 1, total: bigPhoto.length },
      })
      assert.equal(restart.body.bytes_received, SLICE)
    })

    describe('limits by context', () => {
      const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
      const cases = [
        {
          context: 'chat',
          head: JPEG_HEAD,
          total: 20 * MB + 1,
          message: "The image you've selected is too large. Please only upload files under 20MB in size.",
        },
        {
          context: 'chat',
          head: MP4_HEAD,
          total: 100 * MB + 1,
          message: "The video you've selected is too large. Please only upload files under 100MB in size.",
        },
        {
          context: 'composer',
          head: JPEG_HEAD,
          total: 30 * MB + 1,
          message:
            "One of the images you've selected is too large. Please only upload files under 30MB in size.",
        },
        {
          context: 'composer',
          head: MP4_HEAD,
          total: 1000 * MB + 1,
          message:
            "One of the videos you've selected is too large. Please only upload files under 1000MB in size.",
        },
        {
          context: 'uploader',
          head: JPEG_HEAD,
          total: 20 * MB + 1,
          message: 'The photo you have uploaded is too large. Please keep photos under 20 megabytes.',
        },
        {
          context: 'uploader',
          head: MP4_HEAD,
          total: 1000 * MB + 1,
          message: 'The video you have uploaded it too large. Please keep videos under 1000 megabytes.',
        },
      ]
      for (const c of cases) {
        const kindName = c.head === MP4_HEAD ? 'a video' : 'an image'
        it(`refuses ${kindName} over the ${c.context} limit with the spec's message`, async () => {
          const answer = await sendSlice(gateway, paddedTo(c.head, SLICE), {
            member,
            context: c.context,
            uploadId: uploadIdFor('limit'),
            range: { start: 0, end: SLICE - 1, total: c.total },
          })
          assert.equal(answer.status, 413)
          assert.equal(answer.body.error.message, c.message)
        })
      }

      it('accepts an image of exactly the chat limit to start', async () => {
        const answer = await sendSlice(gateway, paddedTo(JPEG_HEAD, SLICE), {
          member,
          context: 'chat',
          uploadId: uploadIdFor('under'),
          range: { start: 0, end: SLICE - 1, total: 20 * MB },
        })
        assert.equal(answer.status, 200)
        assert.equal(answer.body.done, false)
      })

      it('refuses an unknown context', async () => {
        const answer = await sendSlice(gateway, await photo(200, 200), { member, context: 'banner' })
        assert.equal(answer.status, 400)
        assert.equal(answer.body.error.message, 'context must be chat, composer or uploader.')
      })
    })

    describe('types by content', () => {
      const multipartWith = (filename: string, content: Buffer, fields: Record<string, string> = {}) => {
        const boundary = '----showroom-test-boundary'
        const parts = Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`
        return {
          payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
          contentType: `multipart/form-data; boundary=${boundary}`,
        }
      }

      it('refuses a .jpg that holds text, with each context’s message', async () => {
        const text = Buffer.from('this is not a photo, only text pretending to be one')
        const expected: [string, string, string][] = [
          [
            'composer',
            'auto',
            'Sorry - you can only upload JPG, PNG, GIF or TIFF image files, or MP4 or MOV videos.',
          ],
          ['composer', 'image', 'Sorry - you can only upload JPG, PNG, GIF or TIFF image files.'],
          ['uploader', 'auto', 'You can only upload image files or videos.'],
        ]
        for (const [context, resourceType, message] of expected) {
          const form = multipartWith('holiday.jpg', text, { context })
          const answer = await sendSlice(gateway, form.payload, {
            member,
            resourceType,
            contentType: form.contentType,
          })
          assert.equal(answer.status, 415, JSON.stringify(answer.body))
          assert.equal(answer.body.error.message, message)
        }
      })

      it('refuses a photo sent to the video endpoint and takes one sent as multipart to the image endpoint', async () => {
        const image = await photo(300, 200)
        const asVideo = await sendSlice(gateway, image, { member, resourceType: 'video' })
        assert.equal(asVideo.status, 415)
        assert.equal(asVideo.body.error.message, 'Sorry - you can only upload MP4 or MOV videos.')
        const form = multipartWith('photo.bin', image, { context: 'chat' })
        const asImage = await sendSlice(gateway, form.payload, {
          member,
          resourceType: 'image',
          contentType: form.contentType,
        })
        assert.equal(asImage.status, 200, JSON.stringify(asImage.body))
        assert.equal(asImage.body.format, 'jpg')
        assert.equal(asImage.body.width, 300)
      })

      it('recognises png, gif, tiff and webp by their bytes', async () => {
        const { default: sharp } = await import('sharp')
        const base = sharp({ create: { width: 160, height: 120, channels: 3, background: '#c33' } })
        const files = {
          png: await base.clone().png().toBuffer(),
          gif: await base.clone().gif().toBuffer(),
          tiff: await base.clone().tiff().toBuffer(),
          webp: await base.clone().webp().toBuffer(),
        }
        for (const [format, data] of Object.entries(files)) {
          const answer = await sendSlice(gateway, data, { member, resourceType: 'image' })
          assert.equal(answer.status, 200, `${format}: ${JSON.stringify(answer.body)}`)
          assert.equal(answer.body.format, format)
        }
      })
    })
  })
}
