import type { FastifyRequest } from 'fastify'
import { readSessionToken } from '../auth/session-cookie.ts'
import type { ViewerResolver } from '../auth/viewer.ts'

const LOOPBACK_IP = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
const LOCAL_HOST_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

// loopback counts only when the browser also asked for this machine by name (a page that rebinds
// its own domain to 127.0.0.1 arrives from loopback with its own Host) and no proxy passed it on
function isLocalRequest(request: FastifyRequest): boolean {
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  return !proxied && LOOPBACK_IP.test(request.ip) && LOCAL_HOST_NAMES.has(request.hostname)
}

// the dev mail page shows everyone's mail: admins anywhere, anyone else only from this machine
export function createDevMailAccess(resolveViewer: ViewerResolver) {
  return async (request: FastifyRequest): Promise<boolean> => {
    if (isLocalRequest(request)) return true
    const viewer = await resolveViewer(readSessionToken(request), request.id)
    return viewer?.roles.includes('admin') ?? false
  }
}
