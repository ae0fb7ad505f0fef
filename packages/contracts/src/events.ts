export interface EventTickets {
  // 1, 3 and 0-with-bought show RSVPs; 2 shows sales
  ticket_mode: number
  bought_quantity: number
}

export interface EventDashboardRow {
  slug: string
  event_name_en: string
  event_hero_url: string
  is_unlisted: boolean
  is_pay_to_play: boolean
  is_cancelled: boolean
  address_city: string
  date_label: string
  is_before_stats: boolean
  page_views_total: number
  paid_views_total: number
  follower_count: number
  tickets: EventTickets
  is_featured: boolean
  ad_spend: number
  ad_spend_currency: string
}

export interface CalendarEvent {
  event_id: number
  event_name_en: string
  event_name_zh: string
  detail_url: string
  // yyyy-mm-dd
  open_dates: string[]
}
