import type { GraphQLSchema } from 'graphql'
import type { Migration } from './db/migrate.ts'

export type Role = 'member' | 'moderator' | 'admin'
export type PersonaType = 'user' | 'designer' | 'venue'

export interface Persona {
  type: PersonaType
  id: number
}

// who is calling: resolved once by the gateway from the session, then handed to every subgraph
export interface Viewer {
  userId: number
  sessionId: string
  persona: Persona
  roles: Role[]
  isPro: boolean
  isTeam: boolean
  points: number
}

export interface RequestContext {
  viewer: Viewer | null
  requestId: string
  // the raw session token; only the accounts subgraph reads it (to resolve the viewer)
  authToken: string | null
  locale: 'en' | 'zh'
  // for per-client limits (login and signup throttling); null when unknown
  clientIp: string | null
}

// what every domain service hands to the gateway, in process or behind its own HTTP server
export interface ServiceModule {
  name: string
  schema: GraphQLSchema
  migrations: Record<string, Migration>
  start?(): Promise<void>
  stop?(): Promise<void>
}
