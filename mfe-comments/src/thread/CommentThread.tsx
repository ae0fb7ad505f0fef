import { NoItems, Skeleton, useSession } from '@showroom/ui'
import { useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import { Composer } from '../composer/Composer.tsx'
import { NS } from '../messages.ts'
import type { ThreadSource } from '../model/types.ts'
import { CommentItem } from './CommentItem.tsx'
import { useThread } from './use-thread.ts'
import '../comments.css'

export interface CommentThreadProps {
  source: ThreadSource
  requireMedia?: boolean
  title?: string
}

// a source's comments, newest first, with the composer on top and older ones on demand
export function CommentThread({ source, requireMedia, title }: CommentThreadProps) {
  const t = useModuleT(NS)
  const session = useSession()
  const { controller, state, status, retry } = useThread(source)
  const [loadingOlder, setLoadingOlder] = useState(false)

  const loadOlder = async () => {
    setLoadingOlder(true)
    await controller.loadOlder()
    setLoadingOlder(false)
  }

  return (
    <section className="sr-comments" aria-label={title ?? t('thread.title')} data-comment-type={source.kind}>
      <Composer source={source} requireMedia={requireMedia} onPost={controller.post} />
      {status === 'loading' ? (
        <div className="sr-comments__loading" aria-busy="true">
          <Skeleton lines={3} />
        </div>
      ) : status === 'failed' ? (
        <NoItems tone="error" message={t('thread.loadFailed')} onRetry={retry} />
      ) : state.comments.length === 0 ? (
        <p className="sr-comments__empty">{t('thread.empty')}</p>
      ) : (
        <ol className="sr-comments__list">
          {state.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                source={source}
                controller={controller}
                state={state}
                signedIn={Boolean(session)}
              />
            </li>
          ))}
        </ol>
      )}
      {status === 'ready' && state.hasMore ? (
        <button
          type="button"
          className="sr-comments__older"
          onClick={() => void loadOlder()}
          disabled={loadingOlder}
          aria-busy={loadingOlder}
        >
          {loadingOlder ? t('thread.loadingOlder') : t('thread.loadOlder')}
        </button>
      ) : null}
    </section>
  )
}
