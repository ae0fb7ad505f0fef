import type { Viewer } from '@showroom/platform'
import { parse } from 'graphql'
import type { Subgraph } from '../graphql/compose.ts'

const SESSION_VIEWER = parse(`
  query SessionViewer {
    sessionViewer { userId sessionId persona { type id } roles isPro isTeam points }
  }
`)

export type ViewerResolver = (authToken: string | null, requestId: string) => Promise<Viewer | null>

// the accounts subgraph is the only one that can read a session token; everyone else gets the viewer
export function createViewerResolver(accounts: Subgraph): ViewerResolver {
  return async (authToken, requestId) => {
    if (!authToken) return null
    const result = (await accounts.executor({
      document: SESSION_VIEWER,
      context: { viewer: null, authToken, requestId, locale: 'en', clientIp: null },
    })) as { data?: { sessionViewer?: Viewer | null }; errors?: Array<{ message: string }> }
    if (result.errors?.length) throw new Error(`resolving the session failed: ${result.errors[0]?.message}`)
    return result.data?.sessionViewer ?? null
  }
}
