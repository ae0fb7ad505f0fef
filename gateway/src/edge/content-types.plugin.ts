import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendEdgeFailure } from './edge-failure.ts'
import { hasBody, pathOf, requestOrigin } from './request-origin.ts'

export interface ContentTypesOptions {
  publicUrl: string
}

interface Accepted {
  types: RegExp
  // what the refusal tells the caller to send instead
  expected: string
}

const JSON_ONLY: Accepted = { types: /^application\/json$/, expected: 'application/json' }
const UPLOAD: Accepted = {
  types: /^(multipart\/form-data|application\/octet-stream|image\/[\w.+-]+|video\/[\w.+-]+)$/,
  expected: 'multipart/form-data or the file itself',
}
const LOGO: Accepted = { types: /^multipart\/form-data$/, expected: 'multipart/form-data' }
// forms are what another site can post without a CORS preflight: only clients that are not
// browsers (legacy native apps) may send them
const LEGACY_API: Accepted = {
  types: /^(application\/json|application\/x-www-form-urlencoded)$/,
  expected: 'application/json',
}

function acceptedFor(request: FastifyRequest, publicOrigin: string): Accepted | null {
  const path = pathOf(request)
  if (path === '/graphql' || path.startsWith('/graphql/')) return JSON_ONLY
  if (path.startsWith('/upload/')) return UPLOAD
  if (path === '/api/cdn_upload_logo' || path === '/api/cdn_upload_logo/') return LOGO
  if (path === '/api' || path.startsWith('/api/'))
    return requestOrigin(request, publicOrigin) === 'unknown' ? LEGACY_API : JSON_ONLY
  return null
}

const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

// changes through /api, /graphql and the uploads come only in the body types their routes read;
// checked before any body is parsed
async function registerContentTypes(app: FastifyInstance, options: ContentTypesOptions): Promise<void> {
  const publicOrigin = new URL(options.publicUrl).origin
  app.addHook('onRequest', async (request, reply) => {
    // POST is the only change these routes take; other methods get their 405 from the method envelope
    if (request.method !== 'POST') return
    const accepted = acceptedFor(request, publicOrigin)
    if (!accepted) return
    const mediaType = mediaTypeOf(request)
    // legacy clients post no-payload calls without a body, with or without a content type
    if (mediaType === '' && !hasBody(request)) return
    if (accepted.types.test(mediaType)) return
    // the unread body must not be taken for the next request on this connection
    reply.header('connection', 'close')
    return sendEdgeFailure(
      request,
      reply,
      415,
      'EDGE_ERR_UNSUPPORTED_MEDIA_TYPE',
      `Send this request as ${accepted.expected}${mediaType ? `, not ${mediaType}` : ''}.`,
    )
  })
}

export const contentTypesPlugin = fp(registerContentTypes, { name: 'showroom-edge-content-types' })
