import type { RequestContext } from '@showroom/platform'
import type { Loaders } from '../discovery.loaders.ts'
import type { KeptAnswers } from '../kept-answers/kept-answers.ts'
import { shapeCity, shapeDesigner, shapeVenue } from '../discovery.shape.ts'
import { shapeReview } from '../content/content.shape.ts'
import {
  type EventParent,
  DASH_PREFIX,
  eventDetailUrl,
  shapeDashboard,
  shapeEvent,
  shapeEventType,
  shapePhoto,
} from './event.shape.ts'
import type { EventRow, EventsStore } from './events.store.ts'
import { type EventsService, isAdmin } from './events.service.ts'

const MAX_PAGE = 100
const clamp = (n: number | null | undefined, fallback: number) =>
  Math.min(Math.max(n ?? fallback, 1), MAX_PAGE)
interface CalendarArgs {
  cityId: number
  dateFrom: string
  dateTo: string
  typeIds?: number[] | null
  includeExpired?: boolean | null
  perDay?: number | null
}

const present = <T>(items: (T | null)[]) => items.filter((x): x is T => x !== null)

// thin: parse arguments, ask the service or a batch loader, shape the answer
export function createEventsResolvers(deps: {
  service: EventsService
  store: EventsStore
  loaders: Loaders
  kept: KeptAnswers
  now: () => Date
}) {
  const { service, store, loaders, kept, now } = deps
  const shape = (ctx: RequestContext) => (row: EventRow) => shapeEvent(row, ctx.locale, now())
  // a city's month is the same for everyone who opens it until an event changes (ADR 11); whether
  // ended events are left out is part of the question, the moment it is asked is not
  const calendar = (args: CalendarArgs, ctx: RequestContext) =>
    kept.answer(
      ctx,
      'calendar',
      [
        args.cityId,
        args.dateFrom,
        args.dateTo,
        args.typeIds ?? null,
        args.includeExpired === false,
        args.perDay ?? null,
      ],
      () => service.calendar(args),
    )

  async function canManage(event: EventParent, ctx: RequestContext) {
    if (!ctx.viewer) return false
    if (isAdmin(ctx)) return true
    return (await loaders(ctx).organises(`${ctx.viewer.userId}:${event.id}`)) ?? false
  }

  return {
    Query: {
      event: async (_: unknown, args: { slug: string }, ctx: RequestContext) => {
        const row = await store.eventBySlug(args.slug)
        return row ? shape(ctx)(row) : null
      },
      eventById: async (_: unknown, args: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).event(args.id)
        return row ? shape(ctx)(row) : null
      },
      events: async (
        _: unknown,
        args: { cityId: number; from: string; to: string; typeIds?: number[] | null; first?: number | null },
        ctx: RequestContext,
      ) => (await service.openIn({ ...args, first: clamp(args.first, 48) })).map(shape(ctx)),
      eventTypes: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (await loaders(ctx).eventTypes()).map((row) => shapeEventType(row, ctx.locale)),
      calendar: async (_: unknown, args: CalendarArgs, ctx: RequestContext) =>
        (await calendar(args, ctx)).events,
      calendarGrid: (_: unknown, args: CalendarArgs, ctx: RequestContext) => calendar(args, ctx),
      managedEvent: async (_: unknown, args: { slug: string }, ctx: RequestContext) =>
        shape(ctx)(await service.managedEvent(ctx, args.slug)),
      myManagedEvents: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (await service.managedEvents(ctx)).map(shape(ctx)),
    },
    Mutation: {
      // paid on its own proves nothing: only a placement token makes a view paid
      recordEventView: (
        _: unknown,
        args: { eventId: number; placement?: string | null },
        ctx: RequestContext,
      ) => service.recordView(ctx, args.eventId, args.placement ?? null),
      ticketsClicked: (_: unknown, args: { eventId: number }, ctx: RequestContext) =>
        service.ticketsClicked(ctx, args.eventId),
    },
    Event: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).event(ref.id)
        return row ? shape(ctx)(row) : null
      },
      // read more and opening times need login (spec part 6)
      description: (event: EventParent, _: unknown, ctx: RequestContext) => {
        if (!ctx.viewer || event.row.description_en === null) return null
        return ctx.locale === 'zh' && event.row.description_zh
          ? event.row.description_zh
          : event.row.description_en
      },
      openingTimes: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        if (!ctx.viewer) return null
        return ((await loaders(ctx).openDates(event.id)) ?? []).map((d) => ({
          date: d.date,
          opens: d.opens,
          closes: d.closes,
        }))
      },
      openDates: async (event: EventParent, _: unknown, ctx: RequestContext) =>
        ((await loaders(ctx).openDates(event.id)) ?? []).map((d) => d.date),
      photoCount: async (event: EventParent, _: unknown, ctx: RequestContext) =>
        ((await loaders(ctx).photos(event.id)) ?? []).length,
      // slides beyond the first need login
      photos: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        const photos = (await loaders(ctx).photos(event.id)) ?? []
        return (ctx.viewer ? photos : photos.slice(0, 1)).map((p) => shapePhoto(p, ctx.locale))
      },
      type: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        const type = (await loaders(ctx).eventTypes()).find((t) => t.id === event.row.type_id)
        if (!type) throw new Error(`event ${event.id} has an unknown type ${event.row.type_id}`)
        return shapeEventType(type, ctx.locale)
      },
      city: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        const city = await loaders(ctx).city(event.row.city_id)
        return city ? shapeCity(city, ctx.locale) : null
      },
      venue: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        if (event.row.venue_id === null) return null
        const venue = await loaders(ctx).venue(event.row.venue_id)
        return venue ? shapeVenue(venue, ctx.locale) : null
      },
      designers: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        const ids = (await loaders(ctx).designerIds(event.id)) ?? []
        const rows = await Promise.all(ids.map((id) => loaders(ctx).designer(id)))
        return present(rows).map((row) => shapeDesigner(row, ctx.locale))
      },
      detailUrl: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        const city = await loaders(ctx).city(event.row.city_id)
        return eventDetailUrl(city?.slug ?? '', event.slug)
      },
      placementToken: (event: EventParent) => service.placementToken(event.row),
      canManage: (event: EventParent, _: unknown, ctx: RequestContext) => canManage(event, ctx),
      dashboardUrl: async (event: EventParent, _: unknown, ctx: RequestContext) =>
        (await canManage(event, ctx)) ? `${DASH_PREFIX}event/${event.slug}/` : null,
      dashboard: async (event: EventParent, _: unknown, ctx: RequestContext) => {
        if (!(await canManage(event, ctx))) return null
        const city = await loaders(ctx).city(event.row.city_id)
        return city ? shapeDashboard(event.row, city) : null
      },
      reviews: async (event: EventParent, args: { first?: number | null }, ctx: RequestContext) =>
        ((await loaders(ctx).eventReviews(String(clamp(args.first, 10)), event.id)) ?? []).map(shapeReview),
      averageRating: async (event: EventParent, _: unknown, ctx: RequestContext) =>
        (await loaders(ctx).reviewStats(event.id))?.average ?? null,
      reviewCount: async (event: EventParent, _: unknown, ctx: RequestContext) =>
        (await loaders(ctx).reviewStats(event.id))?.count ?? 0,
    },
  }
}
