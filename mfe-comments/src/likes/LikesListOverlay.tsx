import type { CommentRef } from '@showroom/contracts'
import { LIMITS } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Overlay, Skeleton, useOverlay } from '@showroom/ui'
import type { UIEvent } from 'react'
import { NS } from '../messages.ts'
import { useLikes } from './use-likes.ts'

// who liked a comment; more load within 200 px of the bottom
export function LikesListOverlay() {
  const { open, params, close } = useOverlay<CommentRef>('likes-list')
  return (
    <LikesPanel
      key={params ? `${params.comment_type}-${params.comment_id}` : 'none'}
      open={open}
      params={params}
      close={close}
    />
  )
}

function LikesPanel({ open, params, close }: { open: boolean; params?: CommentRef; close: () => void }) {
  const tc = useT()
  const t = useModuleT(NS)
  const { state, reload, loadMore } = useLikes(open ? params?.comment_type : undefined, params?.comment_id)
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget
    if (
      state.hasMore &&
      !state.loadingMore &&
      box.scrollHeight - box.scrollTop - box.clientHeight <= LIMITS.likesListLoadMorePx
    )
      loadMore()
  }
  return (
    <Overlay open={open} onClose={close} title={t('likes.title')}>
      <div className="sr-likes" onScroll={onScroll} data-testid="likes-list">
        {state.status === 'loading' ? (
          <div role="status" aria-label={t('likes.loading')} aria-busy="true">
            <Skeleton lines={4} />
          </div>
        ) : state.status === 'failed' ? (
          <NoItems tone="error" message={tc('comments.likesFailed')} onRetry={reload} />
        ) : state.likes.length === 0 ? (
          <NoItems message={tc('comments.likesEmpty')} />
        ) : (
          <ul className="sr-likes__list">
            {state.likes.map((like) => (
              <li key={`${like.persona_type}-${like.persona_id}`} className="sr-likes__entry">
                {like.profile_image_url ? (
                  <img
                    src={like.profile_image_url}
                    alt=""
                    width={36}
                    height={36}
                    className="sr-comment__avatar"
                  />
                ) : (
                  <span className="sr-comment__avatar sr-comment__avatar--initial" aria-hidden="true">
                    {like.full_name.slice(0, 1).toUpperCase()}
                  </span>
                )}
                {like.detail_url ? (
                  <a href={like.detail_url}>{like.full_name}</a>
                ) : (
                  <span>{like.full_name}</span>
                )}
                {like.is_user_self ? <span className="sr-comment__flag">{t('likes.you')}</span> : null}
                {like.is_following_user ? (
                  <span className="sr-comment__flag">{t('likes.following')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {state.loadingMore ? <Skeleton lines={1} /> : null}
      </div>
    </Overlay>
  )
}
