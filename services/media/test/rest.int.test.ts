import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { TOO_SMALL_MESSAGE } from '../src/index.ts'
import { type Member, newMember, photo, sendSlice } from './support/media-harness.ts'

type Body = {
  errors: Array<{ code: string; message: string; field?: string }>
  // biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
  values: Record<string, any>
  lookups: Record<string, unknown>
  meta: { step: number; login_ok: boolean }
}

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----showroom-logo-boundary'
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

for (const kind of testDatabaseKinds()) {
  describe(`the media /api calls (${kind})`, () => {
    let gateway: TestGateway
    let uploader: Member
    let stranger: Member
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      uploader = await newMember(gateway)
      stranger = await newMember(gateway)
    })
    after(() => gateway?.close())

    async function call(name: string, payload: Record<string, unknown>, member?: Member) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload,
        headers: { 'content-type': 'application/json', ...(member ? { cookie: member.cookie } : {}) },
      })
      return { status: response.statusCode, body: response.json() as Body }
    }

    async function uploaded(member = uploader) {
      const answer = await sendSlice(gateway, await photo(640, 480), { member, resourceType: 'image' })
      assert.equal(answer.status, 200)
      return answer.body
    }

    const registration = (asset: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      cloudinary_id: asset.public_id,
      version: asset.version,
      width: asset.width,
      height: asset.height,
      resource_type: asset.resource_type,
      format: asset.format,
      etag: asset.etag,
      source_type: 'event_comment',
      source_id: 3,
      secondary_id: '',
      event_id: 3,
      ...extra,
    })

    it('cdn_upload_image registers the uploader’s own upload and answers the image fields', async () => {
      const asset = await uploaded()
      const { status, body } = await call('cdn_upload_image', registration(asset), uploader)
      assert.equal(status, 200, JSON.stringify(body))
      assert.deepEqual(body.errors, [])
      assert.equal(body.meta.login_ok, true)
      const values = body.values
      assert.equal(typeof values.image_id, 'number')
      assert.equal(values.cloudinary_id, asset.public_id)
      assert.equal(values.format, 'jpg')
      assert.equal(values.resource_type, 'image')
      assert.equal(values.folder, `/media/uploads/${uploader.userId}/${asset.public_id}`)
      assert.equal(values.cdn_domain, gateway.platform.config.publicUrl.replace(/\/+$/, ''))
      assert.equal(values.width_px, 640)
      assert.equal(values.event_id, 3)
      for (const url of ['thumb_url', 'card_url', 'preview_url', 'static_thumb_url', 'static_card_url'])
        assert.match(values[url], /^\/media\/uploads\/.+\.webp$/, url)
      assert.equal(values.processed, true)

      const again = await call('cdn_upload_image', registration(asset), uploader)
      assert.equal(again.status, 200)
      assert.equal(again.body.values.image_id, values.image_id)
      const elsewhere = await call('cdn_upload_image', registration(asset, { source_id: 4 }), uploader)
      assert.equal(elsewhere.status, 409)
      assert.equal(elsewhere.body.errors[0]?.code, 'MEDIA_ERR_ALREADY_REGISTERED')
    })

    it('cdn_upload_image refuses another member’s upload, unknown ids and visitors', async () => {
      const asset = await uploaded()
      const theirs = await call('cdn_upload_image', registration(asset), stranger)
      assert.equal(theirs.status, 403)
      assert.equal(theirs.body.errors[0]?.code, 'MEDIA_ERR_NOT_OWNER')
      const unknown = await call('cdn_upload_image', registration(asset, { cloudinary_id: 'nope' }), uploader)
      assert.equal(unknown.status, 404)
      const visitor = await call('cdn_upload_image', registration(asset))
      assert.equal(visitor.status, 401)
      assert.equal(visitor.body.meta.login_ok, false)
      const badSource = await call('cdn_upload_image', registration(asset, { source_type: 'wall' }), uploader)
      assert.equal(badSource.status, 400)
      assert.equal(badSource.body.errors[0]?.field, 'source_type')
    })

    it('cdn_upload_logo takes a multipart image and answers the logo urls', async () => {
      // only someone who manages the designer may change its logo
      await gateway.services.accounts.api.grantPersona(uploader.userId, {
        type: 'designer',
        id: 7,
        name: 'Designer 7',
      })
      const { default: sharp } = await import('sharp')
      const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: '#123456' } })
        .png()
        .toBuffer()
      const form = multipart(
        { source_type: 'designer', source_id: '7', secondary_id: '' },
        { name: 'image_file', data: png },
      )
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/cdn_upload_logo',
        payload: form.payload,
        headers: { 'content-type': form.contentType, cookie: uploader.cookie },
      })
      assert.equal(response.statusCode, 200, response.body)
      const body = response.json() as Body
      assert.deepEqual(body.errors, [])
      assert.match(body.values.logo_url, /\/logo\.webp$/)
      assert.equal(body.values.source_type, 'designer')
      assert.equal(body.values.source_id, 7)
      const logo = await gateway.app.inject({ method: 'GET', url: body.values.logo_url })
      assert.equal(logo.statusCode, 200)
    })

    it('cdn_upload_logo answers too_small for a tiny logo and 401 for a visitor', async () => {
      await gateway.services.accounts.api.grantPersona(uploader.userId, {
        type: 'venue',
        id: 2,
        name: 'Venue 2',
      })
      const { default: sharp } = await import('sharp')
      const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
        .png()
        .toBuffer()
      const form = multipart({ source_type: 'venue', source_id: '2' }, { name: 'image_file', data: tiny })
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/cdn_upload_logo',
        payload: form.payload,
        headers: { 'content-type': form.contentType, cookie: uploader.cookie },
      })
      assert.equal(response.statusCode, 400)
      const body = response.json() as Body
      assert.equal(body.errors[0]?.code, 'too_small')
      assert.equal(body.errors[0]?.message, TOO_SMALL_MESSAGE)
      const visitor = await gateway.app.inject({
        method: 'POST',
        url: '/api/cdn_upload_logo',
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      })
      assert.equal(visitor.statusCode, 401)
      assert.equal((visitor.json() as Body).meta.login_ok, false)
    })
  })
}
