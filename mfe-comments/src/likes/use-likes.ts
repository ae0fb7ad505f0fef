import type { CommentType } from '@showroom/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { commentsApi, type LikeEntry } from '../api/comments-api.ts'

export interface LikesState {
  likes: LikeEntry[]
  status: 'loading' | 'ready' | 'failed'
  hasMore: boolean
  loadingMore: boolean
}

// the likes list, a page at a time (next_token goes back as from_timestamp)
export function useLikes(kind: CommentType | undefined, id: number | undefined) {
  const [state, setState] = useState<LikesState>({
    likes: [],
    status: 'loading',
    hasMore: false,
    loadingMore: false,
  })
  const token = useRef<string | null>(null)
  const busy = useRef(false)

  const fetchPage = useCallback(
    async (first: boolean) => {
      if (!kind || !id || busy.current) return
      busy.current = true
      if (first) token.current = null
      setState((s) =>
        first
          ? { likes: [], status: 'loading', hasMore: false, loadingMore: false }
          : { ...s, loadingMore: true },
      )
      const result = await commentsApi.likes(kind, id, token.current)
      busy.current = false
      if (!result.valid) {
        setState((s) => (first ? { ...s, status: 'failed' } : { ...s, loadingMore: false }))
        return
      }
      const page = result.envelope.values
      token.current = page.next_token
      setState((s) => ({
        likes: first ? page.likes : [...s.likes, ...page.likes],
        status: 'ready',
        hasMore: Boolean(page.has_more),
        loadingMore: false,
      }))
    },
    [kind, id],
  )

  useEffect(() => {
    void fetchPage(true)
  }, [fetchPage])

  return { state, reload: () => void fetchPage(true), loadMore: () => void fetchPage(false) }
}
