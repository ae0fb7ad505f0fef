import { type Locale, localised } from '../discovery.shape.ts'
import type { CityRow } from '../discovery.store.ts'
import { dateLabel } from './event-dates.ts'
import type { EventPhotoRow, EventRow, EventTypeRow } from './events.store.ts'

const optional = (en: string | null, zh: string | null, locale: Locale) =>
  en === null ? null : localised(en, zh, locale)

export const DASH_PREFIX = '/dashboard/'

// the fields every viewer sees; gated and related fields are resolved from row
export function shapeEvent(row: EventRow, locale: Locale, now: Date) {
  return {
    row,
    id: row.id,
    slug: row.slug,
    name: localised(row.name_en, row.name_zh, locale),
    nameEn: row.name_en,
    nameZh: row.name_zh,
    summary: optional(row.summary_en, row.summary_zh, locale),
    heroUrl: row.hero_url,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ticketUrl: row.ticket_url,
    ticketMode: row.ticket_mode,
    priceLabel: optional(row.price_label_en, row.price_label_zh, locale),
    featuredLevel: row.featured_level,
    isCancelled: row.is_cancelled,
    isUnlisted: row.is_unlisted,
    isExpired: row.ends_at.getTime() < now.getTime(),
  }
}

export type EventParent = ReturnType<typeof shapeEvent>

export const eventDetailUrl = (citySlug: string, eventSlug: string) => `/${citySlug}/event/${eventSlug}/`

export function shapeEventType(row: EventTypeRow, locale: Locale) {
  return {
    id: row.id,
    key: row.key,
    name: localised(row.name_en, row.name_zh, locale),
    nameEn: row.name_en,
    nameZh: row.name_zh,
    color: row.color,
  }
}

export function shapePhoto(
  row: Pick<EventPhotoRow, 'id' | 'url' | 'thumb_url' | 'width' | 'height' | 'caption_en' | 'caption_zh'>,
  locale: Locale,
) {
  return {
    id: row.id,
    url: row.url,
    thumbUrl: row.thumb_url,
    width: row.width,
    height: row.height,
    caption: optional(row.caption_en, row.caption_zh, locale),
  }
}

// the organiser's card of spec part 3
export function shapeDashboard(row: EventRow, city: CityRow) {
  return {
    slug: row.slug,
    eventNameEn: row.name_en,
    eventHeroUrl: row.hero_url,
    isUnlisted: row.is_unlisted,
    isPayToPlay: row.is_pay_to_play,
    isCancelled: row.is_cancelled,
    addressCity: city.name_en,
    dateLabel: dateLabel(row.starts_at, row.ends_at, city.timezone),
    isBeforeStats: row.stats_started_at === null,
    pageViewsTotal: Number(row.page_views_total),
    paidViewsTotal: Number(row.paid_views_total),
    ticketMode: row.ticket_mode,
    boughtQuantity: row.tickets_bought,
    isFeatured: row.featured_level > 0,
    adSpend: Number(row.ad_spend),
    adSpendCurrency: row.ad_spend_currency,
  }
}
