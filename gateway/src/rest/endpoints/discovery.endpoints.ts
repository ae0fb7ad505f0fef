import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import {
  type CalendarEventTypeAnswer,
  type CalendarGridAnswer,
  type CalendarSale,
  calendarSaleEntries,
  saleWindow,
} from '@showroom/contracts'
import { flag, id, text } from './fields.ts'

const GRAPHQL_INT_MAX = 2_147_483_647

// GraphQL Int is 32-bit: a bigger id would fail variable coercion instead of answering "not found"
const intId = () => id().pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a valid id'))
const optionalFlag = () => flag().optional().default(false)

// types: absent = every type, '' = none (the calendar shows no events), else a comma list of ids
const typeList = z
  .string()
  .regex(/^(\d+(,\d+)*)?$/, 'must be a comma-separated list of event type ids')
  .optional()
  .transform((value) => (value === undefined ? null : value === '' ? [] : value.split(',').map(Number)))

// how many events a day of the calendar shows: 8 unless asked, 1 to 20
const perDay = () =>
  id().pipe(z.number().min(1, 'must be from 1 to 20').max(20, 'must be from 1 to 20')).optional()

// the sales part of the calendar query: off unless asked for and the dates are dates
function salesVariables(input: { include_flash_sales: boolean; date_from: string; date_to: string }) {
  const window = input.include_flash_sales ? saleWindow(input.date_from, input.date_to) : null
  return { withSales: window !== null, saleFrom: window?.from ?? '', saleTo: window?.to ?? '' }
}

interface CalendarData {
  calendarGrid: CalendarGridAnswer
  eventTypes: CalendarEventTypeAnswer[]
  // commerce's sales, asked for with include_flash_sales=1
  flashSales?: CalendarSale[] | null
  saleCity?: { timezone: string } | null
}

const calendarInCity = defineEndpoint({
  name: 'calendar_in_city',
  method: 'GET',
  auth: 'optional',
  summary:
    'Events of a city open between date_from and date_to (yyyy/mm/dd, to exclusive, at most 62 days), at most per_day (default 8, up to 20) a day, featured first: values.events, lookups.event_types, lookups.more (yyyy-mm-dd: events left out that day). With include_flash_sales=1 the published sales of the city and the online ones open in those days follow the events (event_id null, flash_sale_id, detail_url the store link, is_flash_sale true).',
  input: z.object({
    city_id: intId(),
    date_from: text(20),
    date_to: text(20),
    types: typeList,
    per_day: perDay(),
    include_open_dates: optionalFlag(),
    include_expired: optionalFlag(),
    include_flash_sales: optionalFlag(),
    // the legacy client sends its icon set; nothing depends on it
    icon: text(100).optional(),
  }),
  operation: `query CalendarInCity($cityId: Int!, $from: String!, $to: String!, $types: [Int!], $expired: Boolean, $perDay: Int, $withSales: Boolean!, $saleFrom: String!, $saleTo: String!) {
    calendarGrid(cityId: $cityId, dateFrom: $from, dateTo: $to, typeIds: $types, includeExpired: $expired, perDay: $perDay) {
      events { eventId nameEn nameZh detailUrl typeId openDates }
      more { date count }
    }
    eventTypes { id key nameEn nameZh color }
    flashSales: flashSalesBetween(cityId: $cityId, from: $saleFrom, to: $saleTo, includeEnded: $expired) @include(if: $withSales) {
      id name storeUrl startsAt endsAt
    }
    saleCity: city(id: $cityId) @include(if: $withSales) { timezone }
  }`,
  // sales come from commerce: when it cannot answer, the events still do
  partialUnder: ['flashSales'],
  variables: (input) => ({
    ...salesVariables(input),
    cityId: input.city_id,
    from: input.date_from,
    to: input.date_to,
    types: input.types,
    expired: input.include_expired,
    perDay: input.per_day ?? null,
  }),
  result: (data: CalendarData, input) => ({
    values: {
      events: [
        ...data.calendarGrid.events.map((e) => ({
          event_id: e.eventId,
          event_name_en: e.nameEn,
          event_name_zh: e.nameZh,
          detail_url: e.detailUrl,
          // lets the calendar colour each entry by its type (lookups.event_types)
          type_id: e.typeId,
          ...(input.include_open_dates ? { open_dates: e.openDates } : {}),
        })),
        ...calendarSaleEntries(data.flashSales, data.saleCity?.timezone ?? 'UTC', input),
      ],
    },
    lookups: {
      event_types: data.eventTypes.map((t) => ({
        id: t.id,
        key: t.key,
        name_en: t.nameEn,
        name_zh: t.nameZh,
        color: t.color,
      })),
      // the days over the limit: how many of their events were not returned
      more: Object.fromEntries(data.calendarGrid.more.map((m) => [m.date, m.count])),
    },
  }),
})

interface LookbookData {
  openLookbook: {
    id: number
    slug: string
    title: string
    season: string | null
    designer: { name: string } | null
    photos: Array<{
      id: number
      url: string
      thumbUrl: string
      width: number
      height: number
      caption: string | null
    }>
  }
}

const lookbooksGet = defineEndpoint({
  name: 'lookbooks_get',
  method: 'GET',
  auth: 'optional',
  summary: 'A lookbook for the full-screen carousel: values.photos and values.lookbook; unknown slug 404.',
  input: z.object({ slug: text(200).min(1, 'is required') }),
  operation: `query LookbooksGet($slug: String!) {
    openLookbook(slug: $slug) {
      id slug title season designer { name }
      photos { id url thumbUrl width height caption }
    }
  }`,
  variables: (input) => ({ slug: input.slug }),
  result: (data: LookbookData) => ({
    values: {
      photos: data.openLookbook.photos.map((p) => ({
        id: p.id,
        url: p.url,
        thumb_url: p.thumbUrl,
        width: p.width,
        height: p.height,
        caption: p.caption,
      })),
      lookbook: {
        id: data.openLookbook.id,
        slug: data.openLookbook.slug,
        title: data.openLookbook.title,
        season: data.openLookbook.season,
        designer_name: data.openLookbook.designer?.name ?? null,
      },
    },
  }),
})

const userGetTicketsClick = defineEndpoint({
  name: 'user_get_tickets_click',
  method: 'POST',
  auth: 'optional',
  summary:
    'Log a click on the tickets button: values.ticket_url (null for featured level 3 events, whose click is only logged) and values.logged.',
  input: z.object({ event_id: intId() }),
  operation: `mutation UserGetTicketsClick($eventId: Int!) {
    ticketsClicked(eventId: $eventId) { ticketUrl logged }
  }`,
  variables: (input) => ({ eventId: input.event_id }),
  result: (data: { ticketsClicked: { ticketUrl: string | null; logged: boolean } }) => ({
    values: { ticket_url: data.ticketsClicked.ticketUrl, logged: data.ticketsClicked.logged },
  }),
})

interface DashboardData {
  managedEvent: {
    goingCount: number
    dashboard: {
      slug: string
      eventNameEn: string
      eventHeroUrl: string | null
      isUnlisted: boolean
      isPayToPlay: boolean
      isCancelled: boolean
      addressCity: string
      dateLabel: string
      isBeforeStats: boolean
      pageViewsTotal: number
      paidViewsTotal: number
      ticketMode: number
      boughtQuantity: number
      isFeatured: boolean
      adSpend: number
      adSpendCurrency: string
    }
  }
}

const eventDashboardGet = defineEndpoint({
  name: 'event_dashboard_get',
  method: 'POST',
  auth: 'required',
  summary:
    "The organiser's card of an event (spec part 3 Event dashboard row): values.event; 403 for non-organisers.",
  input: z.object({ slug: text(200).min(1, 'is required') }),
  operation: `query EventDashboardGet($slug: String!) {
    managedEvent(slug: $slug) {
      goingCount
      dashboard {
        slug eventNameEn eventHeroUrl isUnlisted isPayToPlay isCancelled addressCity dateLabel isBeforeStats
        pageViewsTotal paidViewsTotal ticketMode boughtQuantity isFeatured adSpend adSpendCurrency
      }
    }
  }`,
  variables: (input) => ({ slug: input.slug }),
  result: (data: DashboardData) => {
    const d = data.managedEvent.dashboard
    return {
      values: {
        event: {
          slug: d.slug,
          event_name_en: d.eventNameEn,
          event_hero_url: d.eventHeroUrl,
          is_unlisted: d.isUnlisted,
          is_pay_to_play: d.isPayToPlay,
          is_cancelled: d.isCancelled,
          address_city: d.addressCity,
          date_label: d.dateLabel,
          is_before_stats: d.isBeforeStats,
          page_views_total: d.pageViewsTotal,
          paid_views_total: d.paidViewsTotal,
          follower_count: data.managedEvent.goingCount,
          tickets: { ticket_mode: d.ticketMode, bought_quantity: d.boughtQuantity },
          is_featured: d.isFeatured,
          ad_spend: d.adSpend,
          ad_spend_currency: d.adSpendCurrency,
        },
      },
    }
  },
})

const eventViewRecord = defineEndpoint({
  name: 'event_view_record',
  method: 'POST',
  auth: 'optional',
  summary:
    "The event page's view beacon: values.counted (false for an unknown event). Counted once per visitor per event per day; paid only with the placement token of a paid placement link.",
  input: z.object({ event_id: intId(), paid: optionalFlag(), placement: text(64).optional() }),
  operation: `mutation EventViewRecord($eventId: Int!, $placement: String) {
    recordEventView(eventId: $eventId, placement: $placement)
  }`,
  variables: (input) => ({ eventId: input.event_id, placement: input.placement ?? null }),
  result: (data: { recordEventView: boolean }) => ({ values: { counted: data.recordEventView } }),
})

export const discoveryEndpoints: RestEndpoint[] = [
  calendarInCity,
  lookbooksGet,
  userGetTicketsClick,
  eventDashboardGet,
  eventViewRecord,
] as RestEndpoint[]
