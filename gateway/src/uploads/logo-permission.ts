import type { RequestContext, Viewer } from '@showroom/platform'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { queryOwnGraph } from '../graphql/own-graph.ts'

export const LOGO_SOURCE_TYPES = ['designer', 'venue', 'event'] as const
export type LogoSourceType = (typeof LOGO_SOURCE_TYPES)[number]

// accounts knows the personas a member manages, discovery who organises an event: the gateway asks
// its own graph, as any client would, so neither service learns about the other
const PERSONAS = `query LogoPersonas { viewer { roles personas { type id } } }`
const EVENT = `query LogoEvent($id: Int!) { viewer { roles } eventById(id: $id) { canManage } }`

interface ViewerData {
  roles: string[]
  personas?: { type: string; id: number }[]
}

const contextOf = (viewer: Viewer, request: FastifyRequest): RequestContext => ({
  viewer,
  requestId: request.id,
  authToken: null,
  locale: 'en',
  clientIp: request.ip,
})

// only admins and whoever manages the persona (or organises the event) may change its logo
export async function mayUploadLogo(
  app: FastifyInstance,
  request: FastifyRequest,
  viewer: Viewer,
  source: { type: LogoSourceType; id: number },
): Promise<boolean> {
  const context = contextOf(viewer, request)
  if (source.type === 'event') {
    const data = await queryOwnGraph<{ viewer: ViewerData | null; eventById: { canManage: boolean } | null }>(
      app,
      EVENT,
      context,
      { id: source.id },
    )
    return Boolean(data.viewer?.roles.includes('admin') || data.eventById?.canManage)
  }
  const data = await queryOwnGraph<{ viewer: ViewerData | null }>(app, PERSONAS, context)
  if (!data.viewer) return false
  if (data.viewer.roles.includes('admin')) return true
  return (data.viewer.personas ?? []).some(
    (persona) => persona.type === source.type && persona.id === source.id,
  )
}
