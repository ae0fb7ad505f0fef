import { gql, type TypedDocumentNode } from '@showroom/graphql-client'

export interface EventPhoto {
  id: number
  url: string
  thumbUrl: string
  width: number
  height: number
  caption: string | null
}

export interface EventDesigner {
  id: number
  name: string
  detailUrl: string
  logoUrl: string | null
  thumbnailUrl: string | null
}

export interface EventReview {
  id: number
  rating: number
  title: string
  body: string
  createdAt: string
}

export interface EventDetail {
  id: number
  slug: string
  name: string
  summary: string | null
  description: string | null
  heroUrl: string | null
  type: { id: number; key: string; name: string; color: string }
  city: { id: number; url: string; name: string; timezone: string }
  venue: {
    id: number
    slug: string
    name: string
    address: string | null
    detailUrl: string
    latitude: number | null
    longitude: number | null
  } | null
  designers: EventDesigner[]
  startsAt: string
  endsAt: string
  openDates: string[]
  openingTimes: { date: string; opens: string | null; closes: string | null }[] | null
  photoCount: number
  photos: EventPhoto[]
  ticketUrl: string | null
  ticketMode: number
  priceLabel: string | null
  featuredLevel: number
  isCancelled: boolean
  isExpired: boolean
  detailUrl: string
  canManage: boolean
  dashboardUrl: string | null
  reviews: EventReview[]
  averageRating: number | null
  reviewCount: number
  goingCount: number
  isGoing: boolean
}

export const EVENT_QUERY: TypedDocumentNode<{ event: EventDetail | null }, { slug: string }> = gql`
  query DiscoveryEvent($slug: String!) {
    event(slug: $slug) {
      id
      slug
      name
      summary
      description
      heroUrl
      type { id key name color }
      city { id url name timezone }
      venue { id slug name address detailUrl latitude longitude }
      designers { id name detailUrl logoUrl thumbnailUrl }
      startsAt
      endsAt
      openDates
      openingTimes { date opens closes }
      photoCount
      photos { id url thumbUrl width height caption }
      ticketUrl
      ticketMode
      priceLabel
      featuredLevel
      isCancelled
      isExpired
      detailUrl
      canManage
      dashboardUrl
      reviews(first: 10) { id rating title body createdAt }
      averageRating
      reviewCount
      goingCount
      isGoing
    }
  }
`

export const RECORD_EVENT_VIEW: TypedDocumentNode<
  { recordEventView: boolean },
  { eventId: number; placement: string | null }
> = gql`
  mutation DiscoveryRecordEventView($eventId: Int!, $placement: String) {
    recordEventView(eventId: $eventId, placement: $placement)
  }
`

export const TICKETS_CLICKED: TypedDocumentNode<
  { ticketsClicked: { ticketUrl: string | null; logged: boolean } },
  { eventId: number }
> = gql`
  mutation DiscoveryTicketsClicked($eventId: Int!) { ticketsClicked(eventId: $eventId) { ticketUrl logged } }
`
