import type { CommentType } from '@showroom/contracts'
import { useEffect, useState } from 'react'
import { commentsApi } from '../api/comments-api.ts'
import type { ThreadComment } from '../model/types.ts'

export type CommentLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; comment: ThreadComment; source: { name: string; detail_url: string | null } | null }

// *_comments_get with its thread (context) and source; the thread is shown when it is a reply
export function useCommentWithContext(
  kind: CommentType | undefined,
  id: number | undefined,
): [CommentLoad, () => void] {
  const [load, setLoad] = useState<CommentLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    void attempt
    if (!kind || !id) return
    let live = true
    setLoad({ status: 'loading' })
    void commentsApi.get(kind, id).then((result) => {
      if (!live) return
      if (!result.valid) return setLoad({ status: result.status === 404 ? 'missing' : 'failed' })
      const { comment, context, source } = result.envelope.values
      setLoad({ status: 'ready', comment: context ?? comment, source: source ?? comment.source ?? null })
    })
    return () => {
      live = false
    }
  }, [kind, id, attempt])
  return [load, () => setAttempt((n) => n + 1)]
}
