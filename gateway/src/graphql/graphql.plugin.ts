import type { PubSub, RequestContext } from '@showroom/platform'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type GraphQLSchema, specifiedRules, type ValidationRule, validate } from 'graphql'
import fp from 'fastify-plugin'
import mercurius from 'mercurius'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session-cookie.ts'
import { applyPendingSignupAction } from '../auth/signup-action.ts'
import type { ViewerResolver } from '../auth/viewer.ts'
import { createCompiledQueries } from './compiled-queries.ts'
import { singleSubgraphRouterOf } from './compose.ts'
import { formatGraphqlErrors, GraphqlRequestError, logOf } from './graphql-errors.ts'
import {
  guardDocument,
  guardExecution,
  guardSubscriptionArguments,
  noIntrospectionRule,
} from './request-guards.ts'
import { REQUEST_LIMITS } from './request-limits.ts'
import { instrumentSessionFields, type SessionFields, takeIssuedToken } from './session-fields.ts'

export interface GraphqlPluginOptions {
  schema: GraphQLSchema
  resolveViewer: ViewerResolver
  pubsub: PubSub
  secureCookies: boolean
  graphiql: boolean
  // off in production: the schema is not described to strangers
  introspection: boolean
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

// the GraphQL-over-HTTP spec lets a client send "extensions": null; mercurius's body schema wants an object
async function allowNullExtensions(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null
  if (body && typeof body === 'object' && body.extensions === null) delete body.extensions
}

interface GraphqlBody {
  query?: unknown
  variables?: unknown
  operationName?: unknown
  extensions?: unknown
}

// A query the in-process subgraphs answer is answered here, compiled, before mercurius's handler
// (graphql/compiled-queries.ts): the body mercurius's schema already checked, a single query with no
// extensions (persisted queries and batches are mercurius's). Anything else, and any call the compiled
// way refuses or does not finish cleanly, goes on to mercurius as before.
function answerCompiled(options: GraphqlPluginOptions, validationRules: ValidationRule[]) {
  const compiled = createCompiledQueries(options.schema, validationRules)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || request.validationError) return
    const body = request.body as GraphqlBody | null
    if (!body || typeof body !== 'object' || Array.isArray(body)) return
    // extensions sent as null are gone by now (allowNullExtensions)
    if (typeof body.query !== 'string' || body.extensions !== undefined) return
    const variables = (body.variables ?? {}) as Record<string, unknown>
    const operationName = typeof body.operationName === 'string' ? body.operationName : null
    let query: ReturnType<typeof compiled.find>
    try {
      query = compiled.find(body.query, variables, operationName)
    } catch {
      // a limit the variables break: mercurius's hook refuses it in its words
      return
    }
    if (!query) return
    const context = await buildRequestContext(request, options.resolveViewer)
    const answer = await compiled.run(query, context, variables, request.log)
    if (!answer) return
    return reply.code(answer.statusCode).send(answer.response)
  }
}

async function registerGraphql(app: FastifyInstance, options: GraphqlPluginOptions): Promise<void> {
  const validationRules = options.introspection ? [] : [noIntrospectionRule]
  await app.register(mercurius, {
    schema: guardSubscriptionArguments(options.schema),
    path: '/graphql',
    jit: 1,
    graphiql: options.graphiql,
    graphql: { parseOptions: { maxTokens: REQUEST_LIMITS.maxTokens } },
    validationRules,
    additionalRouteOptions: {
      preValidation: allowNullExtensions,
      preHandler: answerCompiled(options, validationRules),
    },
    context: (request: FastifyRequest) => buildRequestContext(request, options.resolveViewer),
    subscription: {
      emitter: options.pubsub.emitter,
      context: async (_socket: unknown, request: FastifyRequest) =>
        buildRequestContext(request, options.resolveViewer),
    },
    errorFormatter: (execution, context) => formatGraphqlErrors(execution, logOf(context)),
  })

  // limits first: a refused request never reaches validation, let alone a resolver
  app.graphql.addHook('preValidation', async (schema, document) => guardDocument(schema, document))
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) =>
    guardExecution(schema, document, variables as Record<string, unknown> | undefined),
  )
  // subscriptions skip mercurius's validation: the same rules and limits apply here
  app.graphql.addHook('preSubscriptionExecution', async (schema, document) => {
    const errors = validate(schema, document, [...specifiedRules, ...validationRules])
    if (errors.length) throw new GraphqlRequestError([...errors])
    guardExecution(schema, document)
  })

  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const { document: instrumented, fields } = instrumentSessionFields(document)
    if (fields.issued.length === 0 && fields.cleared.length === 0) return
    ;(context as unknown as GatewayContext).sessionFields = fields
    return { document: instrumented }
  })

  // last: a query one in-process subgraph answers whole runs on that subgraph's schema, without the
  // stitching's planning and delegation (the same resolvers, context and answer)
  const route = singleSubgraphRouterOf(options.schema)
  if (route)
    app.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
      const target = route(document, variables as Record<string, unknown> | undefined)
      return target ? { schema: target } : undefined
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
