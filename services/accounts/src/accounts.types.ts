import type { Persona, PersonaType, Role } from '@showroom/platform'

export interface UserRecord {
  id: number
  email: string
  username: string
  userUrl: string
  fullName: string
  profileIconUrl: string | null
  roles: Role[]
  isPro: boolean
  isTeam: boolean
  // 0 none, 1 vip, 2 crown
  vipLevel: number
  // 2 means verified (legacy encoding)
  isVerified: number
  points: number
  isDeleted: boolean
  createdAt: Date
}

export interface PersonaGrant {
  userId: number
  type: Exclude<PersonaType, 'user'>
  id: number
  name: string
  iconUrl: string | null
}

// one entry of the persona switcher: the user themself or a designer/venue they manage
export interface PersonaOption extends Persona {
  name: string
  iconUrl: string | null
}

export interface SessionRecord {
  sessionId: string
  userId: number
  persona: Persona
  expiresAt: Date
}

export interface UserPrompts {
  profilePromptSeen: boolean
  profilePromptSaved: boolean
  cookieOptIn: boolean | null
  cookiePromptSeen: boolean
  proUpsellDismissedAt: Date | null
  surveyPromptDismissed: boolean
}

export type PromptFlag =
  | 'profilePromptSeen'
  | 'cookiePromptSeen'
  | 'proUpsellDismissed'
  | 'surveyPromptDismissed'
