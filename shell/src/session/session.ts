import { bus } from '@showroom/bus'
import { NO_SESSION_ID, type Session } from '@showroom/contracts'
import { graphqlRequest, loadedApolloClient } from '@showroom/graphql-client/fetch'
import { BehaviorSubject } from 'rxjs'
import {
  LOGIN_MUTATION,
  LOGOUT_MUTATION,
  SIGNUP_MUTATION,
  VIEWER_QUERY,
  type Viewer,
} from './viewer.graphql.ts'

// the session token lives in the HttpOnly sr_session cookie, which page JavaScript cannot read: on
// the web the bus session carries an empty user_token and every call is authenticated by the cookie
export const WEB_USER_TOKEN = ''

export function sessionOf(viewer: Viewer | null): Session | null {
  if (!viewer) return null
  return {
    user_id: viewer.user.id,
    user_token: WEB_USER_TOKEN,
    user_is_pro: viewer.isPro,
    user_points: viewer.points,
    user_is_team: viewer.isTeam,
  }
}

// the signed-in member as the chrome needs it (name, icon, personas); null for visitors
export const viewer$ = new BehaviorSubject<Viewer | null>(null)

// tells the chrome and every module who is signed in (the bus session follows the viewer)
export function publishViewer(viewer: Viewer | null): void {
  viewer$.next(viewer)
  const current = bus.session$.value
  const next = sessionOf(viewer)
  if (JSON.stringify(current) !== JSON.stringify(next)) bus.setSession(next)
}

// asks the gateway who the cookie belongs to; a network failure keeps the page as a visitor's
export async function refreshViewer(): Promise<Viewer | null> {
  try {
    const { data } = await graphqlRequest<{ viewer: Viewer | null }>(VIEWER_QUERY)
    const viewer = data?.viewer ?? null
    publishViewer(viewer)
    return viewer
  } catch {
    publishViewer(null)
    return null
  }
}

// NO_SESSION_ID: the gateway's word that the page was asked for without a session cookie
// (gateway/src/web/page-session.ts), read once, at the start, and gone after, so any later question
// goes to the server

// a page opened through the history may come from the browser's cache, written before a sign-in: its
// word is not taken
function fromHistory(): boolean {
  const entries = globalThis.performance?.getEntriesByType?.('navigation') ?? []
  return (entries[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward'
}

function pageSaysNoSession(): boolean {
  if (typeof document === 'undefined') return false
  const element = document.getElementById(NO_SESSION_ID)
  element?.remove()
  return element?.textContent === 'true' && !fromHistory()
}

// who the page is for, at the start: a page asked for without a session is a visitor's, and its
// modules start at once rather than a round trip later; any other page asks the gateway
export function startViewer(): Promise<Viewer | null> {
  if (!pageSaysNoSession()) return refreshViewer()
  publishViewer(null)
  return Promise.resolve(null)
}

export interface FieldError {
  field: string | null
  code: string
  message: string
}

export type AuthResult = { ok: true } | { ok: false; errors: FieldError[] }

interface GraphqlErrorLike {
  message: string
  extensions?: Record<string, unknown>
}

const FIELD_BY_CODE: Record<string, string> = {
  ACCOUNTS_ERR_INVALID_EMAIL: 'email',
  ACCOUNTS_ERR_EMAIL_TAKEN: 'email',
  ACCOUNTS_ERR_INVALID_USERNAME: 'username',
  ACCOUNTS_ERR_USERNAME_TAKEN: 'username',
  ACCOUNTS_ERR_INVALID_PASSWORD: 'password',
}

// GraphQL errors carry a stable code, a human message and, for input errors, the field
export function fieldErrorsOf(error: unknown): FieldError[] {
  const list = (error as { errors?: readonly GraphqlErrorLike[] } | null)?.errors
  if (!Array.isArray(list) || list.length === 0) return [{ field: null, code: 'NETWORK', message: '' }]
  return list.map((e) => {
    const code = typeof e.extensions?.code === 'string' ? e.extensions.code : 'UNKNOWN'
    const field = typeof e.extensions?.field === 'string' ? e.extensions.field : (FIELD_BY_CODE[code] ?? null)
    return { field, code, message: e.message }
  })
}

async function afterAuth(): Promise<AuthResult> {
  // queries cached for a visitor (names, prices, flags) are refetched for the member
  await loadedApolloClient()
    ?.resetStore()
    .catch(() => undefined)
  const viewer = await refreshViewer()
  return viewer ? { ok: true } : { ok: false, errors: [{ field: null, code: 'NETWORK', message: '' }] }
}

// signs in or up; the answer's errors (or a network failure) come back per field
async function authenticate(mutation: string, variables: Record<string, string>): Promise<AuthResult> {
  try {
    const answer = await graphqlRequest(mutation, variables)
    if (answer.errors?.length) return { ok: false, errors: fieldErrorsOf(answer) }
  } catch (error) {
    return { ok: false, errors: fieldErrorsOf(error) }
  }
  return afterAuth()
}

export function login(email: string, password: string): Promise<AuthResult> {
  return authenticate(LOGIN_MUTATION, { email, password })
}

export function signup(email: string, username: string, password: string): Promise<AuthResult> {
  return authenticate(SIGNUP_MUTATION, { email, username, password })
}

export async function logout(): Promise<boolean> {
  try {
    const answer = await graphqlRequest<{ logout: boolean }>(LOGOUT_MUTATION)
    if (answer.errors?.length) return false
  } catch {
    return false
  }
  publishViewer(null)
  await loadedApolloClient()
    ?.clearStore()
    .catch(() => undefined)
  return true
}
