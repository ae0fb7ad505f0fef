import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Overlay, Skeleton, useOverlay } from '@showroom/ui'
import type { CommentRef } from '@showroom/contracts'
import { NS } from '../messages.ts'
import { SingleComment } from './SingleComment.tsx'
import { useCommentWithContext } from './use-comment.ts'

// the single-comment popup behind #pec=, #pfc= and #puc=: a source header and the comment
export function CommentPopup({ onClosed }: { onClosed: () => void }) {
  const tc = useT()
  const t = useModuleT(NS)
  const { open, params, close } = useOverlay<CommentRef>('comment-popup')
  const [load, retry] = useCommentWithContext(params?.comment_type, params?.comment_id)
  const dismiss = () => {
    close()
    onClosed()
  }
  return (
    <Overlay open={open} onClose={dismiss} title={t('popup.title')}>
      <div className="sr-comment-popup" data-testid="comment-popup">
        {load.status === 'loading' ? (
          <Skeleton lines={3} />
        ) : load.status === 'missing' ? (
          <NoItems message={t('popup.notFound')} />
        ) : load.status === 'failed' ? (
          <NoItems tone="error" message={t('popup.loadFailed')} onRetry={retry} />
        ) : (
          <>
            {load.source ? (
              <header className="sr-comment-popup__source">
                <span className="sr-comment-popup__source-name">{load.source.name}</span>
                {load.source.detail_url ? (
                  <a className="sr-comment__link" href={load.source.detail_url}>
                    {tc('common.viewDetails')}
                  </a>
                ) : null}
              </header>
            ) : null}
            {/* the popup's reply box is the comment uploader of spec part 5 */}
            <SingleComment comment={load.comment} composerContext="uploader" />
          </>
        )}
      </div>
    </Overlay>
  )
}
