import type { RequestContext } from '@showroom/platform'
import { shapeLookbook, shapeNews } from './content/content.shape.ts'
import type { Loaders } from './discovery.loaders.ts'
import { shapeCity, shapeDesigner, shapeVenue } from './discovery.shape.ts'
import type { DiscoveryStore } from './discovery.store.ts'
import { shapeEvent } from './events/event.shape.ts'

const MAX_PAGE = 100
const clamp = (n: number | null | undefined, max: number, fallback: number) =>
  Math.min(Math.max(n ?? fallback, 1), max)
type EventListArgs = { past?: boolean | null; first?: number | null }
const listKey = (args: EventListArgs) =>
  `${args.past ? 'past' : 'upcoming'}:${clamp(args.first, MAX_PAGE, 12)}`

// cities, designers and venues, with the events, lookbooks and news hanging off them
export function createPlacesResolvers(store: DiscoveryStore, loaders: Loaders, now: () => Date) {
  return {
    Query: {
      cities: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (await store.listCities()).map((row) => shapeCity(row, ctx.locale)),
      city: async (_: unknown, args: { id?: number | null; url?: string | null }, ctx: RequestContext) => {
        const row =
          args.id != null
            ? await store.cityById(args.id)
            : args.url
              ? await store.cityBySlug(args.url.replace(/^\/|\/$/g, ''))
              : undefined
        return row ? shapeCity(row, ctx.locale) : null
      },
      designer: async (_: unknown, args: { slug: string }, ctx: RequestContext) => {
        const row = await store.designerBySlug(args.slug)
        return row ? shapeDesigner(row, ctx.locale) : null
      },
      venue: async (_: unknown, args: { slug: string }, ctx: RequestContext) => {
        const row = await store.venueBySlug(args.slug)
        return row ? shapeVenue(row, ctx.locale) : null
      },
      designers: async (
        _: unknown,
        args: { cityId?: number | null; first?: number | null },
        ctx: RequestContext,
      ) =>
        (await store.listDesigners(args.cityId ?? null, clamp(args.first, MAX_PAGE, 24))).map((r) =>
          shapeDesigner(r, ctx.locale),
        ),
      venues: async (
        _: unknown,
        args: { cityId?: number | null; first?: number | null },
        ctx: RequestContext,
      ) =>
        (await store.listVenues(args.cityId ?? null, clamp(args.first, MAX_PAGE, 24))).map((r) =>
          shapeVenue(r, ctx.locale),
        ),
      lookupDesigners: async (
        _: unknown,
        args: { prefix: string; limit?: number | null },
        ctx: RequestContext,
      ) => {
        const prefix = args.prefix.trim()
        if (!prefix) return []
        return (await store.designersByPrefix(prefix, clamp(args.limit, 10, 10))).map((r) =>
          shapeDesigner(r, ctx.locale),
        )
      },
    },
    City: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).city(ref.id)
        return row ? shapeCity(row, ctx.locale) : null
      },
    },
    Designer: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).designer(ref.id)
        return row ? shapeDesigner(row, ctx.locale) : null
      },
      city: async (designer: { cityId: number | null }, _: unknown, ctx: RequestContext) => {
        if (designer.cityId === null) return null
        const row = await loaders(ctx).city(designer.cityId)
        return row ? shapeCity(row, ctx.locale) : null
      },
      events: async (designer: { id: number }, args: EventListArgs, ctx: RequestContext) =>
        ((await loaders(ctx).eventsOfDesigner(listKey(args), designer.id)) ?? []).map((row) =>
          shapeEvent(row, ctx.locale, now()),
        ),
      lookbooks: async (designer: { id: number }, _: unknown, ctx: RequestContext) =>
        ((await loaders(ctx).lookbooksOfDesigner(designer.id)) ?? []).map((row) =>
          shapeLookbook(row, ctx.locale),
        ),
      news: async (designer: { id: number }, args: { first?: number | null }, ctx: RequestContext) =>
        ((await loaders(ctx).newsOfDesigner(String(clamp(args.first, MAX_PAGE, 6)), designer.id)) ?? []).map(
          (row) => shapeNews(row, ctx.locale),
        ),
    },
    Venue: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).venue(ref.id)
        return row ? shapeVenue(row, ctx.locale) : null
      },
      city: async (venue: { cityId: number }, _: unknown, ctx: RequestContext) => {
        const row = await loaders(ctx).city(venue.cityId)
        return row ? shapeCity(row, ctx.locale) : null
      },
      events: async (venue: { id: number }, args: EventListArgs, ctx: RequestContext) =>
        ((await loaders(ctx).eventsOfVenue(listKey(args), venue.id)) ?? []).map((row) =>
          shapeEvent(row, ctx.locale, now()),
        ),
      lookbooks: async (venue: { id: number }, _: unknown, ctx: RequestContext) =>
        ((await loaders(ctx).lookbooksOfVenue(venue.id)) ?? []).map((row) => shapeLookbook(row, ctx.locale)),
    },
  }
}
