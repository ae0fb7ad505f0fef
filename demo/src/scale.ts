import type { DiscoveryService } from '@showroom/discovery'
import type { Storage } from '@showroom/platform'
import { CITIES } from './cities.ts'
import { EVENT_TYPES } from './content/event-types.ts'
import { EVENT_NAMES, fill } from './content/texts.ts'
import type { NewEvent } from '@showroom/discovery'
import type { PlacedDesigner, PlacedVenue } from './content/types.ts'
import { addDays, todayIn, zonedInstant } from './dates.ts'
import { type DemoImages, demoImages, installPool } from './images/index.ts'
import { createRandom, type Random } from './random.ts'

export interface ScaleProgress {
  events: number
  total: number
  ms: number
}

export interface ScaleOptions {
  events: number
  seed?: number
  // with a storage the events get the pooled demo images
  storage?: Storage
  batchSize?: number
  onProgress?: (progress: ScaleProgress) => void
  now?: Date
}

const FIRST_WORDS = ['Linen', 'Indigo', 'Selvedge', 'Tweed', 'Pleat', 'Hem', 'Bias', 'Canvas', 'Felt', 'Loom']
const SECOND_WORDS = ['Atelier', 'Studio', 'Works', 'House', 'Collective', 'Supply', 'Label', 'Row']
const ROOMS = ['Hall', 'Loft', 'Rooms', 'Gallery', 'Depot', 'Yard']

const nameOf = (words: string[], random: Random, n: number) =>
  `${random.pick(words)} ${random.pick(SECOND_WORDS)} ${n}`

async function ensureCitiesAndTypes(discovery: DiscoveryService): Promise<void> {
  if ((await discovery.api.countCities()) > 0) return
  for (const [position, city] of CITIES.entries()) await discovery.api.addCity(city, position)
  for (const type of EVENT_TYPES) await discovery.api.addEventType(type)
}

function scaleEvent(
  n: number,
  tag: string,
  random: Random,
  places: { designers: PlacedDesigner[]; venues: PlacedVenue[] },
  today: Map<number, string>,
  images: DemoImages | null,
): NewEvent {
  const city = random.pick(CITIES)
  const typeId = random.int(1, 4)
  const designer = random.pick(places.designers.filter((d) => d.cityId === city.id))
  const venue = random.pick(places.venues.filter((v) => v.cityId === city.id))
  const template = random.pick(EVENT_NAMES[typeId] ?? [])
  const first = addDays(today.get(city.id) as string, random.int(-7, 365))
  const openDates = Array.from({ length: random.int(1, 3) }, (_, k) => ({
    date: addDays(first, k),
    opens: '10:00',
    closes: '18:00',
  }))
  const last = openDates[openDates.length - 1] as { date: string }
  const photos = images ? random.sample(images.photos, random.int(1, 2)) : []
  return {
    slug: `scale-${tag}-${n}`,
    cityId: city.id,
    venueId: venue.id,
    typeId,
    nameEn: fill(template.en, designer.nameEn, venue.name),
    nameZh: city.slug === 'hong-kong' ? fill(template.zh, designer.nameEn, venue.name) : undefined,
    summaryEn: `${designer.nameEn} at ${venue.name}.`,
    heroUrl: images?.hero(typeId - 1, n),
    startsAt: zonedInstant(first, '10:00', city.timezone),
    endsAt: zonedInstant(last.date, '18:00', city.timezone),
    openDates,
    designerIds: [designer.id],
    photos,
    ticketMode: random.int(0, 3) as 0 | 1 | 2 | 3,
    featuredLevel: random.chance(0.05) ? 1 : 0,
    pageViewsTotal: random.int(0, 5000),
  }
}

// fills the database with many events (and designers, venues and news to match), for load tests
export async function loadScaleData(services: { discovery: DiscoveryService }, options: ScaleOptions) {
  const started = Date.now()
  const { discovery } = services
  const random = createRandom(options.seed ?? 1)
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? 1000
  await ensureCitiesAndTypes(discovery)
  let images: DemoImages | null = null
  if (options.storage) {
    await installPool(options.storage)
    images = demoImages(options.storage)
  }
  // a second run adds to the first: slugs carry the number of events already there
  const tag = `${options.seed ?? 1}-${await discovery.api.countEvents()}`
  const today = new Map(CITIES.map((city) => [city.id, todayIn(city.timezone, now)]))

  const designers: PlacedDesigner[] = []
  const venues: PlacedVenue[] = []
  for (const city of CITIES) {
    const perCity = Math.max(2, Math.round(options.events / 250 / CITIES.length))
    for (let n = 0; n < perCity; n++) {
      const nameEn = nameOf(FIRST_WORDS, random, designers.length + 1)
      const slug = `scale-${tag}-designer-${designers.length + 1}`
      const id = await discovery.api.addDesigner({ slug, nameEn, cityId: city.id })
      designers.push({ id, slug, nameEn, cityId: city.id })
    }
    for (let n = 0; n < Math.max(1, Math.round(perCity / 2)); n++) {
      const name = `${random.pick(FIRST_WORDS)} ${random.pick(ROOMS)} ${venues.length + 1}`
      const slug = `scale-${tag}-venue-${venues.length + 1}`
      const id = await discovery.api.addVenue({ slug, name, cityId: city.id })
      venues.push({ id, slug, name, cityId: city.id })
    }
  }

  let done = 0
  while (done < options.events) {
    const size = Math.min(batchSize, options.events - done)
    const batch = Array.from({ length: size }, (_, k) =>
      scaleEvent(done + k + 1, tag, random, { designers, venues }, today, images),
    )
    await discovery.api.addEventsBulk(batch)
    done += size
    options.onProgress?.({ events: done, total: options.events, ms: Date.now() - started })
  }

  const newsCount = Math.max(1, Math.round(options.events / 500))
  for (let n = 0; n < newsCount; n++) {
    const city = CITIES[n % CITIES.length] as (typeof CITIES)[number]
    const designer = random.pick(designers.filter((d) => d.cityId === city.id))
    await discovery.api.addNews({
      slug: `scale-${tag}-news-${n + 1}`,
      cityId: city.id,
      designerId: designer.id,
      titleEn: `${designer.nameEn}: what is on in ${city.nameEn}`,
      titleZh: `${designer.nameEn}：${city.nameZh}近期活动`,
      summaryEn: `The next dates from ${designer.nameEn}.`,
      heroUrl: images?.newsHero(n),
      publishedAt: new Date(now.getTime() - n * 3600 * 1000),
    })
  }
  return {
    events: done,
    designers: designers.length,
    venues: venues.length,
    news: newsCount,
    ms: Date.now() - started,
  }
}
