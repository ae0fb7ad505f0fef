import type { FastifyRequest } from 'fastify'
import { readSessionToken } from '../auth/session-cookie.ts'
import type { ViewerResolver } from '../auth/viewer.ts'

const LOOPBACK_IP = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
const LOCAL_HOST_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

// loopback counts only when the browser also asked for this machine by name: a page that
// rebinds its own domain to 127.0.0.1 arrives from loopback with its own Host
function isLocalRequest(request: FastifyRequest, publicHostname: string): boolean {
  if (!LOOPBACK_IP.test(request.ip)) return false
  return LOCAL_HOST_NAMES.has(request.hostname) || request.hostname === publicHostname
}

// the dev mail page shows everyone's mail: admins anywhere, anyone else only from this machine
export function createDevMailAccess(resolveViewer: ViewerResolver, publicUrl: string) {
  const publicHostname = new URL(publicUrl).hostname
  return async (request: FastifyRequest): Promise<boolean> => {
    if (isLocalRequest(request, publicHostname)) return true
    const viewer = await resolveViewer(readSessionToken(request), request.id)
    return viewer?.roles.includes('admin') ?? false
  }
}
