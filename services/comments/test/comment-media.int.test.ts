import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { crc32, deflateSync } from 'node:zlib'
import { testDatabaseKinds } from '@showroom/testkit'
import { type CommentsSite, createCommentsSite, type Member } from './support/comments-site.ts'

// a plain RGB PNG, big enough for the media service's minimum size
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) row.set([(x * 7) & 255, (y * 5) & 255, 120], 1 + x * 3)
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

for (const kind of testDatabaseKinds()) {
  describe(`the media of a comment in the comments /api calls (${kind})`, () => {
    let site: CommentsSite
    before(async () => {
      site = await createCommentsSite(kind)
    })
    after(() => site?.close())

    async function uploadPhoto(member: Member): Promise<number> {
      const upload = await site.gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: { 'content-type': 'application/octet-stream', cookie: `sr_session=${member.token}` },
        payload: png(480, 320),
      })
      assert.equal(upload.statusCode, 200, upload.body)
      const asset = upload.json() as { public_id: string }
      const registered = await site.call(
        'cdn_upload_image',
        {
          cloudinary_id: asset.public_id,
          source_type: 'event_comment',
          source_id: site.eventId,
          event_id: site.eventId,
        },
        member,
      )
      assert.equal(registered.status, 200, JSON.stringify(registered.body))
      return registered.body.values.image_id as number
    }

    it('answers each photo with the media item fields of spec part 3', async () => {
      const imageId = await uploadPhoto(site.member)
      const { status, body } = await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'with a photo', photo_ids: String(imageId) },
        site.member,
      )
      assert.equal(status, 200, JSON.stringify(body))
      const [media] = body.values.comment.media
      assert.equal(media.id, imageId)
      assert.equal(media.resource_type, 'image')
      assert.equal(media.width_px, 480)
      assert.equal(media.height_px, 320)
      assert.equal(media.processed, true)
      for (const url of ['preview_url', 'thumb_url', 'card_url', 'static_thumb_url', 'static_card_url'])
        assert.match(media[url], /\/media\//, url)
    })

    it('leaves out a photo id the media service does not know and still answers the comment', async () => {
      const imageId = await uploadPhoto(site.member)
      const created = await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'one real, one gone', photo_ids: `${imageId}, 987654` },
        site.member,
      )
      assert.equal(created.status, 200, JSON.stringify(created.body))
      const id = created.body.values.comment.id as number
      assert.deepEqual(created.body.values.comment.photo_ids, [imageId, 987654])
      assert.deepEqual(
        created.body.values.comment.media.map((item: { id: number }) => item.id),
        [imageId],
      )

      const list = await site.call('events_comments_list', { event_id: site.eventId }, null)
      assert.equal(list.status, 200, JSON.stringify(list.body))
      const listed = list.body.values.comments.find((c: { id: number }) => c.id === id)
      assert.deepEqual(
        listed.media.map((item: { id: number }) => item.id),
        [imageId],
      )
    })
  })
}
