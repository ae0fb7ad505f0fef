import type { CalendarEventTypeAnswer, CalendarGridAnswer, CalendarSale } from '@showroom/contracts'
import { gql, type TypedDocumentNode } from '@showroom/graphql-client'

// the graph behind calendar_in_city (spec part 7) for one month: the page asks it through Apollo so a
// visitor's first view carries the month (ADR 44) and the page takes it over without asking again
export interface CalendarData {
  calendarGrid: CalendarGridAnswer
  eventTypes: CalendarEventTypeAnswer[]
  // null when commerce cannot answer: the events still show
  flashSalesBetween: CalendarSale[] | null
  city: { id: number; timezone: string } | null
}

export interface CalendarVariables {
  cityId: number
  // yyyy/mm/dd, the month's first day and the next month's
  from: string
  to: string
  // null asks for every type
  types: number[] | null
  // ISO times a day wider than the month on each side (`saleWindow`)
  saleFrom: string
  saleTo: string
}

export const CALENDAR_QUERY: TypedDocumentNode<CalendarData, CalendarVariables> = gql`
  query DiscoveryCalendar(
    $cityId: Int!
    $from: String!
    $to: String!
    $types: [Int!]
    $saleFrom: String!
    $saleTo: String!
  ) {
    calendarGrid(cityId: $cityId, dateFrom: $from, dateTo: $to, typeIds: $types, includeExpired: true) {
      events {
        eventId
        nameEn
        nameZh
        detailUrl
        typeId
        openDates
      }
      more {
        date
        count
      }
    }
    eventTypes {
      id
      key
      nameEn
      nameZh
      color
    }
    flashSalesBetween(cityId: $cityId, from: $saleFrom, to: $saleTo, includeEnded: true) {
      id
      name
      storeUrl
      startsAt
      endsAt
    }
    city(id: $cityId) {
      id
      timezone
    }
  }
`
