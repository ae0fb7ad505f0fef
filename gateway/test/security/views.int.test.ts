import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, seedLondonEvents, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

// event_view_record is open to anyone, so the counts it feeds must not be inflatable (ADR 8)
for (const kind of testDatabaseKinds()) {
  describe(`page views and paid views cannot be inflated (${kind})`, () => {
    let gateway: TestGateway
    let ids: { plain: number; featured: number; other: number; members: number }
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      const [plain, featured, other, members] = await seedLondonEvents(gateway.services.discovery, [
        'plain-show',
        'featured-show',
        'other-show',
        'members-show',
      ])
      await gateway.services.discovery.api.updateEvent(featured, { featuredLevel: 1 })
      ids = { plain, featured, other, members }
    })
    after(() => gateway?.close())

    async function view(payload: Record<string, unknown>, options: { from?: string; cookie?: string } = {}) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/event_view_record',
        payload,
        remoteAddress: options.from ?? '198.51.100.7',
        headers: {
          'content-type': 'application/json',
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      })
      assert.equal(response.statusCode, 200, response.body)
      return response.json().values as { counted: boolean }
    }

    async function counts(slug: string) {
      await gateway.services.discovery.api.flushPageViews()
      const row = await gateway.services.discovery.api.eventBySlug(slug)
      return { views: Number(row?.page_views_total), paid: Number(row?.paid_views_total) }
    }

    async function placementToken(slug: string): Promise<string | null> {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query: 'query ($slug: String!) { event(slug: $slug) { placementToken } }',
          variables: { slug },
        },
        headers: { 'content-type': 'application/json' },
      })
      return response.json().data.event.placementToken
    }

    async function memberCookie(name: string) {
      const user = await gateway.services.accounts.api.createUser({
        email: `${name}@example.test`,
        username: name,
        password: 'long-enough-password',
      })
      return `sr_session=${(await gateway.services.accounts.api.signIn(user.id)).token}`
    }

    it('counts a loop of event_view_record from one visitor once, whatever cookies it sends', async () => {
      for (let i = 0; i < 25; i++) {
        assert.deepEqual(await view({ event_id: ids.plain }, { cookie: `visitor=${i}` }), { counted: true })
      }
      assert.deepEqual(await counts('plain-show'), { views: 1, paid: 0 })
      await view({ event_id: ids.plain }, { from: '198.51.100.8' })
      assert.deepEqual(
        await counts('plain-show'),
        { views: 2, paid: 0 },
        'another address is another visitor',
      )
    })

    it('counts paid:1 without a valid placement token as an ordinary view', async () => {
      await view({ event_id: ids.featured, paid: 1 }, { from: '203.0.113.1' })
      await view(
        { event_id: ids.featured, paid: 1, placement: 'forged.AAAAAAAAAAAAAAAAAAAAAA' },
        { from: '203.0.113.2' },
      )
      await view({ event_id: ids.plain, paid: 1 }, { from: '203.0.113.3' })
      assert.deepEqual(await counts('featured-show'), { views: 2, paid: 0 })
    })

    it('counts a view through a paid placement link once as paid', async () => {
      assert.equal(await placementToken('plain-show'), null, 'only paid placements carry a token')
      const token = await placementToken('featured-show')
      assert.ok(token)
      for (let i = 0; i < 10; i++)
        await view({ event_id: ids.featured, paid: 1, placement: token }, { from: '203.0.113.9' })
      assert.deepEqual(await counts('featured-show'), { views: 3, paid: 1 })
      // a token is for its own event only
      await view({ event_id: ids.other, paid: 1, placement: token }, { from: '203.0.113.9' })
      assert.deepEqual(await counts('other-show'), { views: 1, paid: 0 })
    })

    it('counts two different members twice, even from one address', async () => {
      const ava = await memberCookie('views_ava')
      const ben = await memberCookie('views_ben')
      for (let i = 0; i < 5; i++) {
        await view({ event_id: ids.members }, { cookie: ava })
        await view({ event_id: ids.members }, { cookie: ben })
      }
      assert.deepEqual(await counts('members-show'), { views: 2, paid: 0 })
    })
  })
}
