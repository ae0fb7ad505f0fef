import type { FastifyRequest } from 'fastify'

// same: the site's own pages; foreign: another origin (another site, or another origin of the same
// site); unknown: a client that is not a browser (a native app, a script) and names no origin
export type RequestOrigin = 'same' | 'foreign' | 'unknown'

const BROWSER_AGENT = /^Mozilla\//

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

function originOfUrl(url: string): string | null {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

// the public URL's origin, or the host the browser addressed: a page elsewhere cannot choose the
// Host header its visitor's browser sends
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true
  try {
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}

// Origin first, then Referer, then Sec-Fetch-Site: every browser that supports SameSite cookies
// sends at least one of them on a state-changing request
export function requestOrigin(request: FastifyRequest, publicOrigin: string): RequestOrigin {
  const origin = headerOf(request, 'origin')
  if (origin !== undefined) {
    const parsed = originOfUrl(origin)
    return parsed !== null && isOwnOrigin(parsed, request, publicOrigin) ? 'same' : 'foreign'
  }
  const referer = headerOf(request, 'referer')
  if (referer !== undefined) {
    const parsed = originOfUrl(referer)
    return parsed !== null && isOwnOrigin(parsed, request, publicOrigin) ? 'same' : 'foreign'
  }
  const site = headerOf(request, 'sec-fetch-site')
  if (site === 'same-origin' || site === 'none') return 'same'
  if (site !== undefined) return 'foreign'
  // a browser that hides all three cannot show where the request came from
  if (BROWSER_AGENT.test(headerOf(request, 'user-agent') ?? '')) return 'foreign'
  return 'unknown'
}

export const isUpgrade = (request: FastifyRequest) =>
  (headerOf(request, 'upgrade') ?? '').toLowerCase() === 'websocket'

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

export const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'

export const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0
