import type { ColumnType, Generated, Kysely } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface UsersTable {
  id: Generated<number>
  email: string
  username: string
  user_url: string
  full_name: string
  password_hash: string
  roles: ColumnType<string[], string[] | undefined, string[]>
  is_pro: Generated<boolean>
  is_team: Generated<boolean>
  vip_level: Generated<number>
  is_verified: Generated<number>
  points: Generated<number>
  profile_icon_url: string | null
  is_deleted: Generated<boolean>
  deleted_at: Timestamp | null
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface SessionsTable {
  id: string
  user_id: number
  token_digest: string
  persona_type: string
  persona_id: number
  client_ip: string | null
  created_at: Timestamp
  expires_at: Timestamp
  last_seen_at: Timestamp
  revoked_at: Timestamp | null
}

export interface PersonaGrantsTable {
  user_id: number
  persona_type: string
  persona_id: number
  name: string
  icon_url: string | null
  created_at: CreatedAt
}

export interface UserPromptsTable {
  user_id: number
  profile_prompt_seen_at: Timestamp | null
  profile_prompt_saved_at: Timestamp | null
  age: number | null
  gender: string | null
  icons: string | null
  cookie_opt_in: boolean | null
  cookie_opt_in_at: Timestamp | null
  cookie_prompt_seen_at: Timestamp | null
  pro_upsell_dismissed_at: Timestamp | null
  survey_prompt_dismissed_at: Timestamp | null
}

export interface SignupActionsTable {
  id: Generated<number>
  user_id: number
  action_type: string
  action_value: string
  created_at: CreatedAt
}

export interface AdminLogsTable {
  id: Generated<number>
  user_id: number | null
  title: string
  message: string
  high_priority: boolean
  client_ip: string | null
  created_at: CreatedAt
}

export interface RateLimitsTable {
  key: string
  window_started_at: Timestamp
  window_ends_at: Timestamp
  hits: number
}

export interface AccountsTables {
  users: UsersTable
  sessions: SessionsTable
  persona_grants: PersonaGrantsTable
  user_prompts: UserPromptsTable
  signup_actions: SignupActionsTable
  admin_logs: AdminLogsTable
  rate_limits: RateLimitsTable
}

export type AccountsDb = Kysely<AccountsTables>
