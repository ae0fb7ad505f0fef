import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  type Member,
  newMember,
  photo,
  sendSlice,
  slicesOf,
  smallVideo,
  threeSlicesOf,
  uploadIdFor,
} from './support/media-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`slices written in place (${kind})`, () => {
    let gateway: TestGateway
    let member: Member
    // three slices: 6,000,000 + 6,000,000 + the rest
    let image: Buffer
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      member = await newMember(gateway)
      image = await photo(4000, 3600)
    })
    after(() => gateway?.close())

    it('puts a video sent last slice first together byte for byte, with an etag made from its slices', async () => {
      const video = smallVideo()
      const slices = slicesOf(video, Math.ceil(video.length / 3))
      assert.equal(slices.length, 3)
      const uploadId = uploadIdFor('video')
      const answers = []
      for (const s of [...slices].reverse())
        answers.push(
          await sendSlice(gateway, s.data, {
            member,
            resourceType: 'video',
            uploadId,
            range: { start: s.start, end: s.end, total: video.length },
          }),
        )
      const done = answers.at(-1)?.body
      assert.equal(done?.done, true, JSON.stringify(done))
      assert.equal(done.bytes, video.length)
      assert.match(done.etag, /^[0-9a-f]{32}-3$/)
      assert.equal(done.width, 320)
      // the transcoder's source is the upload itself, untouched
      const [source] = await gateway.platform.storage.list(`uploads/tmp/${member.userId}/${uploadId}/`)
      assert.ok(source, 'the upload stays as the source until the job has run')
      const stored = await gateway.platform.storage.get(source.key)
      assert.ok(stored)
      assert.ok((await buffer(stored.stream)).equals(video), 'the stored file is the video sent')
    })

    it('refuses a streamed slice longer than its range, then takes the right one in its place', async () => {
      const [first, second, last] = threeSlicesOf(image)
      const uploadId = uploadIdFor('streamed')
      const headers = (s: { start: number; end: number }) => ({
        'content-type': 'application/octet-stream',
        cookie: member.cookie,
        'x-unique-upload-id': uploadId,
        'content-range': `bytes ${s.start}-${s.end}/${image.length}`,
      })
      // no Content-Length: the size is only known once the bytes have come
      const tooLong = await gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: headers(last),
        payload: Readable.from([last.data, Buffer.alloc(10)]),
      })
      assert.equal(tooLong.statusCode, 400, tooLong.body)
      const length = last.data.length
      assert.equal(
        tooLong.json().error.message,
        `The slice holds ${length + 10} bytes, but its Content-Range names ${length}.`,
      )
      for (const s of [first, second]) {
        const answer = await gateway.app.inject({
          method: 'POST',
          url: '/upload/image/upload',
          headers: headers(s),
          payload: Readable.from([s.data]),
        })
        assert.equal(answer.statusCode, 200, answer.body)
        assert.equal(answer.json().done, false)
      }
      const done = await sendSlice(gateway, last.data, {
        member,
        resourceType: 'image',
        uploadId,
        range: { start: last.start, end: last.end, total: image.length },
      })
      assert.equal(done.body.done, true, JSON.stringify(done.body))
      assert.equal(done.body.width, 4000)
    })

    it('lets exactly one of two racing last slices finish the upload', async () => {
      const [first, second, last] = threeSlicesOf(image)
      const uploadId = uploadIdFor('race')
      const send = (s: { start: number; end: number; data: Buffer }) =>
        sendSlice(gateway, s.data, {
          member,
          uploadId,
          range: { start: s.start, end: s.end, total: image.length },
        })
      assert.equal((await send(first)).status, 200)
      const answers = await Promise.all([send(second), send(last)])
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200],
      )
      assert.equal(answers.filter((a) => a.body.done === true).length, 1, JSON.stringify(answers))
      const waiting = answers.find((a) => a.body.done === false)
      assert.ok(waiting && waiting.body.bytes_received < image.length)
    })
  })
}
