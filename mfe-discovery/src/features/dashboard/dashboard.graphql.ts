import { gql, type TypedDocumentNode } from '@showroom/graphql-client'

export interface EventDashboard {
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

export interface ManagedEvent {
  id: number
  detailUrl: string
  canManage: boolean
  goingCount: number
  dashboard: EventDashboard | null
}

const MANAGED_EVENT_FIELDS = `
  id
  detailUrl
  canManage
  goingCount
  dashboard {
    slug eventNameEn eventHeroUrl isUnlisted isPayToPlay isCancelled addressCity dateLabel isBeforeStats
    pageViewsTotal paidViewsTotal ticketMode boughtQuantity isFeatured adSpend adSpendCurrency
  }
`

export const MY_MANAGED_EVENTS: TypedDocumentNode<{ myManagedEvents: ManagedEvent[] }> = gql`
  query DiscoveryMyManagedEvents { myManagedEvents { ${MANAGED_EVENT_FIELDS} } }
`

export const MANAGED_EVENT: TypedDocumentNode<{ event: ManagedEvent | null }, { slug: string }> = gql`
  query DiscoveryManagedEvent($slug: String!) { event(slug: $slug) { ${MANAGED_EVENT_FIELDS} } }
`
