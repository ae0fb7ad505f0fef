import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { designerId, type Member, member, newEvent, newNews, venueId } from './support/social-harness.ts'

type Body = {
  errors: Array<{ code: string; message: string; field?: string }>
  // biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
  values: Record<string, any>
  lookups: Record<string, unknown>
  meta: { step: number; login_ok: boolean }
}

for (const kind of testDatabaseKinds()) {
  describe(`the social /api calls (${kind})`, () => {
    let gateway: TestGateway
    let ava: Member
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      ava = await member(gateway)
    })
    after(() => gateway?.close())

    // the web rides on the cookie; legacy clients send user_id + user_token in the payload
    async function call(name: string, payload: Record<string, unknown>, as?: Member, legacy = false) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: as && legacy ? { ...payload, user_id: as.userId, user_token: as.token } : payload,
        headers: {
          'content-type': 'application/json',
          ...(as && !legacy ? { cookie: `sr_session=${as.token}` } : {}),
        },
      })
      const body = response.json() as Body
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])
      return { status: response.statusCode, body }
    }

    const rows = [
      {
        name: 'user_designers',
        key: 'designer_id',
        target: () => designerId(gateway, 'bowery-loom'),
        on: (count: number) => ({ is_saved: true, follower_count: count }),
        off: (count: number) => ({ is_saved: false, follower_count: count }),
      },
      {
        name: 'user_venues',
        key: 'venue_id',
        target: () => venueId(gateway),
        on: (count: number) => ({ is_saved: true, follower_count: count }),
        off: (count: number) => ({ is_saved: false, follower_count: count }),
      },
      {
        name: 'user_follower',
        key: 'to_user_id',
        target: async () => (await member(gateway)).userId,
        on: (count: number) => ({ is_following_user: true, follower_count: count }),
        off: (count: number) => ({ is_following_user: false, follower_count: count }),
      },
      {
        name: 'user_events',
        key: 'event_id',
        target: () => newEvent(gateway),
        on: (count: number) => ({ is_going: true, going_count: count }),
        off: (count: number) => ({ is_going: false, going_count: count }),
      },
      {
        name: 'user_news',
        key: 'news_id',
        target: () => newNews(gateway),
        on: () => ({ is_saved: true }),
        off: () => ({ is_saved: false }),
      },
    ] as const

    for (const row of rows) {
      it(`${row.name}_create and _delete answer the spec values, with the cookie or user_id + user_token`, async () => {
        const id = await row.target()
        const bea = await member(gateway)
        const created = await call(`${row.name}_create`, { [row.key]: id }, ava)
        assert.equal(created.status, 200, JSON.stringify(created.body))
        assert.deepEqual(created.body.errors, [])
        assert.equal(created.body.meta.login_ok, true)
        assert.deepEqual(created.body.values, row.on(1))
        // ids arrive as digit strings from form posts
        const legacy = await call(`${row.name}_create`, { [row.key]: String(id) }, bea, true)
        assert.equal(legacy.status, 200, JSON.stringify(legacy.body))
        assert.deepEqual(legacy.body.values, row.on(2))
        assert.deepEqual((await call(`${row.name}_create`, { [row.key]: id }, ava)).body.values, row.on(2))
        assert.deepEqual((await call(`${row.name}_delete`, { [row.key]: id }, ava)).body.values, row.off(1))
        assert.deepEqual((await call(`${row.name}_delete`, { [row.key]: id }, ava)).body.values, row.off(1))
      })

      it(`${row.name}_create refuses a signed-out caller with 401 and changes nothing`, async () => {
        const id = await row.target()
        const marked = (await call(`${row.name}_create`, { [row.key]: id }, ava)).body.values
        const refused = await call(`${row.name}_create`, { [row.key]: id })
        assert.equal(refused.status, 401)
        assert.equal(refused.body.meta.login_ok, false)
        const wrongToken = await call(`${row.name}_create`, {
          [row.key]: id,
          user_id: ava.userId,
          user_token: 'nope',
        })
        assert.equal(wrongToken.status, 401)
        assert.equal((await call(`${row.name}_delete`, { [row.key]: id })).status, 401)
        assert.deepEqual((await call(`${row.name}_create`, { [row.key]: id }, ava)).body.values, marked)
      })

      it(`${row.name}_create answers 400 for a bad id and 404 for an unknown one`, async () => {
        const missing = await call(`${row.name}_create`, {}, ava)
        assert.equal(missing.status, 400)
        assert.deepEqual(
          missing.body.errors.map((e) => [e.field, e.message]),
          [[row.key, `${row.key} must be given`]],
        )
        const letters = await call(`${row.name}_create`, { [row.key]: 'abc' }, ava)
        assert.equal(letters.status, 400)
        assert.deepEqual(
          letters.body.errors.map((e) => [e.field, e.message]),
          [[row.key, `${row.key} must be a whole number`]],
        )
        const unknown = await call(`${row.name}_create`, { [row.key]: 987654 }, ava)
        assert.equal(unknown.status, 404)
        assert.equal(unknown.body.errors[0]?.code, 'SOCIAL_ERR_NOT_FOUND')
        assert.equal(unknown.body.meta.login_ok, true)
      })
    }

    it('user_follower_create refuses following yourself', async () => {
      const self = await call('user_follower_create', { to_user_id: ava.userId }, ava)
      assert.equal(self.status, 400)
      assert.deepEqual(self.body.errors, [
        { code: 'SOCIAL_ERR_SELF_FOLLOW', message: 'You cannot follow yourself.' },
      ])
    })

    it('user_events_create takes send_confirmation and rsvp_mode as legacy forms send them', async () => {
      const id = await newEvent(gateway)
      const created = await call(
        'user_events_create',
        { event_id: String(id), send_confirmation: '0', rsvp_mode: '1' },
        ava,
      )
      assert.equal(created.status, 200, JSON.stringify(created.body))
      assert.deepEqual(created.body.values, { is_going: true, going_count: 1 })
      const badMode = await call('user_events_create', { event_id: id, rsvp_mode: 'x' }, ava)
      assert.equal(badMode.status, 400)
      assert.equal(badMode.body.errors[0]?.field, 'rsvp_mode')
    })
  })
}
