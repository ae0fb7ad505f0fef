import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import {
  ADMIN,
  createDiscoveryHarness,
  type DiscoveryHarness,
  londonEvent,
  ORGANISER,
  OTHER_MEMBER,
  seedCity,
  viewerOf,
} from './support/discovery-harness.ts'

const EVENT = `query ($slug: String!) {
  event(slug: $slug) {
    id name summary description openDates openingTimes { date opens closes } photoCount photos { url }
    type { key name } city { slug } venue { name } designers { slug } detailUrl isExpired
    canManage dashboardUrl
    dashboard { slug eventNameEn addressCity dateLabel isBeforeStats pageViewsTotal paidViewsTotal ticketMode boughtQuantity isFeatured adSpend adSpendCurrency isUnlisted isPayToPlay isCancelled eventHeroUrl }
  }
}`

const CALENDAR = `query ($from: String!, $to: String!, $types: [Int!], $expired: Boolean) {
  calendar(cityId: 1, dateFrom: $from, dateTo: $to, typeIds: $types, includeExpired: $expired) {
    eventId nameEn nameZh detailUrl typeId openDates
  }
}`

for (const kind of testDatabaseKinds()) {
  describe(`discovery events (${kind})`, () => {
    let h: DiscoveryHarness
    let seed: Awaited<ReturnType<typeof seedCity>>
    before(async () => {
      h = await createDiscoveryHarness(kind)
      seed = await seedCity(h.service)
    })
    after(() => h?.close())

    const eventAs = async (
      slug: string,
      viewer: ReturnType<typeof viewerOf> | null,
      locale: 'en' | 'zh' = 'en',
    ) => {
      const result = await h.call(EVENT, { viewer, variables: { slug }, locale })
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      return result.data.event
    }

    it('withholds read more, opening times and slides beyond the first from visitors', async () => {
      const event = await eventAs('winter-sample-sale', null)
      assert.equal(event.summary, 'Up to 80% off')
      assert.equal(event.description, null)
      assert.equal(event.openingTimes, null)
      assert.equal(event.photoCount, 3)
      assert.deepEqual(event.photos, [{ url: '/media/p1.webp' }])
      assert.deepEqual(event.openDates, ['2026-12-05', '2026-12-06'])
      assert.equal(event.detailUrl, '/london/event/winter-sample-sale/')
      assert.deepEqual(event.designers, [{ slug: 'atelier-nova' }])
      assert.equal(event.venue.name, 'The Hall')
    })

    it('shows members the full text, opening times and every photo, in their language', async () => {
      const event = await eventAs('winter-sample-sale', viewerOf(OTHER_MEMBER), 'zh')
      assert.equal(event.name, '冬季样品特卖')
      assert.equal(event.description, '完整介绍')
      assert.equal(event.type.name, '样品特卖')
      assert.deepEqual(event.openingTimes, [
        { date: '2026-12-05', opens: '10:00', closes: '18:00' },
        { date: '2026-12-06', opens: '11:00', closes: '17:00' },
      ])
      assert.equal(event.photos.length, 3)
    })

    it('lets the organiser and admins manage an event, and nobody else', async () => {
      const organiser = await eventAs('winter-sample-sale', viewerOf(ORGANISER))
      assert.equal(organiser.canManage, true)
      assert.equal(organiser.dashboardUrl, '/dashboard/event/winter-sample-sale/')
      assert.deepEqual(organiser.dashboard, {
        slug: 'winter-sample-sale',
        eventNameEn: 'Event winter-sample-sale',
        addressCity: 'London',
        dateLabel: 'Sat 5 - Sun 6 Dec 2026',
        isBeforeStats: true,
        pageViewsTotal: 10,
        paidViewsTotal: 0,
        ticketMode: 2,
        boughtQuantity: 42,
        isFeatured: false,
        adSpend: 150.5,
        adSpendCurrency: 'GBP',
        isUnlisted: false,
        isPayToPlay: false,
        isCancelled: false,
        eventHeroUrl: null,
      })
      const other = await eventAs('winter-sample-sale', viewerOf(OTHER_MEMBER))
      assert.equal(other.canManage, false)
      assert.equal(other.dashboardUrl, null)
      assert.equal(other.dashboard, null)
      const visitor = await eventAs('winter-sample-sale', null)
      assert.equal(visitor.canManage, false)
      assert.equal(visitor.dashboard, null)
      const admin = await eventAs('winter-sample-sale', viewerOf(ADMIN, ['member', 'admin']))
      assert.equal(admin.canManage, true)
      assert.equal(admin.dashboard.slug, 'winter-sample-sale')
    })

    it('lists the events a member organises, and none for a visitor', async () => {
      const query = '{ myManagedEvents { slug } }'
      assert.deepEqual((await h.call(query, { viewer: viewerOf(ORGANISER) })).data.myManagedEvents, [
        { slug: 'winter-sample-sale' },
      ])
      assert.deepEqual((await h.call(query)).data.myManagedEvents, [])
      assert.deepEqual((await h.call(query, { viewer: viewerOf(OTHER_MEMBER) })).data.myManagedEvents, [])
    })

    it('opens an unlisted event by its slug but never lists it', async () => {
      assert.equal((await eventAs('secret-preview', null)).id, seed.unlisted)
      const listed = await h.call('{ events(cityId: 1, from: "2026-12-01", to: "2026-12-31") { slug } }')
      assert.deepEqual(
        listed.data.events.map((e: { slug: string }) => e.slug),
        ['winter-sample-sale', 'partner-party'],
      )
    })

    it('answers the month calendar with each event once and its open days inside the range', async () => {
      const result = await h.call(CALENDAR, { variables: { from: '2026/12/01', to: '2027/01/01' } })
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      assert.deepEqual(result.data.calendar, [
        {
          eventId: seed.sale,
          nameEn: 'Event winter-sample-sale',
          nameZh: '冬季样品特卖',
          detailUrl: '/london/event/winter-sample-sale/',
          typeId: 1,
          openDates: ['2026-12-05', '2026-12-06'],
        },
        {
          eventId: seed.partner,
          nameEn: 'Event partner-party',
          nameZh: null,
          detailUrl: '/london/event/partner-party/',
          typeId: 2,
          openDates: ['2026-12-07'],
        },
      ])
      const halfOpen = await h.call(CALENDAR, { variables: { from: '2026-12-06', to: '2026-12-07' } })
      assert.deepEqual(
        halfOpen.data.calendar.map((e: { openDates: string[] }) => e.openDates),
        [['2026-12-06']],
      )
    })

    it('filters the calendar by type: null is every type, an empty list is none', async () => {
      const ids = async (types: number[] | null) =>
        (
          await h.call(CALENDAR, { variables: { from: '2026-12-01', to: '2027-01-01', types } })
        ).data.calendar.map((e: { eventId: number }) => e.eventId)
      assert.deepEqual(await ids(null), [seed.sale, seed.partner])
      assert.deepEqual(await ids([]), [])
      assert.deepEqual(await ids([2, 4]), [seed.partner])
    })

    it('drops ended events from the calendar only when expired ones are not wanted', async () => {
      const ids = async (expired: boolean) =>
        (
          await h.call(CALENDAR, { variables: { from: '2026-11-15', to: '2026-12-15', expired } })
        ).data.calendar.map((e: { eventId: number }) => e.eventId)
      assert.deepEqual(await ids(true), [seed.past, seed.sale, seed.partner])
      assert.deepEqual(await ids(false), [seed.sale, seed.partner])
    })

    it('refuses a reversed, empty, over-long or unreadable range naming the field', async () => {
      for (const [from, to, code, field] of [
        ['2026-12-10', '2026-12-01', 'DISCOVERY_ERR_BAD_RANGE', 'date_to'],
        ['2026-12-10', '2026-12-10', 'DISCOVERY_ERR_BAD_RANGE', 'date_to'],
        ['2026-01-01', '2026-04-01', 'DISCOVERY_ERR_BAD_RANGE', 'date_to'],
        ['yesterday', '2026-12-10', 'DISCOVERY_ERR_BAD_DATE', 'date_from'],
      ]) {
        const result = await h.call(CALENDAR, { variables: { from, to } })
        const error = result.errors?.[0]
        assert.equal(error?.extensions?.code, code, `${from} → ${to}`)
        assert.equal(error?.extensions?.field, field)
        assert.equal(error?.extensions?.http, 400)
      }
    })

    it('counts page views once per visitor in memory and writes them on flush, setting when stats started', async () => {
      const id = await h.service.api.addEvent(
        londonEvent('counted-show', { openDates: [{ date: '2026-12-10' }] }),
      )
      const record = (paid: boolean, member: number) =>
        h.call('mutation ($id: Int!, $paid: Boolean) { recordEventView(eventId: $id, paid: $paid) }', {
          viewer: viewerOf(member),
          variables: { id, paid },
        })
      for (const [paid, member] of [
        [false, 101],
        [false, 102],
        [true, 103],
        [false, 101],
      ] as const)
        assert.equal((await record(paid, member)).data.recordEventView, true)
      const unknown = await h.call('mutation { recordEventView(eventId: 999999) }')
      assert.equal(unknown.data.recordEventView, false)

      const before = await h.service.api.eventBySlug('counted-show')
      assert.equal(Number(before?.page_views_total), 0, 'nothing written before the flush')
      assert.equal(before?.stats_started_at, null)
      await h.service.api.flushPageViews()
      const after = await h.service.api.eventBySlug('counted-show')
      assert.equal(Number(after?.page_views_total), 3, 'member 101 came twice and counts once')
      assert.equal(Number(after?.paid_views_total), 0, 'paid without a placement token is an ordinary view')
      assert.ok(after?.stats_started_at instanceof Date)
    })

    it('logs ticket clicks and withholds the ticket url of featured level 3 events', async () => {
      const click = (eventId: number, viewer: ReturnType<typeof viewerOf> | null) =>
        h.call('mutation ($id: Int!) { ticketsClicked(eventId: $id) { ticketUrl logged } }', {
          viewer,
          variables: { id: eventId },
        })
      assert.deepEqual((await click(seed.partner, null)).data.ticketsClicked, {
        ticketUrl: null,
        logged: true,
      })
      assert.deepEqual((await click(seed.sale, viewerOf(OTHER_MEMBER))).data.ticketsClicked, {
        ticketUrl: 'https://tickets.example/winter',
        logged: true,
      })
      assert.deepEqual(
        (await h.service.api.ticketClicksOf(seed.partner)).map((c) => c.user_id),
        [null],
      )
      assert.deepEqual(
        (await h.service.api.ticketClicksOf(seed.sale)).map((c) => c.user_id),
        [OTHER_MEMBER],
      )
      const unknown = await click(999999, null)
      assert.equal(unknown.errors?.[0]?.extensions?.code, 'DISCOVERY_ERR_NOT_FOUND')
    })

    it('announces created and changed events and news in the outbox', async () => {
      const created = await h.publishedEvents('discovery.event.created')
      assert.ok(created.some((e) => e.aggregateId === String(seed.sale) && e.payload.cityId === 1))
      await h.service.api.updateEvent(seed.partner, { nameEn: 'Partner party, renamed' })
      await h.service.api.cancelEvent(seed.newYork)
      const changed = await h.publishedEvents('discovery.event.changed')
      assert.deepEqual(
        changed.map((e) => e.payload),
        [
          { id: seed.partner, cityId: 1 },
          { id: seed.newYork, cityId: 2 },
        ],
      )
      assert.equal((await h.service.api.eventBySlug('nyc-pop-up'))?.is_cancelled, true)
      // cancelled once: a second cancellation changes the event again but does not cancel it again
      await h.service.api.cancelEvent(seed.newYork)
      const cancelled = await h.publishedEvents('discovery.event.cancelled')
      assert.deepEqual(
        cancelled.map((e) => e.payload),
        [{ id: seed.newYork, cityId: 2 }],
      )
      const news = await h.publishedEvents('discovery.news.created')
      assert.ok(news.some((e) => e.payload.id === seed.newsId))
      assert.equal((await h.publishedEvents('discovery.designer.created')).length, 2)
      assert.equal((await h.publishedEvents('discovery.venue.created')).length, 1)
    })

    it('adds events in bulk with their dates and keeps the order of the ids', async () => {
      const before = await h.service.api.countEvents()
      const events = Array.from({ length: 2500 }, (_, i) =>
        londonEvent(`bulk-${i}`, {
          cityId: (i % 2) + 1,
          typeId: (i % 4) + 1,
          openDates: [
            { date: `2027-0${(i % 6) + 1}-1${i % 10}` },
            { date: `2027-0${(i % 6) + 1}-2${i % 8}` },
          ],
          designerIds: [seed.designerId],
        }),
      )
      const ids = await h.service.api.addEventsBulk(events)
      assert.equal(ids.length, 2500)
      assert.equal(await h.service.api.countEvents(), before + 2500)
      assert.equal((await h.service.api.eventBySlug('bulk-1234'))?.id, ids[1234])
      const grid = await h.call(
        '{ calendarGrid(cityId: 1, dateFrom: "2027-01-01", dateTo: "2027-02-01", perDay: 20) { events { eventId openDates } more { date count } } }',
      )
      assert.equal(grid.errors, undefined, JSON.stringify(grid.errors))
      // how many of the new events are open on each January day in London
      const openOn = new Map<string, number>()
      for (const e of events.filter((e) => e.cityId === 1)) {
        for (const { date } of e.openDates)
          if (date.startsWith('2027-01')) openOn.set(date, (openOn.get(date) ?? 0) + 1)
      }
      assert.ok(openOn.size > 0)
      const shownOn = new Map<string, number>()
      for (const e of grid.data.calendarGrid.events as { openDates: string[] }[]) {
        for (const date of e.openDates) shownOn.set(date, (shownOn.get(date) ?? 0) + 1)
      }
      for (const [date, open] of openOn) assert.equal(shownOn.get(date), Math.min(open, 20), date)
      assert.deepEqual(
        grid.data.calendarGrid.more,
        [...openOn]
          .filter(([, open]) => open > 20)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, open]) => ({ date, count: open - 20 })),
      )
    })

    if (kind === 'postgres') {
      it('reads the month calendar with an index range scan on event_dates (city, date)', async () => {
        await sql`analyze discovery.event_dates`.execute(h.database.db)
        await sql`analyze discovery.events`.execute(h.database.db)
        const plan = await h.service.api.explainCalendar(1, '2027-01-01', '2027-02-01')
        assert.match(
          plan,
          /Index (Only )?Scan using event_dates_calendar_idx|Bitmap Index Scan on event_dates_calendar_idx/,
          plan,
        )
        // the ranking columns come with the dates: events are read for the chosen rows' names only
        assert.doesNotMatch(plan, /events_calendar_order_idx/, plan)
      })
    }
  })
}
