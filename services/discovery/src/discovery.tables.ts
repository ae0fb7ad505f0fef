import type { Generated } from 'kysely'

export interface DiscoveryTables {
  cities: {
    id: number
    slug: string
    name_en: string
    name_zh: string | null
    timezone: string
    currency: string
    position: number
  }
  designers: {
    id: Generated<number>
    slug: string
    name_en: string
    name_zh: string | null
    description_en: string | null
    description_zh: string | null
    city_id: number | null
    logo_url: string | null
    thumbnail_url: string | null
    website_url: string | null
    created_at: Generated<Date>
  }
  venues: {
    id: Generated<number>
    slug: string
    address_business_name: string
    name_zh: string | null
    address_line: string | null
    city_id: number
    latitude: number | null
    longitude: number | null
    logo_url: string | null
    description_en: string | null
    description_zh: string | null
    website_url: string | null
    created_at: Generated<Date>
  }
  event_types: {
    id: number
    key: string
    name_en: string
    name_zh: string | null
    color: string
    position: number
  }
  events: {
    id: Generated<number>
    slug: string
    city_id: number
    venue_id: number | null
    type_id: number
    name_en: string
    name_zh: string | null
    summary_en: string | null
    summary_zh: string | null
    description_en: string | null
    description_zh: string | null
    hero_url: string | null
    starts_at: Date
    ends_at: Date
    ticket_url: string | null
    // 0 free entry (RSVP), 1 RSVP, 2 paid tickets (sales), 3 RSVP with a guest list
    ticket_mode: Generated<number>
    tickets_bought: Generated<number>
    price_label_en: string | null
    price_label_zh: string | null
    // 3: partner events whose ticket click is only logged
    featured_level: Generated<number>
    is_unlisted: Generated<boolean>
    is_pay_to_play: Generated<boolean>
    is_cancelled: Generated<boolean>
    // numeric comes back as a string
    ad_spend: Generated<string>
    ad_spend_currency: Generated<string>
    // bigint comes back as a string
    page_views_total: Generated<string>
    paid_views_total: Generated<string>
    stats_started_at: Date | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
  event_dates: {
    event_id: number
    city_id: number
    // 'yyyy-mm-dd' on the way in; read with to_char to stay a string
    open_date: string
    opens_at: string | null
    closes_at: string | null
    // copied from the event by triggers (migration 0008), for the calendar
    featured_level: Generated<number>
    starts_at: Generated<Date>
    ends_at: Generated<Date>
    type_id: Generated<number>
    is_unlisted: Generated<boolean>
  }
  event_designers: { event_id: number; designer_id: number; position: Generated<number> }
  event_photos: {
    id: Generated<number>
    event_id: number
    url: string
    thumb_url: string
    width: number
    height: number
    caption_en: string | null
    caption_zh: string | null
    position: Generated<number>
  }
  event_organisers: { event_id: number; user_id: number }
  ticket_clicks: {
    id: Generated<string>
    event_id: number
    user_id: number | null
    created_at: Generated<Date>
  }
  news: {
    id: Generated<number>
    slug: string
    city_id: number | null
    designer_id: number | null
    venue_id: number | null
    title_en: string
    title_zh: string | null
    summary_en: string | null
    summary_zh: string | null
    body_en: string | null
    body_zh: string | null
    hero_url: string | null
    published_at: Date
  }
  lookbooks: {
    id: Generated<number>
    slug: string
    designer_id: number | null
    venue_id: number | null
    title_en: string
    title_zh: string | null
    season: string | null
    cover_url: string | null
    published_at: Date
  }
  lookbook_photos: {
    id: Generated<number>
    lookbook_id: number
    url: string
    thumb_url: string
    width: number
    height: number
    caption_en: string | null
    caption_zh: string | null
    position: Generated<number>
  }
  reviews: {
    id: Generated<number>
    city_id: number
    event_id: number | null
    venue_id: number | null
    designer_id: number | null
    user_id: number
    rating: number
    title: string
    body: string
    created_at: Generated<Date>
  }
}
