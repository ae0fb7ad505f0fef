import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type CommentsSite, createCommentsSite, type Member } from './support/comments-site.ts'

for (const kind of testDatabaseKinds()) {
  describe(`the media of a comment in the comments /api calls (${kind})`, () => {
    let site: CommentsSite
    before(async () => {
      site = await createCommentsSite(kind)
    })
    after(() => site?.close())

    // as the composer does: upload, then file the upload under the thread (cdn_upload_image)
    async function uploadPhoto(member: Member): Promise<number> {
      const id = await site.uploadPhoto(member)
      const item = await site.gateway.services.media.api.findById(id)
      const registered = await site.call(
        'cdn_upload_image',
        {
          cloudinary_id: item?.publicId,
          source_type: 'event_comment',
          source_id: site.eventId,
          event_id: site.eventId,
        },
        member,
      )
      assert.equal(registered.status, 200, JSON.stringify(registered.body))
      assert.equal(registered.body.values.image_id, id)
      return id
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

    it('refuses a photo id nobody uploaded, and stores nothing', async () => {
      const imageId = await uploadPhoto(site.member)
      const before = await site.gateway.services.comments.api.countComments()
      const created = await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'one real, one never uploaded', photo_ids: `${imageId}, 987654` },
        site.member,
      )
      assert.equal(created.status, 404, JSON.stringify(created.body))
      assert.equal(created.body.errors[0]?.code, 'COMMENTS_ERR_PHOTO_NOT_FOUND')
      assert.equal(created.body.errors[0]?.field, 'photo_ids')
      assert.equal(await site.gateway.services.comments.api.countComments(), before)
    })

    it('shows a posted photo to everyone once its comment is known to carry it', async () => {
      const imageId = await uploadPhoto(site.member)
      const created = await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'look', photo_ids: String(imageId) },
        site.member,
      )
      assert.equal(created.status, 200, JSON.stringify(created.body))
      await site.gateway.platform.events.drain()
      const list = await site.call('events_comments_list', { event_id: site.eventId }, null)
      const listed = list.body.values.comments.find(
        (c: { id: number }) => c.id === created.body.values.comment.id,
      )
      assert.deepEqual(
        listed.media.map((item: { id: number }) => item.id),
        [imageId],
      )
    })
  })
}
