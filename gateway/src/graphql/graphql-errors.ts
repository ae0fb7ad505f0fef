import type { FastifyBaseLogger } from 'fastify'
import { GraphQLError, type GraphQLFormattedError } from 'graphql'
import type { MercuriusContext } from 'mercurius'

export const GATEWAY_ERRORS = {
  internal: 'GATEWAY_ERR_INTERNAL',
  invalidQuery: 'GATEWAY_ERR_INVALID_QUERY',
  invalidVariables: 'GATEWAY_ERR_INVALID_VARIABLES',
  invalidRequest: 'GATEWAY_ERR_INVALID_REQUEST',
  methodNotAllowed: 'GATEWAY_ERR_METHOD_NOT_ALLOWED',
  invalidText: 'GATEWAY_ERR_INVALID_TEXT',
  queryTooDeep: 'GATEWAY_ERR_QUERY_TOO_DEEP',
  tooManyAliases: 'GATEWAY_ERR_TOO_MANY_ALIASES',
  queryTooCostly: 'GATEWAY_ERR_QUERY_TOO_COSTLY',
  queryTooLarge: 'GATEWAY_ERR_QUERY_TOO_LARGE',
  introspectionDisabled: 'GATEWAY_ERR_INTROSPECTION_DISABLED',
} as const

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.'

export function clientError(message: string, code: string, nodes?: GraphQLError['nodes']): GraphQLError {
  return new GraphQLError(message, { nodes: nodes ?? null, extensions: { code } })
}

// a request refused before execution; shaped like mercurius's own validation error (statusCode and
// errors) so the HTTP route, app.graphql callers and the WebSocket path all see the same thing
export class GraphqlRequestError extends Error {
  readonly statusCode = 400
  readonly extensions: { code: string }
  readonly errors: GraphQLError[]
  constructor(errors: GraphQLError[]) {
    super(errors[0]?.message ?? 'The GraphQL request was refused.')
    this.errors = errors
    this.extensions = { code: codeOf(errors[0]) ?? GATEWAY_ERRORS.invalidQuery }
  }
}

interface RequestErrorLike {
  statusCode?: unknown
  code?: unknown
  errors?: unknown
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code
  return typeof code === 'string' ? code : undefined
}

// what a client sent wrong, when the error does not say it itself
function clientCodeOf(error: unknown, outer: RequestErrorLike): string {
  const message = String((error as { message?: unknown }).message ?? '')
  if (outer.statusCode === 405) return GATEWAY_ERRORS.methodNotAllowed
  if (message.startsWith('Variable "$')) return GATEWAY_ERRORS.invalidVariables
  if (/Document contains more th\w+ \d+ tokens/.test(message)) return GATEWAY_ERRORS.queryTooLarge
  if (error instanceof GraphQLError) return GATEWAY_ERRORS.invalidQuery
  return GATEWAY_ERRORS.invalidRequest
}

function formatted(error: unknown, code: string): GraphQLFormattedError {
  const json: GraphQLFormattedError =
    error instanceof GraphQLError ? error.toJSON() : { message: String((error as Error).message) }
  return { ...json, extensions: { ...json.extensions, code } }
}

export function isClientRequestError(error: unknown): error is RequestErrorLike & Error {
  const status = (error as RequestErrorLike | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500
}

// the errors a refused request carries, each with a client code
export function clientErrorsOf(error: RequestErrorLike & Error): GraphQLFormattedError[] {
  const inner = Array.isArray(error.errors) && error.errors.length ? (error.errors as unknown[]) : [error]
  return inner.map((e) => formatted(e, codeOf(e) ?? clientCodeOf(e, error)))
}

export interface FormattedExecution {
  statusCode: number
  response: { data: Record<string, unknown> | null; errors: GraphQLFormattedError[] }
}

// client mistakes (syntax, unknown fields, bad variables, limits) answer 4xx with their message and
// a client code, logged at info; service errors keep their code; anything else is ours, logged as an
// error and answered generically
export function formatGraphqlErrors(
  execution: { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] },
  log: FastifyBaseLogger,
): FormattedExecution {
  let statusCode = 200
  const errors: GraphQLFormattedError[] = []
  for (const error of execution.errors ?? []) {
    const original = error.originalError as (RequestErrorLike & Error) | undefined
    if (isClientRequestError(original)) {
      statusCode = original.statusCode as number
      errors.push(...clientErrorsOf(original))
      continue
    }
    const code = codeOf(error)
    if (code) {
      errors.push(error.toJSON())
      continue
    }
    log.error({ err: error }, 'graphql error without a code')
    errors.push({ ...formatted(error, GATEWAY_ERRORS.internal), message: INTERNAL_MESSAGE })
  }
  if (statusCode !== 200) log.info({ errors: errors.map((e) => e.message) }, 'graphql request refused')
  return { statusCode, response: { data: execution.data ?? null, errors } }
}

export function logOf(context: MercuriusContext): FastifyBaseLogger {
  return context.reply?.log ?? context.app.log
}
