import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createFileStorage } from '@showroom/platform'
import { CITIES } from '../cities.ts'
import { addDays } from '../dates.ts'
import { demoImages } from '../images/index.ts'
import { createRandom } from '../random.ts'
import { cityEvents } from './events.ts'

const images = demoImages(createFileStorage('/nonexistent-demo-root'))
const london = CITIES[0]
const designers = [
  { id: 1, slug: 'atelier-nord', nameEn: 'Atelier Nord', cityId: 1 },
  { id: 2, slug: 'maison-verre', nameEn: 'Maison Verre', cityId: 1 },
  { id: 3, slug: 'hollis-row', nameEn: 'Hollis Row', cityId: 1 },
]
const venues = [
  { id: 10, slug: 'the-glasshouse', name: 'The Glasshouse', cityId: 1 },
  { id: 11, slug: 'marylebone-loft', name: 'Marylebone Loft', cityId: 1 },
]
const plan = () => {
  let serial = 0
  return {
    city: london,
    designers,
    venues,
    images,
    random: createRandom(5),
    today: '2026-11-23',
    upcoming: 120,
    past: 20,
    organiser: { userId: 99, designerIds: new Set([1]), venueIds: new Set([10]) },
    serial: () => ++serial,
  }
}

describe('the demo event generator', () => {
  test('makes the same events from the same seed and day', () => {
    assert.deepEqual(cityEvents(plan()), cityEvents(plan()))
  })

  test('opens events of every type in the coming week, and has past ones', () => {
    const events = cityEvents(plan())
    const week = events.filter((e) =>
      e.openDates.some((d) => d.date >= '2026-11-23' && d.date < addDays('2026-11-23', 7)),
    )
    assert.deepEqual(new Set(week.map((e) => e.typeId)), new Set([1, 2, 3, 4]))
    assert.equal(events.filter((e) => e.endsAt < new Date('2026-11-15')).length >= 20, true)
    assert.equal(new Set(events.map((e) => e.slug)).size, events.length)
  })

  test('gives the organiser exactly the events of her brand and venue', () => {
    for (const event of cityEvents(plan())) {
      const ours = event.venueId === 10 || event.designerIds?.includes(1)
      assert.deepEqual(event.organiserIds, ours ? [99] : [], event.slug)
    }
  })

  test('spends in pounds in London, keeps photo sizes and ticket modes in range', () => {
    for (const event of cityEvents(plan())) {
      assert.equal(event.adSpendCurrency, 'GBP')
      assert.ok((event.photos?.length ?? 0) >= 3)
      assert.ok([0, 1, 2, 3].includes(event.ticketMode ?? -1))
      assert.ok(event.startsAt < event.endsAt)
    }
  })
})
