import type { Language } from './alerts.tables.ts'

export interface AlertsCity {
  id: number
  // the url slug: /london
  slug: string
  nameEn: string
  nameZh: string | null
  // IANA, e.g. Europe/London
  timezone: string
}

export interface AlertsMember {
  id: number
  email: string
  username: string
  fullName: string
  isTeam: boolean
  isDeleted: boolean
}

// what alerts learns from the other services: cities from discovery, members from accounts
export interface AlertsDirectory {
  city(id: number): Promise<AlertsCity | null>
  cities(): Promise<AlertsCity[]>
  member(userId: number): Promise<AlertsMember | null>
}

export const cityName = (city: AlertsCity, language: Language) =>
  (language === 'zh' ? city.nameZh : null) ?? city.nameEn
