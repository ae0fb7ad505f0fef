import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { EVENT_TYPES, londonEvent } from './support/discovery-harness.ts'

type Body = {
  errors: Array<{ code: string; message: string; field?: string }>
  // biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
  values: Record<string, any>
  // biome-ignore lint/suspicious/noExplicitAny: lookups are loose JSON too
  lookups: Record<string, any>
  meta: { step: number; login_ok: boolean }
}

// dates relative to today, so the calendar's "expired" and the city's month are real
const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
const slashed = (d: string) => d.replaceAll('-', '/')

for (const kind of testDatabaseKinds()) {
  describe(`the discovery /api calls (${kind})`, () => {
    let gateway: TestGateway
    let organiser: { userId: number; token: string }
    let member: { userId: number; token: string }
    let eventId: number
    let partnerId: number

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      const { discovery, accounts } = gateway.services
      await discovery.api.addCity(
        { id: 1, slug: 'london', nameEn: 'London', timezone: 'Europe/London', currency: 'GBP' },
        0,
      )
      for (const type of EVENT_TYPES) await discovery.api.addEventType(type)
      const signedIn = async (username: string) => {
        const user = await accounts.api.createUser({
          email: `${username}@example.test`,
          username,
          password: 'long-enough-password',
        })
        const session = await accounts.api.signIn(user.id)
        return { userId: user.id, token: session.token }
      }
      organiser = await signedIn('organiser_one')
      member = await signedIn('member_two')
      const designerId = await discovery.api.addDesigner({ slug: 'atelier-nova', nameEn: 'Atelier Nova' })
      eventId = await discovery.api.addEvent(
        londonEvent('winter-sample-sale', {
          nameZh: '冬季样品特卖',
          startsAt: new Date(`${day(2)}T10:00:00Z`),
          endsAt: new Date(`${day(3)}T18:00:00Z`),
          openDates: [{ date: day(2) }, { date: day(3) }],
          organiserIds: [organiser.userId],
          ticketUrl: 'https://tickets.example/winter',
          ticketMode: 2,
          ticketsBought: 7,
        }),
      )
      partnerId = await discovery.api.addEvent(
        londonEvent('partner-party', {
          typeId: 2,
          featuredLevel: 3,
          ticketUrl: 'https://partner.example/',
          startsAt: new Date(`${day(-3)}T10:00:00Z`),
          endsAt: new Date(`${day(-3)}T18:00:00Z`),
          openDates: [{ date: day(-3) }],
        }),
      )
      await discovery.api.addLookbook({
        slug: 'nova-aw26',
        designerId,
        titleEn: 'Nova AW26',
        season: 'AW26',
        publishedAt: new Date(),
        photos: [
          {
            url: '/media/l1.webp',
            thumbUrl: '/media/l1-t.webp',
            width: 600,
            height: 900,
            captionEn: 'Look 1',
          },
        ],
      })
    })
    after(() => gateway?.close())

    async function call(
      method: 'GET' | 'POST',
      name: string,
      payload: Record<string, unknown> = {},
      token?: string,
    ) {
      const response =
        method === 'GET'
          ? await gateway.app.inject({
              method,
              url: `/api/${name}?${new URLSearchParams(payload as Record<string, string>)}`,
            })
          : await gateway.app.inject({
              method,
              url: `/api/${name}`,
              payload,
              headers: {
                'content-type': 'application/json',
                ...(token ? { cookie: `sr_session=${token}` } : {}),
              },
            })
      const body = response.json() as Body
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])
      return { status: response.statusCode, body }
    }

    const calendar = (query: Record<string, string>) =>
      call('GET', 'calendar_in_city', {
        city_id: '1',
        date_from: slashed(day(-10)),
        date_to: slashed(day(20)),
        include_open_dates: '1',
        icon: 'dots',
        ...query,
      })

    it('answers calendar_in_city with events, open dates and the event types', async () => {
      const { status, body } = await calendar({ include_expired: '1' })
      assert.equal(status, 200, JSON.stringify(body))
      assert.deepEqual(body.values.events, [
        {
          event_id: partnerId,
          event_name_en: 'Event partner-party',
          event_name_zh: null,
          detail_url: '/london/event/partner-party/',
          type_id: 2,
          open_dates: [day(-3)],
        },
        {
          event_id: eventId,
          event_name_en: 'Event winter-sample-sale',
          event_name_zh: '冬季样品特卖',
          detail_url: '/london/event/winter-sample-sale/',
          type_id: 1,
          open_dates: [day(2), day(3)],
        },
      ])
      assert.deepEqual(body.lookups.more, {}, 'no day is over the limit')
      assert.deepEqual(body.lookups.event_types[0], {
        id: 1,
        key: 'sample-sale',
        name_en: 'Sample sale',
        name_zh: '样品特卖',
        color: '#e4572e',
      })
    })

    it('filters calendar_in_city by types and drops expired events unless asked', async () => {
      const ids = (body: Body) => body.values.events.map((e: { event_id: number }) => e.event_id)
      assert.deepEqual(ids((await calendar({})).body), [eventId])
      assert.deepEqual(ids((await calendar({ include_expired: '1', types: '' })).body), [])
      assert.deepEqual(ids((await calendar({ include_expired: '1', types: '2,3' })).body), [partnerId])
      const withoutDates = await calendar({ include_open_dates: '0' })
      assert.equal('open_dates' in withoutDates.body.values.events[0], false)
      const withFlashSales = await calendar({ include_flash_sales: '1' })
      assert.equal(withFlashSales.status, 200)
    })

    it('refuses bad calendar dates, ranges and ids with a 400 naming the field', async () => {
      const reversed = await calendar({ date_from: slashed(day(5)), date_to: slashed(day(1)) })
      assert.equal(reversed.status, 400)
      assert.equal(reversed.body.errors[0]?.code, 'DISCOVERY_ERR_BAD_RANGE')
      assert.equal(reversed.body.errors[0]?.field, 'date_to')
      const tooLong = await calendar({ date_from: '2026/01/01', date_to: '2026/04/01' })
      assert.equal(tooLong.body.errors[0]?.code, 'DISCOVERY_ERR_BAD_RANGE')
      const unreadable = await calendar({ date_from: '31/12/2026' })
      assert.equal(unreadable.status, 400)
      assert.equal(unreadable.body.errors[0]?.field, 'date_from')
      assert.match(unreadable.body.errors[0]?.message ?? '', /yyyy-mm-dd or yyyy\/mm\/dd/)
      const badCity = await calendar({ city_id: 'london' })
      assert.equal(badCity.status, 400)
      assert.equal(badCity.body.errors[0]?.field, 'city_id')
      const badTypes = await calendar({ types: 'sale,2' })
      assert.equal(badTypes.status, 400)
      assert.equal(badTypes.body.errors[0]?.field, 'types')
    })

    it('limits calendar_in_city per day, featured first, and counts the rest in lookups.more', async () => {
      const { discovery } = gateway.services
      const crowded = day(45)
      const next = day(46)
      const add = (slug: string, hour: number, dates: string[], featuredLevel: 0 | 2 = 0) =>
        discovery.api.addEvent(
          londonEvent(slug, {
            featuredLevel,
            startsAt: new Date(`${crowded}T${hour}:00:00Z`),
            endsAt: new Date(`${dates.at(-1)}T23:00:00Z`),
            openDates: dates.map((date) => ({ date })),
          }),
        )
      const plain: number[] = []
      for (let i = 0; i < 9; i++) plain.push(await add(`crowded-${i}`, 10 + i, [crowded]))
      const twoDay = await add('two-day-fair', 19, [crowded, next])
      const featured = await add('featured-launch', 20, [crowded], 2)
      const month = { date_from: slashed(day(40)), date_to: slashed(day(50)) }
      const shown = (body: Body) =>
        body.values.events.map((e: { event_id: number; open_dates: string[] }) => [e.event_id, e.open_dates])

      const two = await calendar({ ...month, per_day: '2' })
      assert.equal(two.status, 200, JSON.stringify(two.body))
      assert.deepEqual(shown(two.body), [
        [featured, [crowded]],
        [plain[0], [crowded]],
        [twoDay, [next]],
      ])
      assert.deepEqual(two.body.lookups.more, { [crowded]: 9 })

      const standard = await calendar(month)
      assert.deepEqual(shown(standard.body), [
        [featured, [crowded]],
        ...plain.slice(0, 7).map((id) => [id, [crowded]]),
        [twoDay, [next]],
      ])
      assert.deepEqual(standard.body.lookups.more, { [crowded]: 3 })
      const all = await calendar({ ...month, per_day: '20' })
      assert.equal(all.body.values.events.length, 11)
      assert.deepEqual(all.body.lookups.more, {})
    })

    it('refuses a per_day outside 1 to 20 with a 400 naming the field', async () => {
      for (const perDay of ['0', '21', '-1', '2.5', 'eight', '']) {
        const { status, body } = await calendar({ per_day: perDay })
        assert.equal(status, 400, perDay)
        assert.equal(body.errors[0]?.field, 'per_day', perDay)
      }
    })

    it('answers lookbooks_get with the photos and the lookbook, and 404 for an unknown slug', async () => {
      const { status, body } = await call('GET', 'lookbooks_get', { slug: 'nova-aw26' })
      assert.equal(status, 200)
      assert.deepEqual(body.values.lookbook, {
        id: body.values.lookbook.id,
        slug: 'nova-aw26',
        title: 'Nova AW26',
        season: 'AW26',
        designer_name: 'Atelier Nova',
      })
      assert.deepEqual(body.values.photos, [
        {
          id: body.values.photos[0].id,
          url: '/media/l1.webp',
          thumb_url: '/media/l1-t.webp',
          width: 600,
          height: 900,
          caption: 'Look 1',
        },
      ])
      const unknown = await call('GET', 'lookbooks_get', { slug: 'no-such-lookbook' })
      assert.equal(unknown.status, 404)
      assert.equal(unknown.body.errors[0]?.code, 'DISCOVERY_ERR_NOT_FOUND')
    })

    it('logs ticket clicks, withholding the url of featured level 3 events', async () => {
      const visitor = await call('POST', 'user_get_tickets_click', { event_id: eventId })
      assert.deepEqual(visitor.body.values, { ticket_url: 'https://tickets.example/winter', logged: true })
      assert.equal(visitor.body.meta.login_ok, false)
      const partner = await call(
        'POST',
        'user_get_tickets_click',
        { event_id: String(partnerId) },
        member.token,
      )
      assert.deepEqual(partner.body.values, { ticket_url: null, logged: true })
      assert.equal(partner.body.meta.login_ok, true)
      const clicks = await gateway.services.discovery.api.ticketClicksOf(partnerId)
      assert.deepEqual(
        clicks.map((c) => c.user_id),
        [member.userId],
      )
      const unknown = await call('POST', 'user_get_tickets_click', { event_id: 99999 })
      assert.equal(unknown.status, 404)
      const notNumeric = await call('POST', 'user_get_tickets_click', { event_id: 'abc' })
      assert.equal(notNumeric.status, 400)
      assert.equal(notNumeric.body.errors[0]?.field, 'event_id')
    })

    it('counts the page view beacon and says so', async () => {
      const counted = await call('POST', 'event_view_record', { event_id: eventId, paid: 1 })
      assert.deepEqual(counted.body.values, { counted: true })
      const unknown = await call('POST', 'event_view_record', { event_id: 99999 })
      assert.deepEqual(unknown.body.values, { counted: false })
      const bad = await call('POST', 'event_view_record', { event_id: '1.5' })
      assert.equal(bad.status, 400)
      await gateway.services.discovery.api.flushPageViews()
      const row = await gateway.services.discovery.api.eventBySlug('winter-sample-sale')
      assert.equal(Number(row?.page_views_total), 1)
      // paid:1 alone is not a paid placement (gateway/test/security/views.int.test.ts)
      assert.equal(Number(row?.paid_views_total), 0)
    })

    it('shows the organiser the event dashboard row and refuses visitors and other members', async () => {
      const visitor = await call('POST', 'event_dashboard_get', { slug: 'winter-sample-sale' })
      assert.equal(visitor.status, 401)
      assert.equal(visitor.body.meta.login_ok, false)

      const other = await call('POST', 'event_dashboard_get', { slug: 'winter-sample-sale' }, member.token)
      assert.equal(other.status, 403)
      assert.deepEqual(other.body.errors, [
        { code: 'DISCOVERY_ERR_NOT_ORGANISER', message: 'You do not manage this event.' },
      ])

      const unknown = await call('POST', 'event_dashboard_get', { slug: 'no-such-event' }, organiser.token)
      assert.equal(unknown.status, 404)

      const { status, body } = await call(
        'POST',
        'event_dashboard_get',
        { slug: 'winter-sample-sale' },
        organiser.token,
      )
      assert.equal(status, 200, JSON.stringify(body))
      assert.equal(body.meta.login_ok, true)
      const event = body.values.event
      assert.deepEqual(Object.keys(event).sort(), [
        'ad_spend',
        'ad_spend_currency',
        'address_city',
        'date_label',
        'event_hero_url',
        'event_name_en',
        'follower_count',
        'is_before_stats',
        'is_cancelled',
        'is_featured',
        'is_pay_to_play',
        'is_unlisted',
        'page_views_total',
        'paid_views_total',
        'slug',
        'tickets',
      ])
      assert.equal(event.slug, 'winter-sample-sale')
      assert.equal(event.address_city, 'London')
      assert.match(event.date_label, /^\w{3} \d{1,2}( \w{3})? - \w{3} \d{1,2} \w{3} \d{4}$/)
      assert.deepEqual(event.tickets, { ticket_mode: 2, bought_quantity: 7 })
      assert.equal(event.follower_count, 0)
      assert.equal(event.is_featured, false)
      assert.equal(event.ad_spend_currency, 'GBP')
    })
  })
}
