import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import { NS } from '../messages.ts'
import type { ThreadController } from '../model/thread-controller.ts'
import { likeCountOf } from '../model/thread-store.ts'
import type { ThreadComment } from '../model/types.ts'
import { Hearts } from './Hearts.tsx'

export function LikeButton({
  comment,
  controller,
  pending,
}: {
  comment: ThreadComment
  controller: ThreadController
  pending: boolean
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const [run, setRun] = useState(0)
  const count = likeCountOf(comment)

  const toggle = () => {
    // visitors are asked to sign up
    if (!bus.requireSignIn('like')) return
    if (!comment.is_liked) setRun((n) => n + 1)
    void controller.toggleLike(comment.id)
  }

  return (
    <span className="sr-like">
      <button
        type="button"
        className="sr-like__button"
        aria-pressed={comment.is_liked}
        aria-busy={pending}
        onClick={toggle}
        data-testid="like"
      >
        {pending ? (
          <span className="sr-spinner" aria-hidden="true" />
        ) : (
          <HeartIcon filled={comment.is_liked} />
        )}
        <span>{tc(comment.is_liked ? 'comments.unlike' : 'comments.like')}</span>
      </button>
      <Hearts run={run} />
      {count > 0 ? (
        <button
          type="button"
          className="sr-like__count"
          aria-label={`${t('thread.likeCount', { count })}. ${t('thread.showLikes')}`}
          onClick={() =>
            bus.openOverlay('likes-list', { comment_type: comment.comment_type, comment_id: comment.id })
          }
          data-testid="like-count"
        >
          {count}
        </button>
      ) : null}
    </span>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="sr-like__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 5 6.4 5c2 0 3.6 1.1 4.6 2.7h2C14 6.1 15.6 5 17.6 5 21 5 23.1 8.5 21.6 11.8 19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}
