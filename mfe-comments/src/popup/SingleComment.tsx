import { useSession } from '@showroom/ui'
import { useMemo, useSyncExternalStore } from 'react'
import { commentsApi } from '../api/comments-api.ts'
import { createThreadController } from '../model/thread-controller.ts'
import { emptyThread } from '../model/thread-store.ts'
import type { ThreadComment } from '../model/types.ts'
import type { UploadContext } from '../model/upload-files.ts'
import { sourceOfComment } from '../model/source-of-comment.ts'
import { CommentItem } from '../thread/CommentItem.tsx'
import '../comments.css'

// one comment (with its thread around it) as a small thread of its own, every action included
export function SingleComment({
  comment,
  replyOpen = false,
  composerContext = 'composer',
}: {
  comment: ThreadComment
  replyOpen?: boolean
  composerContext?: UploadContext
}) {
  const session = useSession()
  const source = sourceOfComment(comment)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one controller per comment shown
  const controller = useMemo(
    () => createThreadController(commentsApi, source, { ...emptyThread, comments: [comment] }),
    [comment.id],
  )
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  const shown = state.comments[0]
  if (!shown) return null
  return (
    <div className="sr-comments sr-comments--single">
      <CommentItem
        comment={shown}
        source={source}
        controller={controller}
        state={state}
        signedIn={Boolean(session)}
        replyOpen={replyOpen}
        composerContext={composerContext}
      />
    </div>
  )
}
