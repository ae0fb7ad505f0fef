import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { pathOf } from './request-origin.ts'

export interface SecurityHeadersOptions {
  publicUrl: string
  // GraphiQL (development only) loads its editor from a CDN
  graphiql: boolean
  // the origins the module registry names today: a module team may deploy to a host of its own
  moduleOrigins?: () => Promise<string[]>
}

const ONE_YEAR_S = 365 * 24 * 60 * 60

// what the shell and the modules need, and nothing more: scripts only from this origin and the
// hosts the registry names for modules (no inline code); modules inject their CSS as <style>
// elements (style-loader), hence 'unsafe-inline' for styles only; blob: for upload previews and hls.js
export function contentSecurityPolicy(publicUrl: string, moduleOrigins: readonly string[] = []): string {
  const site = new URL(publicUrl)
  const socket = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}`
  const modules = moduleOrigins.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    `script-src 'self'${modules}`,
    `style-src 'self' 'unsafe-inline'${modules}`,
    `img-src 'self' data: blob:${modules}`,
    `font-src 'self' data:${modules}`,
    "media-src 'self' blob:",
    `connect-src 'self' ${socket}${modules}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

// one set of headers on every answer: pages, /api, /graphql, fragments, files, errors and 404s
async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const policy = contentSecurityPolicy(options.publicUrl)
  const https = options.publicUrl.startsWith('https://')
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  }
  // only a page loads modules, so only a page pays for reading the registry
  const pagePolicy = async (): Promise<string> => {
    const origins = (await options.moduleOrigins?.().catch(() => [])) ?? []
    return origins.length > 0 ? contentSecurityPolicy(options.publicUrl, origins) : policy
  }
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value)
    if (!reply.hasHeader('content-security-policy')) {
      const graphiql = options.graphiql && pathOf(request).startsWith('/graphiql')
      const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      reply.header(
        'content-security-policy',
        graphiql ? "frame-ancestors 'none'" : page ? await pagePolicy() : policy,
      )
    }
    // browsers ignore HSTS over plain http, so it is only sent where https is in use
    if (https || request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_S}`)
    return payload
  })
}

export const securityHeadersPlugin = fp(registerSecurityHeaders, { name: 'showroom-edge-security-headers' })
