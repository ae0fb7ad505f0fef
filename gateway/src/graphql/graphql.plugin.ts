import type { PubSub, RequestContext } from '@showroom/platform'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GraphQLSchema } from 'graphql'
import fp from 'fastify-plugin'
import mercurius from 'mercurius'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session-cookie.ts'
import { applyPendingSignupAction } from '../auth/signup-action.ts'
import type { ViewerResolver } from '../auth/viewer.ts'
import { instrumentSessionFields, type SessionFields, takeIssuedToken } from './session-fields.ts'

export interface GraphqlPluginOptions {
  schema: GraphQLSchema
  resolveViewer: ViewerResolver
  pubsub: PubSub
  secureCookies: boolean
  graphiql: boolean
}

export interface GatewayContext extends RequestContext {
  reply?: FastifyReply
  sessionFields?: SessionFields
}

function localeOf(request: FastifyRequest): 'en' | 'zh' {
  const cookie = request.cookies?.locale
  if (cookie === 'zh' || cookie === 'en') return cookie
  return /^zh\b/i.test(request.headers['accept-language'] ?? '') ? 'zh' : 'en'
}

export async function buildRequestContext(
  request: FastifyRequest,
  resolveViewer: ViewerResolver,
  authToken = readSessionToken(request),
): Promise<RequestContext> {
  return {
    viewer: await resolveViewer(authToken, request.id),
    authToken,
    requestId: request.id,
    locale: localeOf(request),
    clientIp: request.ip ?? null,
  }
}

async function registerGraphql(app: FastifyInstance, options: GraphqlPluginOptions): Promise<void> {
  await app.register(mercurius, {
    schema: options.schema,
    path: '/graphql',
    jit: 1,
    graphiql: options.graphiql,
    context: (request: FastifyRequest) => buildRequestContext(request, options.resolveViewer),
    subscription: {
      emitter: options.pubsub.emitter,
      context: async (_socket: unknown, request: FastifyRequest) =>
        buildRequestContext(request, options.resolveViewer),
    },
    errorFormatter: (execution, context) => {
      // service errors keep their code and message; anything else is logged and answered generically
      const formatted = mercurius.defaultErrorFormatter(execution, context)
      const errors = (formatted.response.errors ?? []).map((error) => {
        const code = (error.extensions as { code?: string } | undefined)?.code
        if (code) return error
        const log = context.reply?.log ?? context.app.log
        log.error({ err: error }, 'graphql error without a code')
        return {
          ...error,
          message: 'Something went wrong on our side. Please try again.',
          extensions: { code: 'GATEWAY_ERR_INTERNAL' },
        }
      })
      const known = errors.every((e) => (e.extensions as { code?: string }).code !== 'GATEWAY_ERR_INTERNAL')
      return { statusCode: known ? 200 : formatted.statusCode, response: { ...formatted.response, errors } }
    },
  })

  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const { document: instrumented, fields } = instrumentSessionFields(document)
    if (fields.issued.length === 0 && fields.cleared.length === 0) return
    ;(context as unknown as GatewayContext).sessionFields = fields
    return { document: instrumented }
  })

  app.graphql.addHook('onResolution', async (execution, context) => {
    const fields = (context as unknown as GatewayContext).sessionFields
    const reply = (context as unknown as GatewayContext).reply
    if (!fields || !reply) return
    const data = execution.data as Record<string, unknown> | null | undefined
    for (const key of fields.issued) {
      const token = takeIssuedToken(data, key)
      if (!token) continue
      setSessionCookie(reply, token, options.secureCookies)
      // the follow or save a visitor signed up for is done before the answer goes back
      await applyPendingSignupAction(app, reply, token, options.resolveViewer)
    }
    if (fields.cleared.some((key) => data?.[key] === true)) clearSessionCookie(reply, options.secureCookies)
  })
}

// not encapsulated: the REST layer runs its operations through app.graphql
export const graphqlPlugin = fp(registerGraphql, { name: 'showroom-graphql' })
