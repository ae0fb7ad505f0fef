import type { ApiError } from '@showroom/contracts'
import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session-cookie.ts'
import { applyPendingSignupAction, PENDING_ACTION_COOKIE, parsePendingAction } from '../auth/signup-action.ts'
import type { ViewerResolver } from '../auth/viewer.ts'
import { findBadText } from '../edge/text-input.ts'
import { clientErrorsOf, isClientRequestError } from '../graphql/graphql-errors.ts'
import { buildRequestContext } from '../graphql/graphql.plugin.ts'
import type { RestEndpoint } from './endpoint.ts'
import { envelope, failure } from './envelope.ts'
import { buildOpenApiDocument } from './openapi.ts'
import type { OperationRunner } from '../graphql/operation-runner.ts'
import { textInputError, validationErrors } from './validation.ts'

export interface RestPluginOptions {
  endpoints: RestEndpoint[]
  // runs the rows' operations against the gateway's graph (graphql/operation-runner.ts)
  runOperation: OperationRunner
  resolveViewer: ViewerResolver
  secureCookies: boolean
  publicUrl: string
}

interface GraphqlErrorLike {
  message: string
  path?: readonly (string | number)[]
  extensions?: { code?: string; http?: number; field?: string }
}

function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const source = request.method === 'GET' ? request.query : request.body
  if (source && typeof source === 'object' && !Array.isArray(source))
    return { ...(source as Record<string, unknown>) }
  return {}
}

// legacy auth: user_id + user_token in the payload, else the web session cookie
function legacyCredentials(payload: Record<string, unknown>, request: FastifyRequest, userIdIsInput = false) {
  const token = typeof payload.user_token === 'string' && payload.user_token ? payload.user_token : null
  const rawUserId = userIdIsInput ? undefined : payload.user_id
  delete payload.user_token
  if (!userIdIsInput) delete payload.user_id
  const claimedUserId =
    rawUserId === undefined || rawUserId === '' || rawUserId === null ? null : Number(rawUserId)
  return { token: token ?? readSessionToken(request), claimedUserId }
}

// the payload fields that carry the legacy login; bad text there is refused before any lookup
const CREDENTIAL_FIELDS = new Set(['user_id', 'user_token'])

// the operation's own refusals (limits, text) are the caller's fault: a 4xx in the envelope, not a 5xx
async function runOperation(
  runner: OperationRunner,
  operation: string,
  context: RequestContext,
  variables: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: GraphqlErrorLike[] }> {
  try {
    return (await runner(operation, context, variables)) as {
      data?: unknown
      errors?: GraphqlErrorLike[]
    }
  } catch (error) {
    if (!isClientRequestError(error)) throw error
    const errors = clientErrorsOf(error).map((e) => ({
      message: e.message,
      extensions: { code: String(e.extensions?.code), http: error.statusCode as number },
    }))
    return { data: null, errors }
  }
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function toApiErrors(errors: readonly GraphqlErrorLike[]): {
  errors: ApiError[]
  status: number
  internal: boolean
} {
  const internal = errors.some((e) => !e.extensions?.code || e.extensions.code === 'GATEWAY_ERR_INTERNAL')
  if (internal) {
    return {
      errors: [{ code: 'API_ERR_INTERNAL', message: 'Something went wrong on our side. Please try again.' }],
      status: 500,
      internal,
    }
  }
  const mapped = errors.map((e) => {
    const { code = 'API_ERR_FAILED', field } = e.extensions ?? {}
    // services name GraphQL arguments (actionValue); legacy clients know the payload field (action_value)
    return field ? { code, message: e.message, field: snakeCase(field) } : { code, message: e.message }
  })
  return { errors: mapped, status: errors[0]?.extensions?.http ?? 400, internal }
}

export async function restPlugin(app: FastifyInstance, options: RestPluginOptions): Promise<void> {
  const byName = new Map(options.endpoints.map((e) => [e.name, e]))
  const openApi = buildOpenApiDocument(options.endpoints, options.publicUrl)
  const runner = options.runOperation

  app.get('/api/docs', async () => openApi)

  const handle = async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const named = byName.get(request.params.name)
    if (!named) {
      return reply
        .code(404)
        .send(failure('API_ERR_UNKNOWN_ENDPOINT', `Unknown API call: ${request.params.name}`))
    }
    if (named.method !== request.method) {
      reply.header('allow', named.method)
      return reply
        .code(405)
        .send(
          failure('API_ERR_METHOD_NOT_ALLOWED', `${named.name} takes ${named.method}, not ${request.method}`),
        )
    }

    const payload = payloadOf(request)
    const endpoint = named.route?.(payload) ?? named
    // text is checked once, here, before the row's schema: every row gets it without asking
    const badText = findBadText(payload)
    if (badText && CREDENTIAL_FIELDS.has(String(badText.path[0])))
      return reply.code(400).send(envelope({ errors: [textInputError(badText)] }, false))
    const { token, claimedUserId } = legacyCredentials(payload, request, endpoint.userIdIsInput)
    const context = await buildRequestContext(request, options.resolveViewer, token)
    // a user_id that does not belong to the token is not a login
    if (context.viewer && claimedUserId !== null && claimedUserId !== context.viewer.userId)
      context.viewer = null
    const loginOk = context.viewer !== null

    if (endpoint.auth === 'required' && !loginOk) {
      return reply.code(401).send(failure('API_ERR_NOT_LOGGED_IN', 'Please log in to do that.', false))
    }

    if (badText) return reply.code(400).send(envelope({ errors: [textInputError(badText)] }, loginOk))

    const parsed = endpoint.input.safeParse(payload)
    if (!parsed.success)
      return reply.code(400).send(envelope({ errors: validationErrors(parsed.error) }, loginOk))

    const endpointContext = {
      userId: context.viewer?.userId ?? null,
      pendingSignupAction: parsePendingAction(request.cookies?.[PENDING_ACTION_COOKIE]),
      locale: context.locale,
    }
    // the operation's data, or the refusal already sent
    const run = async (operation: string, variables: Record<string, unknown>) => {
      const result = await runOperation(runner, operation, context, variables)
      const partialUnder = endpoint.partialUnder ?? []
      const errors = result.errors ?? []
      const others = errors.filter((error) => !partialUnder.some((field) => error.path?.includes(field)))
      // a field answered in part never decides the call: when it fails for another reason, that
      // reason is what the caller reads (calendar_in_city over 62 days: discovery's words, not commerce's)
      const fatalErrors = result.data != null || others.length > 0 ? others : errors
      if (result.data != null && fatalErrors.length < errors.length)
        request.log.warn({ errors: result.errors, endpoint: endpoint.name }, 'api call answered in part')
      if (fatalErrors.length === 0) return { data: result.data }
      const mapped = toApiErrors(fatalErrors)
      if (mapped.internal)
        request.log.error({ errors: result.errors, endpoint: endpoint.name }, 'api call failed')
      const step = mapped.internal ? undefined : endpoint.stepFor?.(mapped.errors[0]?.code ?? '')
      return {
        refused: reply
          .code(mapped.status)
          .send(envelope({ errors: mapped.errors, ...(step ? { step } : {}) }, loginOk)),
      }
    }

    const first = await run(endpoint.operation, endpoint.variables?.(parsed.data, endpointContext) ?? {})
    if ('refused' in first) return first.refused
    const followUp = endpoint.followUp?.(first.data, parsed.data)
    if (followUp) {
      const second = await run(followUp.operation, followUp.variables)
      if ('refused' in second) return second.refused
    }

    const shaped = endpoint.result?.(first.data, parsed.data, endpointContext) ?? {}
    const values = shaped.values ?? {}
    if (endpoint.session === 'issue' && typeof values.user_token === 'string') {
      setSessionCookie(reply, values.user_token, options.secureCookies)
    }
    if (endpoint.session === 'clear') clearSessionCookie(reply, options.secureCookies)
    if (endpoint.session === 'issue' && typeof values.user_token === 'string')
      await applyPendingSignupAction(app, reply, values.user_token, options.resolveViewer)
    if (endpoint.remembersSignupAction && !loginOk && typeof values.action_type === 'string') {
      const pending = JSON.stringify({ actionType: values.action_type, actionValue: values.action_value })
      reply.setCookie(PENDING_ACTION_COOKIE, pending, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: 24 * 60 * 60,
      })
    }
    const signedInNow = endpoint.session === 'issue' ? true : endpoint.session === 'clear' ? false : loginOk
    return reply.send(envelope(shaped, signedInNow))
  }

  app.route({ method: ['GET', 'POST'], url: '/api/:name', handler: handle })
  app.route({ method: ['GET', 'POST'], url: '/api/:name/', handler: handle })
}
