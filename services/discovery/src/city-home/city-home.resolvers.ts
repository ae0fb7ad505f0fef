import type { RequestContext } from '@showroom/platform'
import { shapeNews, shapeReview } from '../content/content.shape.ts'
import type { ContentStore } from '../content/content.store.ts'
import type { Loaders } from '../discovery.loaders.ts'
import { shapeCity, shapeDesigner } from '../discovery.shape.ts'
import type { CityRow, DiscoveryStore } from '../discovery.store.ts'
import { addDays, todayIn } from '../events/event-dates.ts'
import { shapeEvent } from '../events/event.shape.ts'
import type { EventsStore } from '../events/events.store.ts'
import type { CityHomeStore } from './city-home.store.ts'

// what each carousel of the city home holds
const SIZES = { thisWeek: 12, headlines: 10, designers: 12, trending: 12, reviews: 10, brands: 24 }

interface CityHomeParent {
  city: CityRow
  // today where the city is
  today: string
}

const nextMonthStart = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

// each section is one query, run only when the page asks for it
export function createCityHomeResolvers(deps: {
  home: CityHomeStore
  places: DiscoveryStore
  events: EventsStore
  content: ContentStore
  loaders: Loaders
  now: () => Date
}) {
  const { home, places, events, content, loaders, now } = deps
  const shapeEvents = (ctx: RequestContext) => (rows: Awaited<ReturnType<EventsStore['eventsByIds']>>) =>
    rows.map((row) => shapeEvent(row, ctx.locale, now()))

  return {
    Query: {
      cityHome: async (
        _: unknown,
        args: { cityId: number },
        ctx: RequestContext,
      ): Promise<CityHomeParent | null> => {
        const city = await loaders(ctx).city(args.cityId)
        return city ? { city, today: todayIn(city.timezone, now()) } : null
      },
    },
    CityHome: {
      city: (parent: CityHomeParent, _: unknown, ctx: RequestContext) => shapeCity(parent.city, ctx.locale),
      thisWeek: async (parent: CityHomeParent, _: unknown, ctx: RequestContext) =>
        shapeEvents(ctx)(
          await events.openIn(parent.city.id, parent.today, addDays(parent.today, 7), {
            typeIds: null,
            first: SIZES.thisWeek,
            featuredFirst: true,
            hideCancelled: true,
          }),
        ),
      headlines: async (parent: CityHomeParent, _: unknown, ctx: RequestContext) =>
        (await content.newsList(parent.city.id, SIZES.headlines)).map((row) => shapeNews(row, ctx.locale)),
      designers: async (parent: CityHomeParent, _: unknown, ctx: RequestContext) =>
        (await places.listDesigners(parent.city.id, SIZES.designers)).map((row) =>
          shapeDesigner(row, ctx.locale),
        ),
      trending: async (parent: CityHomeParent, _: unknown, ctx: RequestContext) =>
        shapeEvents(ctx)(await home.trending(parent.city.id, now(), SIZES.trending)),
      reviews: async (parent: CityHomeParent) =>
        (await content.latestReviews(parent.city.id, SIZES.reviews)).map(shapeReview),
      brands: async (parent: CityHomeParent, _: unknown, ctx: RequestContext) =>
        (await home.brands(parent.city.id, SIZES.brands)).map((row) => shapeDesigner(row, ctx.locale)),
      numbers: (parent: CityHomeParent) =>
        home.numbers(
          parent.city.id,
          { from: parent.today, to: addDays(parent.today, 7) },
          { from: `${parent.today.slice(0, 7)}-01`, to: nextMonthStart(parent.today) },
        ),
    },
  }
}
