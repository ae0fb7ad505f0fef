import type { Frequency, Language } from '../alerts.tables.ts'

export interface DigestEvent {
  id: number
  name: string
  // absolute, on PUBLIC_URL
  url: string
  // a stable media URL, absolute; null when the event has no picture
  imageUrl: string | null
  // ISO 8601
  startsAt: string
  placeName: string | null
}

// an online sample sale with stock at build time
export interface DigestSale {
  id: number
  name: string
  url: string
  imageUrl: string | null
  remaining: number
}

export interface DigestContent {
  // new and upcoming events of the designers and venues the subscriber follows
  following: DigestEvent[]
  // events the subscriber is going to that start soon
  goingSoon: DigestEvent[]
  // events the subscriber was going to that were cancelled in this period
  cancelled: DigestEvent[]
  // a visitor follows nobody: what is on in the city instead
  highlights: DigestEvent[]
  sales: DigestSale[]
}

export const isEmptyDigest = (c: DigestContent) =>
  c.following.length + c.goingSoon.length + c.cancelled.length + c.highlights.length + c.sales.length === 0

export interface DigestRequest {
  cityId: number
  // null for a visitor's subscription
  userId: number | null
  language: Language
  frequency: Frequency
  // the period's local date (yyyy-mm-dd) and the moment the digest is built
  date: string
  at: Date
}

// where the events come from: the composed graph (discovery and social) in the running site
export interface EventDigestSource {
  eventsFor(request: DigestRequest): Promise<Omit<DigestContent, 'sales'>>
}

// commerce implements this when it exists: sales in the city with stock left at build time
// (a sold-out item is never advertised); the default has none
export interface SaleDigestSource {
  salesFor(request: DigestRequest): Promise<DigestSale[]>
}

export const noSales: SaleDigestSource = { salesFor: async () => [] }
