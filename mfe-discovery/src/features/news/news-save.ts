import { apiCall } from '@showroom/graphql-client'
import type { Session } from '@showroom/contracts'
import { useOptimisticToggle } from '../shared/use-optimistic-toggle.ts'

export type SaveNewsCall = (save: boolean) => Promise<boolean | null>

// user_news_create / user_news_delete (spec part 7); the server's is_saved, or null when the call
// failed, the response is invalid (spec part 8) or login_ok is false
export function saveNewsCall(session: Session, newsId: number): SaveNewsCall {
  return async (save) => {
    const result = await apiCall<{ is_saved?: unknown }>(
      save ? 'user_news_create' : 'user_news_delete',
      // on the web user_token is '' and the HttpOnly cookie authenticates (ADR 4)
      { user_id: session.user_id, user_token: session.user_token, news_id: newsId },
      { needsLogin: true },
    )
    if (!result.valid) return null
    const saved = result.envelope.values.is_saved
    return typeof saved === 'boolean' ? saved : null
  }
}

export interface NewsSaveOptions {
  // what the server last said
  initial: boolean
  // spec part 5: saving news needs user_id (and user_token, which the cookie stands for on the web)
  signedIn: boolean
  send: SaveNewsCall
  onVisitor: () => void
}

// spec part 4: the save flips at once and rolls back silently when the call fails, the response is
// invalid or the viewer is not logged in; only the latest click's answer counts (the shared toggle)
export function useNewsSave({ initial, signedIn, send, onVisitor }: NewsSaveOptions) {
  const toggle = useOptimisticToggle({
    // the page shows no save count
    initial: { active: initial, count: 0 },
    signedIn,
    send: async (save) => {
      const saved = await send(save)
      return saved === null ? null : { active: saved, count: 0 }
    },
    onVisitor,
  })
  return { saved: toggle.active, pending: toggle.pending, toggle: toggle.toggle }
}
