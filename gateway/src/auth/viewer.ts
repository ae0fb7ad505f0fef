import { viewerChangedTopic } from '@showroom/accounts'
import type { Viewer } from '@showroom/platform'
import { parse } from 'graphql'
import type { Subgraph } from '../graphql/compose.ts'
import { createViewerCache, type ViewerCacheOptions, type ViewerChanges } from './viewer-cache.ts'

// long enough to spare the session read on a page's burst of requests, short enough that a change
// whose announcement got lost (a Redis hiccup) does not last
export const VIEWER_TTL_MS = 5000

const SESSION_VIEWER = parse(`
  query SessionViewer {
    sessionViewer { userId sessionId persona { type id } roles isPro isTeam points }
  }
`)

export type ViewerResolver = (authToken: string | null, requestId: string) => Promise<Viewer | null>

// the accounts subgraph is the only one that can read a session token; everyone else gets the viewer.
// with `cache`, a token's viewer is kept a few seconds and forgotten as soon as accounts announces a
// change to that member (ADR 28)
export function createViewerResolver(accounts: Subgraph, cache?: ViewerCacheOptions): ViewerResolver {
  const read: ViewerResolver = async (authToken, requestId) => {
    if (!authToken) return null
    const result = (await accounts.executor({
      document: SESSION_VIEWER,
      context: { viewer: null, authToken, requestId, locale: 'en', clientIp: null },
    })) as { data?: { sessionViewer?: Viewer | null }; errors?: Array<{ message: string }> }
    if (result.errors?.length) throw new Error(`resolving the session failed: ${result.errors[0]?.message}`)
    return result.data?.sessionViewer ?? null
  }
  if (!cache) return read
  const kept = createViewerCache(cache)
  return (authToken, requestId) => {
    if (!authToken) return Promise.resolve(null)
    return kept.resolve(authToken, () => read(authToken, requestId))
  }
}

// a viewer is kept only where accounts' announcements reach this process: accounts runs in it, or
// both share the pub/sub over Redis
export function viewerCacheOptions(
  accounts: Subgraph,
  pubsub: { emitter: ViewerChanges },
  pubsubShared: boolean,
): ViewerCacheOptions | undefined {
  if (!accounts.schema && !pubsubShared) return undefined
  return { changes: pubsub.emitter, topic: viewerChangedTopic, ttlMs: VIEWER_TTL_MS }
}
