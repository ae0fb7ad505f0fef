import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendEdgeFailure } from './edge-failure.ts'
import { hasBody, isUpgrade } from './request-origin.ts'

export interface MethodEnvelopeOptions {
  // each /api/<name> call and the one method it takes
  apiMethods: ReadonlyMap<string, 'GET' | 'POST'>
}

export const MAX_URL_BYTES = 16 * 1024

// the methods no /api call or /graphql takes: answered with 405 and Allow instead of Fastify's 404
const OTHER_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS']
const ANY_METHOD = ['GET', 'POST', ...OTHER_METHODS]

async function registerMethodEnvelope(app: FastifyInstance, options: MethodEnvelopeOptions): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_BYTES)
      return sendEdgeFailure(
        request,
        reply,
        414,
        'EDGE_ERR_URI_TOO_LONG',
        `The address is too long (limit ${MAX_URL_BYTES} bytes); send the data in a POST body.`,
      )
    if ((request.method === 'GET' || request.method === 'HEAD') && hasBody(request) && !isUpgrade(request)) {
      // the body is never read, so it must not be taken for the next request on this connection
      reply.header('connection', 'close')
      return sendEdgeFailure(
        request,
        reply,
        400,
        'EDGE_ERR_BODY_NOT_ALLOWED',
        `A ${request.method} request carries no body; send the data in the query or as a POST.`,
      )
    }
  })

  const unknownCall = (request: FastifyRequest, reply: FastifyReply, name: string) =>
    sendEdgeFailure(request, reply, 404, 'API_ERR_UNKNOWN_ENDPOINT', `Unknown API call: ${name}`)

  const wrongMethod = (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params
    const allowed = options.apiMethods.get(name)
    if (!allowed) return unknownCall(request, reply, name)
    reply.header('allow', allowed)
    return sendEdgeFailure(
      request,
      reply,
      405,
      'API_ERR_METHOD_NOT_ALLOWED',
      `${name} takes ${allowed}, not ${request.method}`,
    )
  }
  app.route({ method: OTHER_METHODS, url: '/api/:name', handler: wrongMethod })
  app.route({ method: OTHER_METHODS, url: '/api/:name/', handler: wrongMethod })
  // /api itself and deeper paths are no call either, whatever the method
  const noCall = (request: FastifyRequest, reply: FastifyReply) =>
    unknownCall(request, reply, request.url.split('?')[0]?.replace(/^\/api\/?/, '') ?? '')
  app.route({ method: ANY_METHOD, url: '/api', handler: noCall })
  app.route({ method: ANY_METHOD, url: '/api/*', handler: noCall })

  app.route({
    method: OTHER_METHODS,
    url: '/graphql',
    handler: (request, reply) => {
      reply.header('allow', 'GET, POST')
      return sendEdgeFailure(
        request,
        reply,
        405,
        'EDGE_ERR_METHOD_NOT_ALLOWED',
        `/graphql takes GET and POST, not ${request.method}`,
      )
    },
  })
}

export const methodEnvelopePlugin = fp(registerMethodEnvelope, { name: 'showroom-edge-method-envelope' })
