import type { Logger, RequestContext } from '@showroom/platform'
import { discoveryErrors } from '../discovery.errors.ts'
import type { DiscoveryStore } from '../discovery.store.ts'
import type { Versioned } from '../kept-answers/kept-answers.ts'
import { type CalendarGrid, calendarGrid, emptyCalendarGrid, perDayOf } from './calendar-grid.ts'
import { parseRange } from './event-dates.ts'
import type { EventRow, EventsStore } from './events.store.ts'
import { type PageViewCounter, visitorOf } from './page-views.ts'
import type { PlacementTokens } from './placement-tokens.ts'

export interface EventsServiceDeps {
  events: EventsStore
  places: DiscoveryStore
  counter: PageViewCounter
  placements: PlacementTokens
  logger: Logger
  now: () => Date
}

export const isAdmin = (ctx: RequestContext) => ctx.viewer?.roles.includes('admin') ?? false

// the rules around events: ranges, what lists hold, counting views and ticket clicks
// featured and pay-to-play events are the placements someone paid for
const isPaidPlacement = (event: EventRow) => event.featured_level > 0 || event.is_pay_to_play

export function createEventsService({ events, places, counter, placements, now }: EventsServiceDeps) {
  return {
    async openIn(args: {
      cityId: number
      from: string
      to: string
      typeIds?: readonly number[] | null
      first: number
    }) {
      const range = parseRange(args.from, args.to)
      const typeIds = args.typeIds ?? null
      if (typeIds?.length === 0) return []
      return events.openIn(args.cityId, range.from, range.to, { typeIds, first: args.first })
    },

    // calendar_in_city: at most perDay listed events a day, each event once with the days it
    // was chosen on, and how many were left out of each fuller day
    async calendar(args: {
      cityId: number
      dateFrom: string
      dateTo: string
      typeIds?: readonly number[] | null
      includeExpired?: boolean | null
      perDay?: number | null
    }): Promise<Versioned<CalendarGrid>> {
      const range = parseRange(args.dateFrom, args.dateTo)
      const perDay = perDayOf(args.perDay)
      const typeIds = args.typeIds ?? null
      // the spec: with no event type selected the calendar shows no events
      if (typeIds?.length === 0) return { value: emptyCalendarGrid(), version: null }
      // the city (for its links) and the month side by side: one round trip, not two in turn; an
      // unknown city has no events, so its month is simply empty
      const [city, { value: rows, version }] = await Promise.all([
        places.cityById(args.cityId),
        events.calendar({
          cityId: args.cityId,
          from: range.from,
          to: range.to,
          typeIds,
          endedBefore: args.includeExpired === false ? now() : null,
          perDay,
        }),
      ])
      if (!city) return { value: emptyCalendarGrid(), version }
      return { value: calendarGrid(rows, city.slug, perDay), version }
    },

    // the organiser card: only for the event's organisers and admins
    async managedEvent(ctx: RequestContext, slug: string): Promise<EventRow> {
      if (!ctx.viewer) throw discoveryErrors.notSignedIn()
      const event = await events.eventBySlug(slug)
      if (!event) throw discoveryErrors.notFound('event')
      if (isAdmin(ctx)) return event
      const organised = await events.organisedBy(ctx.viewer.userId, [event.id])
      if (!organised.length) throw discoveryErrors.notOrganiser()
      return event
    },

    managedEvents(ctx: RequestContext): Promise<EventRow[]> {
      if (!ctx.viewer) return Promise.resolve([])
      return events.managedBy(ctx.viewer.userId)
    },

    // once per visitor per day, in memory and written within a few seconds; paid only through a
    // placement link this site signed for a paid placement (ADR 0008); false for an unknown event
    async recordView(ctx: RequestContext, eventId: number, placement: string | null): Promise<boolean> {
      const event = await events.eventById(eventId)
      if (!event) return false
      const paid = isPaidPlacement(event) && placements.verify(eventId, placement)
      counter.record(eventId, visitorOf(ctx), paid)
      return true
    },

    placementToken(event: EventRow): string | null {
      return isPaidPlacement(event) ? placements.issue(event.id) : null
    },

    // featured level 3 (partner) events: the click is only logged, the button leads nowhere
    async ticketsClicked(ctx: RequestContext, eventId: number) {
      const event = await events.eventById(eventId)
      if (!event) throw discoveryErrors.notFound('event')
      await events.insertTicketClick(eventId, ctx.viewer?.userId ?? null)
      return { ticketUrl: event.featured_level === 3 ? null : event.ticket_url, logged: true }
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
