import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import {
  createTestGateway,
  png,
  seedLondonEvents,
  type TestGateway,
  testDatabaseKinds,
} from '@showroom/testkit'
import { sql } from 'kysely'

// loose JSON, as a client reads it
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
type Json = any

interface Member {
  userId: number
  token: string
}

type Role = 'visitor' | 'other member' | 'moderator'

function multipart(fields: Record<string, string>, file: Buffer) {
  const boundary = '----showroom-uploads-boundary'
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image_file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

for (const kind of testDatabaseKinds()) {
  describe(`uploads seen and used only by those allowed (${kind})`, () => {
    let gateway: TestGateway
    let eventId: number
    let organisedEventId: number
    let owner: Member
    let other: Member
    let moderator: Member
    let admin: Member
    let manager: Member
    let organiser: Member
    let sequence = 0

    async function newMember(roles: ('member' | 'moderator' | 'admin')[] = ['member']): Promise<Member> {
      const username = `up${Date.now().toString(36)}${(sequence++).toString(36)}`
      const user = await gateway.services.accounts.api.createUser({
        email: `${username}@example.test`,
        username,
        password: 'long-enough-password',
        roles,
      })
      const session = await gateway.services.accounts.api.signIn(user.id)
      return { userId: user.id, token: session.token }
    }

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      ;[eventId] = await seedLondonEvents(gateway.services.discovery, ['uploads-sale'])
      owner = await newMember()
      other = await newMember()
      moderator = await newMember(['member', 'moderator'])
      admin = await newMember(['member', 'admin'])
      manager = await newMember()
      organiser = await newMember()
      organisedEventId = await gateway.services.discovery.api.addEvent({
        slug: 'organised-sale',
        cityId: 1,
        typeId: 1,
        nameEn: 'Organised sale',
        startsAt: new Date('2026-05-01T10:00:00Z'),
        endsAt: new Date('2026-05-02T18:00:00Z'),
        openDates: [{ date: '2026-05-01' }],
        organiserIds: [organiser.userId],
      })
      await gateway.services.accounts.api.grantPersona(manager.userId, {
        type: 'designer',
        id: 7,
        name: 'Atelier Seven',
      })
      await gateway.platform.events.drain()
    })
    after(() => gateway?.close())

    const callerOf = (role: Role) => ({ visitor: null, 'other member': other, moderator })[role]

    async function api(name: string, payload: Record<string, unknown>, as: Member | null) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: as ? { ...payload, user_id: as.userId, user_token: as.token } : payload,
        headers: { 'content-type': 'application/json' },
      })
      return { status: response.statusCode, body: response.json() as Json }
    }

    async function graph(query: string, as: Member | null): Promise<Json> {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query },
        headers: as ? { authorization: `Bearer ${as.token}` } : {},
      })
      assert.equal(response.statusCode, 200, response.body)
      return response.json()
    }

    async function upload(as: Member, data: Buffer, context = 'composer') {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/upload/image/upload?context=${context}`,
        payload: data,
        headers: {
          'content-type': 'application/octet-stream',
          'x-user-id': String(as.userId),
          'x-user-token': as.token,
        },
      })
      return { status: response.statusCode, body: response.json() as Json }
    }

    // a finished upload, never posted: its media item id, public id and url
    async function photo(as: Member) {
      const answer = await upload(as, png(320, 240))
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      // comments learns who uploaded it
      await gateway.platform.events.drain()
      return answer.body as { media_item_id: number; public_id: string; secure_url: string }
    }

    const count = async (table: 'comments.comments' | 'media.media_items') => {
      const result = await sql<{ n: string }>`select count(*) as n from ${sql.raw(table)}`.execute(
        gateway.platform.database.db,
      )
      return Number(result.rows[0]?.n)
    }

    const post = (as: Member, photoIds: number[]) =>
      api(
        'events_comments_create',
        { event_id: eventId, comment: 'my photo', photo_ids: photoIds.join(',') },
        as,
      )

    const seenItems = async (ids: number[], as: Member | null) =>
      (await graph(`{ mediaItems(ids: [${ids.join(',')}]) { id ownerId originalUrl } }`, as)).data
        .mediaItems as {
        id: number
      }[]
    const seenItem = async (id: number, as: Member | null) =>
      (await graph(`{ mediaItem(id: ${id}) { id originalUrl } }`, as)).data.mediaItem

    it('refuses to attach another member’s never-posted photo and changes nothing', async () => {
      const theirs = await photo(owner)
      for (const as of [other, moderator]) {
        const before = await count('comments.comments')
        const refused = await post(as, [theirs.media_item_id])
        assert.equal(refused.status, 404, JSON.stringify(refused.body))
        assert.equal(refused.body.errors[0]?.code, 'COMMENTS_ERR_PHOTO_NOT_FOUND')
        assert.equal(refused.body.errors[0]?.field, 'photo_ids')
        assert.equal(await count('comments.comments'), before)
      }
      const registered = await api(
        'cdn_upload_image',
        {
          cloudinary_id: theirs.public_id,
          source_type: 'event_comment',
          source_id: eventId,
          event_id: eventId,
        },
        other,
      )
      assert.equal(registered.status, 403)
      await gateway.platform.events.drain()
      assert.equal(await seenItem(theirs.media_item_id, other), null)
      assert.equal((await seenItem(theirs.media_item_id, owner))?.id, theirs.media_item_id)
    })

    it('refuses to attach someone else’s photo that is already on a comment', async () => {
      const posted = await photo(owner)
      const first = await post(owner, [posted.media_item_id])
      assert.equal(first.status, 200, JSON.stringify(first.body))
      await gateway.platform.events.drain()
      const before = await count('comments.comments')
      const again = await post(other, [posted.media_item_id])
      assert.equal(again.status, 404, JSON.stringify(again.body))
      assert.equal(await count('comments.comments'), before)
    })

    for (const role of ['visitor', 'other member', 'moderator'] as const) {
      it(`hides an unattached upload from the ${role}: not listed, not found by id or public id`, async () => {
        const hidden = await photo(owner)
        const as = callerOf(role)
        assert.deepEqual(await seenItems([hidden.media_item_id], as), [])
        assert.equal(await seenItem(hidden.media_item_id, as), null)
        const byPublicId = await graph(`{ mediaItemByPublicId(publicId: "${hidden.public_id}") { id } }`, as)
        assert.equal(byPublicId.data.mediaItemByPublicId, null)
      })
    }

    it('lets the uploader see their own unattached upload', async () => {
      const mine = await photo(owner)
      assert.deepEqual(
        (await seenItems([mine.media_item_id], owner)).map((item) => item.id),
        [mine.media_item_id],
      )
    })

    it('finds nothing unposted when guessing every id, and no file when guessing a path', async () => {
      const unposted = await photo(owner)
      const posted = await photo(owner)
      assert.equal((await post(owner, [posted.media_item_id])).status, 200)
      await gateway.platform.events.drain()
      const everyId = Array.from({ length: unposted.media_item_id + 20 }, (_, n) => n + 1)
      const found = (await seenItems(everyId, null)).map((item) => item.id)
      assert.ok(found.includes(posted.media_item_id))
      assert.ok(!found.includes(unposted.media_item_id))

      // storage keys carry a random public id, nothing a sequential id leads to
      assert.match(unposted.public_id, /^[0-9a-f]{20}$/)
      assert.ok(unposted.secure_url.includes(unposted.public_id))
      assert.ok(!unposted.secure_url.includes(`/${unposted.media_item_id}/`))
      for (const guess of [
        `/media/uploads/${owner.userId}/${unposted.media_item_id}/original.png`,
        `/media/uploads/${owner.userId}/`,
        `/media/uploads/${owner.userId}/${unposted.media_item_id}/thumb.webp`,
      ]) {
        const response = await gateway.app.inject({ method: 'GET', url: guess })
        assert.equal(response.statusCode, 404, guess)
      }
    })

    it('shows a shadow-banned comment’s photo to its author and moderators only, a deleted one’s to its owner', async () => {
      const shown = await photo(owner)
      const created = await post(owner, [shown.media_item_id])
      const commentId = created.body.values.comment.id
      await gateway.platform.events.drain()
      for (const as of [null, other, moderator, owner])
        assert.equal((await seenItem(shown.media_item_id, as))?.id, shown.media_item_id)

      const banned = await api(
        'events_comments_shadow',
        { event_id: eventId, comment_id: commentId },
        moderator,
      )
      assert.equal(banned.status, 200, JSON.stringify(banned.body))
      await gateway.platform.events.drain()
      assert.equal(await seenItem(shown.media_item_id, null), null)
      assert.equal(await seenItem(shown.media_item_id, other), null)
      assert.equal((await seenItem(shown.media_item_id, moderator))?.id, shown.media_item_id)
      assert.equal((await seenItem(shown.media_item_id, owner))?.id, shown.media_item_id)

      const deleted = await api('events_comments_delete', { event_id: eventId, comment_id: commentId }, owner)
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body))
      await gateway.platform.events.drain()
      assert.equal(await seenItem(shown.media_item_id, moderator), null)
      assert.equal((await seenItem(shown.media_item_id, owner))?.id, shown.media_item_id)
    })

    async function uploadLogo(as: Member | null, source: { type: string; id: number }, data = png(300, 200)) {
      const form = multipart(
        {
          source_type: source.type,
          source_id: String(source.id),
          ...(as ? { user_id: String(as.userId), user_token: as.token } : {}),
        },
        data,
      )
      const before = await count('media.media_items')
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/cdn_upload_logo',
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      })
      const stored = (await count('media.media_items')) - before
      return { status: response.statusCode, body: response.json() as Json, stored }
    }

    it('lets only a persona’s managers, an event’s organisers and admins change a logo', async () => {
      const designer = { type: 'designer', id: 7 }
      const otherDesigner = { type: 'designer', id: 8 }
      const venue = { type: 'venue', id: 7 }
      const organised = { type: 'event', id: organisedEventId }
      const notOrganised = { type: 'event', id: eventId }
      const cases: [Member | null, { type: string; id: number }, number][] = [
        [null, designer, 401],
        [other, designer, 403],
        [moderator, designer, 403],
        [other, organised, 403],
        [manager, designer, 200],
        [manager, otherDesigner, 403],
        [manager, venue, 403],
        [manager, organised, 403],
        [organiser, organised, 200],
        [organiser, notOrganised, 403],
        [organiser, designer, 403],
        [admin, otherDesigner, 200],
        [admin, venue, 200],
        [admin, notOrganised, 200],
      ]
      for (const [as, source, status] of cases) {
        const answer = await uploadLogo(as, source)
        const label = `${as?.userId ?? 'visitor'} on ${source.type} ${source.id}`
        assert.equal(answer.status, status, `${label}: ${JSON.stringify(answer.body)}`)
        assert.equal(answer.stored, status === 200 ? 1 : 0, label)
        if (status === 403) {
          assert.equal(answer.body.errors[0]?.code, 'MEDIA_ERR_NOT_MANAGER')
          assert.equal(answer.body.errors[0]?.field, 'source_id')
        }
      }
      const unknownType = await uploadLogo(admin, { type: 'wall', id: 1 })
      assert.equal(unknownType.status, 400)
      assert.equal(unknownType.body.errors[0]?.field, 'source_type')
    })

    it('refuses an image of 16000 x 16000 pixels from its header, writing no variant', async () => {
      const huge = png(16_000, 16_000, 1)
      assert.ok(huge.length < 300 * 1024, `the test file is ${huge.length} bytes`)
      const keysBefore = (await gateway.platform.storage.list(`uploads/${owner.userId}/`)).length
      const itemsBefore = await count('media.media_items')
      for (const context of ['composer', 'chat', 'uploader']) {
        const answer = await upload(owner, huge, context)
        assert.equal(answer.status, 413, JSON.stringify(answer.body))
        assert.equal(answer.body.error.code, 'MEDIA_ERR_TOO_MANY_PIXELS')
        assert.match(answer.body.error.message, /too large\. Please .* under \d+ megapixels\./)
      }
      await gateway.services.accounts.api.grantPersona(owner.userId, {
        type: 'venue',
        id: 9,
        name: 'Venue 9',
      })
      const logo = await uploadLogo(owner, { type: 'venue', id: 9 }, huge)
      assert.equal(logo.status, 413, JSON.stringify(logo.body))
      assert.equal(logo.body.errors[0]?.code, 'MEDIA_ERR_TOO_MANY_PIXELS')
      assert.equal(await count('media.media_items'), itemsBefore)
      assert.equal((await gateway.platform.storage.list(`uploads/${owner.userId}/`)).length, keysBefore)
    })
  })
}
