import { addDays, weekdayOf, zonedInstant } from '../dates.ts'
import type { DemoImages } from '../images/index.ts'
import { type Random, slugify } from '../random.ts'
import { EDUCATION, EXHIBITION, IN_STORE, SAMPLE_SALE } from './event-types.ts'
import { CAPTIONS, description, EVENT_NAMES, fill, SUMMARIES } from './texts.ts'
import type { NewEvent } from '@showroom/discovery'
import type { DemoCity, PlacedDesigner, PlacedVenue } from './types.ts'

export interface CityEventPlan {
  city: DemoCity
  designers: PlacedDesigner[]
  venues: PlacedVenue[]
  images: DemoImages
  random: Random
  // the city's local day the data is loaded on
  today: string
  upcoming: number
  past: number
  // the member who organises the events of these brands and venues
  organiser: { userId: number; designerIds: ReadonlySet<number>; venueIds: ReadonlySet<number> }
  // a running number that keeps slugs unique across cities
  serial: () => number
}

// day offsets of the first events of every city, so each one has something on this week
const THIS_WEEK = [-1, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 6]
const TYPE_WEIGHTS: Record<number, number> = { 1: 35, 2: 25, 3: 20, 4: 20 }
const MONEY: Record<string, string> = { gbp: '£', usd: '$', hkd: 'HK$' }
// the organiser's brand and venue appear less often, so her dashboard stays a readable size
const ORGANISED_WEIGHT = 0.35

type OpenDate = NewEvent['openDates'][number]

function openDatesFor(typeId: number, first: string, random: Random): OpenDate[] {
  switch (typeId) {
    case SAMPLE_SALE: {
      const days = random.int(1, 4)
      return Array.from({ length: days }, (_, n) => ({
        date: addDays(first, n),
        opens: '10:00',
        closes: n === days - 1 ? '16:00' : '19:00',
      }))
    }
    case IN_STORE:
      return Array.from({ length: random.chance(0.2) ? 2 : 1 }, (_, n) => ({
        date: addDays(first, n),
        opens: '18:30',
        closes: '21:30',
      }))
    case EXHIBITION: {
      const span = random.int(7, 21)
      const allDay = random.chance(0.25)
      return Array.from({ length: span }, (_, n) => addDays(first, n))
        .filter((day, n) => n === 0 || weekdayOf(day) !== 1)
        .map((date) => (allDay ? { date } : { date, opens: '11:00', closes: '18:00' }))
    }
    default: {
      const sessions = random.chance(0.3) ? random.int(3, 4) : 1
      const [opens, closes] = random.chance(0.5) ? ['19:00', '21:00'] : ['10:00', '13:00']
      return Array.from({ length: sessions }, (_, n) => ({ date: addDays(first, n * 7), opens, closes }))
    }
  }
}

function ticketsFor(typeId: number, random: Random, city: DemoCity, slug: string) {
  const weights: Record<number, number[]> = {
    [SAMPLE_SALE]: [6, 3, 1, 1],
    [IN_STORE]: [2, 4, 1, 3],
    [EXHIBITION]: [5, 1, 3, 1],
    [EDUCATION]: [0, 1, 6, 1],
  }
  const mode = random.weighted([0, 1, 2, 3] as const, (m) => weights[typeId]?.[m] ?? 1)
  const money = MONEY[city.currency] ?? '$'
  const price = random.pick([5, 10, 15, 20, 25, 35, 45])
  const labels = {
    0: { en: 'Free entry', zh: '免费入场' },
    1: { en: 'Free, RSVP', zh: '免费，需预约' },
    2: { en: `${money}${price}`, zh: `${money}${price}` },
    3: { en: 'Guest list', zh: '嘉宾名单' },
  }[mode]
  return {
    ticketMode: mode,
    ticketUrl: mode === 2 ? `https://tickets.showroom.test/${slug}` : undefined,
    ticketsBought: mode >= 2 ? random.int(0, 180) : 0,
    priceLabelEn: labels.en,
    priceLabelZh: labels.zh,
  }
}

export function cityEvents(plan: CityEventPlan): NewEvent[] {
  const { city, random, organiser } = plan
  const weightOfDesigner = (d: PlacedDesigner) => (organiser.designerIds.has(d.id) ? ORGANISED_WEIGHT : 1)
  const weightOfVenue = (v: PlacedVenue) => (organiser.venueIds.has(v.id) ? ORGANISED_WEIGHT : 1)
  const total = plan.upcoming + plan.past
  const events: NewEvent[] = []
  for (let n = 0; n < total; n++) {
    const isPast = n >= plan.upcoming
    const offset = isPast ? random.int(-150, -8) : (THIS_WEEK[n] ?? random.int(-3, 120))
    const typeId =
      n < THIS_WEEK.length ? (n % 4) + 1 : random.weighted([1, 2, 3, 4], (t) => TYPE_WEIGHTS[t] ?? 1)
    const lead = random.weighted(plan.designers, weightOfDesigner)
    const others = random.sample(
      plan.designers.filter((d) => d !== lead && !organiser.designerIds.has(d.id)),
      random.weighted([0, 1, 2], (k) => [6, 3, 1][k] ?? 1),
    )
    const designers = [lead, ...others]
    const venue = random.weighted(plan.venues, weightOfVenue)
    const template = random.pick(EVENT_NAMES[typeId] ?? [])
    const nameEn = fill(template.en, lead.nameEn, venue.name)
    const withChinese = city.slug === 'hong-kong' || random.chance(0.25)
    const zh = (text: string) => fill(text, lead.nameZh ?? lead.nameEn, venue.nameZh ?? venue.name)
    const slug = `${slugify(nameEn)}-${plan.serial()}`
    const summary = random.pick(SUMMARIES[typeId] ?? [])
    const body = description(random, random.chance(0.4))
    const openDates = openDatesFor(typeId, addDays(plan.today, offset), random)
    const first = openDates[0] as OpenDate
    const last = openDates[openDates.length - 1] as OpenDate
    const startsAt = zonedInstant(first.date, first.opens ?? '00:00', city.timezone)
    const endsAt = zonedInstant(last.date, last.closes ?? '23:59', city.timezone)
    const heroUrl = plan.images.hero(typeId - 1, random.int(0, 3))
    const photos = random.sample(plan.images.photos, random.int(3, 5)).map((photo) => {
      const caption = random.pick(CAPTIONS)
      return { ...photo, captionEn: caption.en, captionZh: caption.zh }
    })
    const featured = random.chance(0.12)
      ? random.weighted([1, 2, 3] as const, (l) => [6, 3, 1][l - 1] ?? 1)
      : 0
    const pageViews = isPast && offset < -90 ? 0 : random.int(20, 20000)
    const organised =
      designers.some((d) => organiser.designerIds.has(d.id)) || organiser.venueIds.has(venue.id)
    events.push({
      slug,
      cityId: city.id,
      venueId: venue.id,
      typeId,
      nameEn,
      nameZh: withChinese ? zh(template.zh) : undefined,
      summaryEn: fill(summary.en, lead.nameEn, venue.name),
      summaryZh: withChinese ? zh(summary.zh) : undefined,
      descriptionEn: fill(body.en, lead.nameEn, venue.name),
      descriptionZh: withChinese ? zh(body.zh) : undefined,
      heroUrl,
      startsAt,
      endsAt,
      openDates,
      designerIds: designers.map((d) => d.id),
      organiserIds: organised ? [organiser.userId] : [],
      photos,
      ...ticketsFor(typeId, random, city, slug),
      featuredLevel: featured,
      isUnlisted: n >= THIS_WEEK.length && random.chance(0.03),
      isPayToPlay: random.chance(0.05),
      isCancelled: n >= THIS_WEEK.length && random.chance(0.03),
      adSpend: random.chance(0.2) ? random.int(50, 2000) : 0,
      adSpendCurrency: city.slug === 'london' ? 'GBP' : 'USD',
      pageViewsTotal: pageViews,
      paidViewsTotal: Math.floor(pageViews * random.next() * 0.2),
      // events that ended before counting began have no stats (the dashboard says so)
      statsStartedAt: pageViews > 0 ? new Date(startsAt.getTime() - 30 * 24 * 3600 * 1000) : undefined,
    })
  }
  return events
}
