import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, seedLondonEvents, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

// biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
type Json = any

interface Member {
  userId: number
  token: string
}

const DAY = 86_400_000
let sequence = 0

for (const kind of testDatabaseKinds()) {
  describe(`sales in search, search_autocomplete and calendar_in_city (${kind})`, () => {
    let gateway: TestGateway
    const ids: Record<string, number> = {}
    const people: Record<string, Member | null> = { visitor: null }

    async function newMember(roles: ('member' | 'moderator')[] = ['member']): Promise<Member> {
      const username = `s${Date.now().toString(36)}${(sequence++).toString(36)}`
      const user = await gateway.services.accounts.api.createUser({
        email: `${username}@example.test`,
        username,
        password: 'long-enough-password',
        fullName: `Name ${username}`,
        roles,
      })
      return { userId: user.id, token: (await gateway.services.accounts.api.signIn(user.id)).token }
    }

    async function get(url: string, as: Member | null = null) {
      return gateway.app.inject({
        method: 'GET',
        url,
        headers: as ? { cookie: `sr_session=${as.token}` } : {},
      })
    }
    async function api(name: string, query: Record<string, string>, as: Member | null = null) {
      const response = await get(`/api/${name}?${new URLSearchParams(query)}`, as)
      const body = response.json() as Json
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'], response.body)
      return { status: response.statusCode, body }
    }

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seedLondonEvents(gateway.services.discovery, ['nord-knitwear-fair'])
      const db = gateway.platform.database.forSchema('commerce') as Json
      const now = Date.now()
      const sale = async (
        name: string,
        cityId: number | null,
        startsIn: number,
        days: number,
        published = true,
      ) =>
        (
          await db
            .insertInto('sales')
            .values({
              persona_type: 'designer',
              persona_id: 1,
              name,
              city_id: cityId,
              starts_at: new Date(now + startsIn),
              ends_at: new Date(now + startsIn + days * DAY),
              currency: 'gbp',
              is_published: published,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number
      ids.open = await sale('Atelier Nord winter sample sale', 1, -DAY, 3)
      ids.online = await sale('Nord online cashmere sale', null, 2 * DAY, 2)
      ids.paris = await sale('Nord Paris sale', 2, -DAY, 3)
      ids.preview = await sale('Nord secret preview sale', 1, -DAY, 3, false)
      people.member = await newMember()
      people.moderator = await newMember(['member', 'moderator'])
    })
    after(() => gateway.close())

    for (const who of ['visitor', 'member', 'moderator']) {
      test(`the search fragment shows the city's and the online sales beside the events, never a preview (${who})`, async () => {
        const response = await get('/london/search.html/?search_string=nord', people[who] ?? null)
        assert.equal(response.statusCode, 200)
        const html = response.body
        assert.match(html, /search-results__section--events/)
        assert.match(html, /<h2>Sample sales<\/h2>/)
        assert.ok(html.includes(`href="/flash/atelier-nord-winter-sample-sale-trade-${ids.open}/"`), html)
        assert.ok(html.includes(`href="/flash/nord-online-cashmere-sale-trade-${ids.online}/"`))
        assert.match(html, /Open now/)
        assert.match(html, /Coming soon/)
        assert.ok(!html.includes('Nord Paris sale'))
        assert.ok(!html.includes('secret preview'))
      })
    }

    test('the Chinese fragment names the section in Chinese; a term no sale holds shows no sales section', async () => {
      const zh = (await get('/zh/london/search.html/?search_string=nord')).body
      assert.match(zh, /<h2>样品特卖<\/h2>/)
      assert.match(zh, /正在进行/)
      const none = (await get('/london/search.html/?search_string=knitwear')).body
      assert.ok(!none.includes('Sample sales'))
      assert.match(none, /Event nord-knitwear-fair|search-results__section--events/)
    })

    test('search_autocomplete merges sale names into the suggestions, none under 2 characters', async () => {
      const { status, body } = await api('search_autocomplete', { search_string: 'nord', city_id: '1' })
      assert.equal(status, 200)
      const suggestions: string[] = body.values.suggestions
      assert.ok(suggestions.includes('Atelier Nord winter sample sale'), JSON.stringify(suggestions))
      assert.ok(suggestions.includes('Nord online cashmere sale'))
      assert.ok(!suggestions.includes('Nord secret preview sale'))
      assert.ok(!suggestions.includes('Nord Paris sale'))
      assert.ok(suggestions.length <= 15)
      assert.deepEqual(
        (await api('search_autocomplete', { search_string: 'n', city_id: '1' })).body.values.suggestions,
        [],
      )
      const everywhere = (await api('search_autocomplete', { search_string: 'nord' })).body.values.suggestions
      assert.ok(everywhere.includes('Nord Paris sale'))
    })

    test('search_autocomplete refuses bad input with a 400', async () => {
      const bad: Record<string, string>[] = [
        { search_string: 'a\u0000b' },
        { search_string: 'x'.repeat(500) },
        { search_string: 'nord', city_id: 'abc' },
      ]
      for (const query of bad) {
        const { status } = await api('search_autocomplete', query)
        assert.equal(status, 400, JSON.stringify(query).slice(0, 60))
      }
    })

    test('calendar_in_city with include_flash_sales=1 lists the sales open that month with the spec fields', async () => {
      const today = new Date()
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
      const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
      const day = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '/')
      // two months so a sale near the month's end is still inside
      const to = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1))
      const query = { city_id: '1', date_from: day(first), date_to: day(to), include_open_dates: '1' }
      const plain = await api('calendar_in_city', query)
      assert.equal(plain.status, 200, JSON.stringify(plain.body))
      assert.ok(plain.body.values.events.every((e: Json) => e.flash_sale_id === undefined))
      const withSales = await api(
        'calendar_in_city',
        { ...query, include_flash_sales: '1' },
        people.member ?? null,
      )
      assert.equal(withSales.status, 200, JSON.stringify(withSales.body))
      const sales = withSales.body.values.events.filter((e: Json) => e.is_flash_sale)
      assert.deepEqual(sales.map((e: Json) => e.flash_sale_id).sort(), [ids.open, ids.online].sort())
      const open = sales.find((e: Json) => e.flash_sale_id === ids.open)
      assert.equal(open.event_id, null)
      assert.equal(open.event_name_en, 'Atelier Nord winter sample sale')
      assert.equal(open.event_name_zh, null)
      assert.equal(open.detail_url, `/flash/atelier-nord-winter-sample-sale-trade-${ids.open}/`)
      assert.ok(open.open_dates.length >= 3 && open.open_dates.length <= 4, JSON.stringify(open.open_dates))
      assert.ok(open.open_dates.every((d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d)))
    })

    test('calendar_in_city refuses dates that are not dates with a 400, sales asked for or not', async () => {
      for (const bad of ['tomorrow', '2026/13/45']) {
        const { status } = await api('calendar_in_city', {
          city_id: '1',
          date_from: bad,
          date_to: '2026/12/01',
          include_flash_sales: '1',
        })
        assert.equal(status, 400, bad)
      }
    })

    test("calendar_in_city over 62 days answers discovery's refusal alone, sales asked for or not", async () => {
      const query = { city_id: '1', date_from: '2026/11/01', date_to: '2027/03/01' }
      const plain = await api('calendar_in_city', query)
      const withSales = await api('calendar_in_city', { ...query, include_flash_sales: '1' })
      assert.equal(plain.status, 400)
      assert.equal(withSales.status, 400)
      assert.deepEqual(withSales.body.errors, plain.body.errors)
      assert.deepEqual(
        withSales.body.errors.map((e: Json) => e.code),
        ['DISCOVERY_ERR_BAD_RANGE'],
      )
    })
  })
}
