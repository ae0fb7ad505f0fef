import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ViewerResolver } from './viewer.ts'

// what a visitor asked for before signing up or in (signup_action_set), kept in this cookie by the
// REST layer until a session is issued
export const PENDING_ACTION_COOKIE = 'sr_signup_action'

export interface SignupAction {
  actionType: string
  actionValue: string
}

interface Operation {
  query: string
  variables: Record<string, number>
}

// the actions the site asks visitors to sign up for (spec part 2: follow, save, going), each as one
// name=value pair; any other type (alerts) stays on record with accounts and is not applied here
const OPERATIONS: Record<string, Record<string, (id: number) => Operation>> = {
  follow: {
    designer_id: (id) =>
      op('mutation SignupFollowDesigner($id: Int!) { followDesigner(designerId: $id) { active } }', id),
    venue_id: (id) =>
      op('mutation SignupFollowVenue($id: Int!) { followVenue(venueId: $id) { active } }', id),
    user_id: (id) => op('mutation SignupFollowUser($id: Int!) { followUser(userId: $id) { active } }', id),
  },
  going: {
    event_id: (id) =>
      op(
        'mutation SignupGoing($id: Int!) { markGoing(eventId: $id, sendConfirmation: true) { active } }',
        id,
      ),
  },
  save: {
    news_id: (id) => op('mutation SignupSaveNews($id: Int!) { saveNews(newsId: $id) { active } }', id),
  },
}

function op(query: string, id: number): Operation {
  return { query, variables: { id } }
}

export function parsePendingAction(raw: string | undefined): SignupAction | null {
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as { actionType?: unknown; actionValue?: unknown }
    if (typeof parsed.actionType !== 'string' || typeof parsed.actionValue !== 'string') return null
    return { actionType: parsed.actionType, actionValue: parsed.actionValue }
  } catch {
    return null
  }
}

export function operationOf(action: SignupAction): Operation | null {
  const [name, value, ...extra] = action.actionValue.split('=')
  if (!name || !value || extra.length > 0 || !/^[1-9]\d{0,9}$/.test(value)) return null
  return OPERATIONS[action.actionType]?.[name]?.(Number(value)) ?? null
}

// runs the visitor's pending action as the member the new session belongs to, then forgets it; a
// failure (the designer is gone) never spoils the sign-up or login that carried it
export async function applyPendingSignupAction(
  app: FastifyInstance,
  reply: FastifyReply,
  sessionToken: string,
  resolveViewer: ViewerResolver,
): Promise<void> {
  const action = parsePendingAction(reply.request.cookies?.[PENDING_ACTION_COOKIE])
  if (reply.request.cookies?.[PENDING_ACTION_COOKIE] !== undefined)
    reply.clearCookie(PENDING_ACTION_COOKIE, { path: '/' })
  const operation = action && operationOf(action)
  if (!operation) return
  const request = reply.request
  try {
    const viewer = await resolveViewer(sessionToken, request.id)
    if (!viewer) return
    const context: RequestContext = {
      viewer,
      authToken: sessionToken,
      requestId: request.id,
      locale: 'en',
      clientIp: request.ip ?? null,
    }
    const result = (await app.graphql(operation.query, context as never, operation.variables)) as {
      errors?: readonly unknown[]
    }
    if (result.errors?.length)
      request.log.warn({ errors: result.errors, action }, 'signup action not applied')
  } catch (error) {
    request.log.warn({ err: error, action }, 'signup action not applied')
  }
}
