import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SESSION_COOKIE } from '../auth/session-cookie.ts'
import { sendEdgeFailure } from './edge-failure.ts'
import { isUpgrade, pathOf, requestOrigin, SAFE_METHODS } from './request-origin.ts'

export interface OriginCheckOptions {
  publicUrl: string
}

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from another site, so Showroom refused it. Please try again on Showroom itself.'

const nonEmpty = (value: unknown) => typeof value === 'string' && value !== ''

// credentials a page on another origin cannot attach for its visitor: the legacy user_token (which
// it does not know) or an Authorization / X-User-Token header (which needs a CORS preflight we never grant)
function bringsOwnCredentials(request: FastifyRequest): boolean {
  if (nonEmpty(request.headers.authorization) || nonEmpty(request.headers['x-user-token'])) return true
  // /graphql reads the session cookie before anything else
  if (pathOf(request).startsWith('/graphql')) return false
  const query = request.query as Record<string, unknown> | undefined
  const body = request.body as Record<string, unknown> | undefined
  return (
    nonEmpty(query?.user_token) || (typeof body === 'object' && body !== null && nonEmpty(body.user_token))
  )
}

// RFC 8058: a mail client posts to the List-Unsubscribe URL; the signed token in the path decides and
// the session is never read there, so whichever cookie the request carries cannot be misused
const ONE_CLICK_UNSUBSCRIBE = /^\/alerts\/unsubscribe\/[A-Za-z0-9._-]{1,80}$/
const isOneClickUnsubscribe = (request: FastifyRequest) =>
  request.method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(pathOf(request))

// a request from another origin never acts as the member whose session cookie it carries
async function registerOriginCheck(app: FastifyInstance, options: OriginCheckOptions): Promise<void> {
  const publicOrigin = new URL(options.publicUrl).origin

  const refuse = (request: FastifyRequest) => {
    request.log.warn(
      {
        origin: request.headers.origin,
        referer: request.headers.referer,
        secFetchSite: request.headers['sec-fetch-site'],
      },
      'request from another origin refused',
    )
  }

  // a browser always names the page's origin on a WebSocket handshake, and the socket carries the cookie
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpgrade(request) || requestOrigin(request, publicOrigin) !== 'foreign') return
    refuse(request)
    return sendEdgeFailure(request, reply, 403, 'EDGE_ERR_FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE)
  })

  // after the body is parsed, so a legacy user_token in it counts
  app.addHook('preValidation', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    if (isOneClickUnsubscribe(request)) return
    if (!request.cookies?.[SESSION_COOKIE]) return
    if (requestOrigin(request, publicOrigin) !== 'foreign' || bringsOwnCredentials(request)) return
    refuse(request)
    return sendEdgeFailure(request, reply, 403, 'EDGE_ERR_FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE)
  })
}

export const originCheckPlugin = fp(registerOriginCheck, {
  name: 'showroom-edge-origin-check',
  dependencies: ['@fastify/cookie'],
})
