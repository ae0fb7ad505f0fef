import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createDiscoveryHarness,
  type DiscoveryHarness,
  londonEvent,
  seedCity,
} from './support/discovery-harness.ts'

const GRID = `query ($from: String!, $to: String!, $types: [Int!], $perDay: Int) {
  calendarGrid(cityId: 1, dateFrom: $from, dateTo: $to, typeIds: $types, perDay: $perDay) {
    events { eventId nameEn openDates }
    more { date count }
  }
}`

const LIST = `query ($perDay: Int) {
  calendar(cityId: 1, dateFrom: "2028-03-01", dateTo: "2028-04-01", perDay: $perDay) { eventId openDates }
}`

const MARCH = { from: '2028-03-01', to: '2028-04-01' }
const at = (iso: string) => new Date(iso)

for (const kind of testDatabaseKinds()) {
  describe(`the calendar's events per day (${kind})`, () => {
    let h: DiscoveryHarness
    // slug → id of the events open on the crowded day, 2028-03-10
    const ids = new Map<string, number>()
    const id = (slug: string) => ids.get(slug) as number

    before(async () => {
      h = await createDiscoveryHarness(kind)
      await seedCity(h.service)
      const add = async (slug: string, overrides: Parameters<typeof londonEvent>[1]) =>
        ids.set(slug, await h.service.api.addEvent(londonEvent(slug, overrides)))
      // ten plain events: the even ones start at 10:00, the odd ones at 11:00
      for (let i = 0; i < 10; i++) {
        await add(`plain-${i}`, {
          startsAt: at(`2028-03-10T${10 + (i % 2)}:00:00Z`),
          endsAt: at('2028-03-10T18:00:00Z'),
          openDates: [{ date: '2028-03-10' }],
        })
      }
      // starts last of all, but is featured
      await add('featured', {
        typeId: 2,
        featuredLevel: 1,
        startsAt: at('2028-03-10T21:00:00Z'),
        endsAt: at('2028-03-10T23:00:00Z'),
        openDates: [{ date: '2028-03-10' }],
      })
      await add('partner', {
        typeId: 2,
        featuredLevel: 3,
        startsAt: at('2028-03-10T22:00:00Z'),
        endsAt: at('2028-03-10T23:00:00Z'),
        openDates: [{ date: '2028-03-10' }],
      })
      // open three days, starting before everything else
      await add('long-run', {
        startsAt: at('2028-03-09T09:00:00Z'),
        endsAt: at('2028-03-12T18:00:00Z'),
        openDates: [{ date: '2028-03-10' }, { date: '2028-03-11' }, { date: '2028-03-12' }],
      })
      // loses its place on the crowded day, keeps it on the next
      await add('late-two-day', {
        startsAt: at('2028-03-10T20:00:00Z'),
        endsAt: at('2028-03-11T22:00:00Z'),
        openDates: [{ date: '2028-03-10' }, { date: '2028-03-11' }],
      })
      // never shown nor counted, however featured
      await add('hidden', {
        featuredLevel: 3,
        isUnlisted: true,
        startsAt: at('2028-03-10T08:00:00Z'),
        endsAt: at('2028-03-10T09:00:00Z'),
        openDates: [{ date: '2028-03-10' }],
      })
    })
    after(() => h?.close())

    const grid = async (variables: Record<string, unknown>) => {
      const result = await h.call(GRID, { variables: { ...MARCH, ...variables } })
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      return result.data.calendarGrid as {
        events: { eventId: number; nameEn: string; openDates: string[] }[]
        more: { date: string; count: number }[]
      }
    }

    it('keeps the first events of each day, featured first, and each event once with its chosen days', async () => {
      const { events, more } = await grid({ perDay: 3 })
      assert.deepEqual(events, [
        { eventId: id('partner'), nameEn: 'Event partner', openDates: ['2028-03-10'] },
        { eventId: id('featured'), nameEn: 'Event featured', openDates: ['2028-03-10'] },
        {
          eventId: id('long-run'),
          nameEn: 'Event long-run',
          openDates: ['2028-03-10', '2028-03-11', '2028-03-12'],
        },
        { eventId: id('late-two-day'), nameEn: 'Event late-two-day', openDates: ['2028-03-11'] },
      ])
      // 14 listed events were open on the 10th; the unlisted one is not counted
      assert.deepEqual(more, [{ date: '2028-03-10', count: 11 }])
    })

    it('orders the rest of a day by start, then by id', async () => {
      const { events, more } = await grid({ perDay: 20 })
      const slugs = [...ids.keys()]
      const onTheTenth = events
        .filter((e) => e.openDates.includes('2028-03-10'))
        .map((e) => slugs.find((slug) => id(slug) === e.eventId))
      assert.deepEqual(onTheTenth, [
        'partner',
        'featured',
        'long-run',
        'plain-0',
        'plain-2',
        'plain-4',
        'plain-6',
        'plain-8',
        'plain-1',
        'plain-3',
        'plain-5',
        'plain-7',
        'plain-9',
        'late-two-day',
      ])
      assert.deepEqual(more, [])
    })

    it('shows eight a day unless asked, and counts only the events of the chosen types', async () => {
      const standard = await grid({})
      assert.equal(standard.events.filter((e) => e.openDates.includes('2028-03-10')).length, 8)
      assert.deepEqual(standard.more, [{ date: '2028-03-10', count: 6 }])
      const featuredOnly = await grid({ types: [2], perDay: 1 })
      assert.deepEqual(
        featuredOnly.events.map((e) => e.eventId),
        [id('partner')],
      )
      assert.deepEqual(featuredOnly.more, [{ date: '2028-03-10', count: 1 }])
    })

    it('takes a list of types of any length: 70,000 of them answer as the one they hold', async () => {
      // one parameter for the list: written one per type, this passed PostgreSQL's 65,535 and failed
      const many = Array.from({ length: 70_000 }, (_, i) => i + 3)
      const featuredOnly = await grid({ types: [...many, 2], perDay: 1 })
      assert.deepEqual(
        featuredOnly.events.map((e) => e.eventId),
        [id('partner')],
      )
      assert.deepEqual(featuredOnly.more, [{ date: '2028-03-10', count: 1 }])
    })

    it('bounds the plain calendar list the same way', async () => {
      const result = await h.call(LIST, { variables: { perDay: 1 } })
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      assert.deepEqual(result.data.calendar, [
        { eventId: id('partner'), openDates: ['2028-03-10'] },
        { eventId: id('long-run'), openDates: ['2028-03-11', '2028-03-12'] },
      ])
    })

    it('refuses a per-day limit outside 1 to 20 naming per_day', async () => {
      for (const perDay of [0, -1, 21, 1000]) {
        for (const source of [GRID, LIST]) {
          const result = await h.call(source, { variables: { ...MARCH, perDay } })
          const error = result.errors?.[0]
          assert.equal(error?.extensions?.code, 'DISCOVERY_ERR_BAD_PER_DAY', `${perDay}`)
          assert.equal(error?.extensions?.field, 'per_day')
          assert.equal(error?.extensions?.http, 400)
          assert.equal(error?.message, 'Please ask for 1 to 20 events a day.')
        }
      }
      assert.equal((await grid({ perDay: 1 })).events.length, 2)
      assert.equal((await grid({ perDay: 20 })).more.length, 0)
    })

    // the dates carry the event's ranking columns: a later change of the event must reach them
    it("follows an event's later changes of featuring, start, type and listing", async () => {
      const firstOfTheTenth = async (types?: number[]) =>
        (await grid({ perDay: 1, ...(types ? { types } : {}) })).events.find((e) =>
          e.openDates.includes('2028-03-10'),
        )?.eventId
      await h.service.api.updateEvent(id('plain-9'), {
        featuredLevel: 3,
        startsAt: at('2028-03-10T08:00:00Z'),
      })
      assert.equal(await firstOfTheTenth(), id('plain-9'))
      await h.service.api.updateEvent(id('plain-9'), { typeId: 2 })
      assert.equal(await firstOfTheTenth([2]), id('plain-9'))
      await h.service.api.updateEvent(id('plain-9'), { isUnlisted: true })
      assert.equal(await firstOfTheTenth(), id('partner'))
      await h.service.api.updateEvent(id('plain-9'), {
        featuredLevel: 0,
        startsAt: at('2028-03-10T11:00:00Z'),
        typeId: 1,
        isUnlisted: false,
      })
      assert.equal(await firstOfTheTenth(), id('partner'))
      assert.deepEqual((await grid({})).more, [{ date: '2028-03-10', count: 6 }])
    })
  })
}
