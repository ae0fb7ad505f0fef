import { type Locale, localised } from '../discovery.shape.ts'
import type { LookbookRow, NewsRow, ReviewRow } from './content.store.ts'

const optional = (en: string | null, zh: string | null, locale: Locale) =>
  en === null ? null : localised(en, zh, locale)

export function shapeNews(row: NewsRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    title: localised(row.title_en, row.title_zh, locale),
    titleEn: row.title_en,
    titleZh: row.title_zh,
    summary: optional(row.summary_en, row.summary_zh, locale),
    body: optional(row.body_en, row.body_zh, locale),
    heroUrl: row.hero_url,
    publishedAt: row.published_at.toISOString(),
    cityId: row.city_id,
    designerId: row.designer_id,
    venueId: row.venue_id,
  }
}

export function shapeLookbook(row: LookbookRow, locale: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    title: localised(row.title_en, row.title_zh, locale),
    titleEn: row.title_en,
    season: row.season,
    coverUrl: row.cover_url,
    designerId: row.designer_id,
    venueId: row.venue_id,
  }
}

export function shapeReview(row: ReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    author: { id: row.user_id },
    eventId: row.event_id,
    venueId: row.venue_id,
    designerId: row.designer_id,
    cityId: row.city_id,
  }
}
