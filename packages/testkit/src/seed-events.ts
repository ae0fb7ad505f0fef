import type { Services } from 'gateway'

// London, one event type and a plain event per slug: enough for a service that only needs events
// to exist (comments, benchmarks); returns the event ids in slug order
export async function seedLondonEvents<const S extends readonly string[]>(
  discovery: Services['discovery'],
  slugs: S,
): Promise<{ -readonly [K in keyof S]: number }> {
  await discovery.api.addCity(
    { id: 1, slug: 'london', nameEn: 'London', timezone: 'Europe/London', currency: 'gbp' },
    0,
  )
  await discovery.api.addEventType({
    id: 1,
    key: 'sample-sale',
    nameEn: 'Sample sale',
    color: '#000',
    position: 0,
  })
  const ids: number[] = []
  for (const slug of slugs) {
    ids.push(
      await discovery.api.addEvent({
        slug,
        cityId: 1,
        typeId: 1,
        nameEn: `Event ${slug}`,
        startsAt: new Date('2026-05-01T10:00:00Z'),
        endsAt: new Date('2026-05-02T18:00:00Z'),
        openDates: [{ date: '2026-05-01' }],
      }),
    )
  }
  return ids as { -readonly [K in keyof S]: number }
}
