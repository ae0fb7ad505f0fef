export type Locale = 'en' | 'zh'

export const LOCALES: readonly Locale[] = ['en', 'zh']
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'zh'
}

// values the server renders into every page; user_id and user_token are null for visitors
export interface GlobalPageValues {
  user_id: number | null
  user_token: string | null
  city_id: number
  city_url: string
  locale: Locale
  app_domain: string
  url_prefix: string
  ga_category: string
  ga_label: string
}

export interface Session {
  user_id: number
  user_token: string
  user_is_pro: boolean
  user_points: number
  user_is_team: boolean
}
