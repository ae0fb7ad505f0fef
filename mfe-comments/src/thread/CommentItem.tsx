import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import { Composer } from '../composer/Composer.tsx'
import { NS } from '../messages.ts'
import { commentShareUrl } from '../model/comment-source.ts'
import type { ThreadController } from '../model/thread-controller.ts'
import type { ThreadState } from '../model/thread-store.ts'
import type { ThreadComment, ThreadSource } from '../model/types.ts'
import type { UploadContext } from '../model/upload-files.ts'
import { CommentBody } from './CommentBody.tsx'
import { CommentHeader } from './CommentHeader.tsx'
import { DeleteConfirm } from './DeleteConfirm.tsx'
import { LikeButton } from './LikeButton.tsx'
import { MediaGrid } from './MediaGrid.tsx'
import { ModerationControls } from './ModerationControls.tsx'
import { PollView } from './PollView.tsx'

export interface CommentItemProps {
  comment: ThreadComment
  source: ThreadSource
  controller: ThreadController
  state: ThreadState
  signedIn: boolean
  // replies have no replies of their own (one level)
  isReply?: boolean
  // the native reply screen opens with the reply box showing
  replyOpen?: boolean
  // the reply box's upload surface: the popup uses the uploader's limits
  composerContext?: UploadContext
}

export function CommentItem({
  comment,
  source,
  controller,
  state,
  signedIn,
  isReply = false,
  replyOpen = false,
  composerContext = 'composer',
}: CommentItemProps) {
  const tc = useT()
  const t = useModuleT(NS)
  const [confirming, setConfirming] = useState(false)
  const [replying, setReplying] = useState(replyOpen && signedIn)
  const removing = state.removing.includes(comment.id)
  const own = Boolean(comment.user?.is_user_self)
  const name = comment.user && !comment.user.is_deleted ? comment.user.full_name : tc('common.anonymous')

  const remove = async () => {
    setConfirming(false)
    const ok = await controller.remove(comment.id)
    if (!ok) bus.showAlert({ message: tc('comments.deleteFailed') })
  }

  const share = async () => {
    const url = commentShareUrl(window.location.href, comment.comment_type, comment.id)
    try {
      await navigator.clipboard.writeText(url)
      bus.showPopup({ message: tc('comments.linkCopied') })
    } catch {
      bus.openOverlay('share', { url })
    }
  }

  return (
    <article
      className={`sr-comment${own ? ' sr-comment--own' : ''}${isReply ? ' sr-comment--reply' : ''}${removing ? ' sr-comment--removing' : ''}`}
      aria-label={t('thread.by', { name })}
      aria-hidden={removing || undefined}
      data-comment-id={comment.id}
      data-own={own || undefined}
    >
      <CommentHeader comment={comment} />
      <CommentBody comment={comment} />
      <MediaGrid media={comment.media} alt={t('thread.by', { name })} />
      {comment.poll ? <PollView poll={comment.poll} /> : null}
      <footer className="sr-comment__actions">
        <LikeButton
          comment={comment}
          controller={controller}
          pending={state.likePending.includes(comment.id)}
        />
        {isReply ? null : (
          <button
            type="button"
            className="sr-comment__link"
            aria-expanded={replying}
            onClick={() => {
              if (bus.requireSignIn('comment')) setReplying((open) => !open)
            }}
          >
            {tc('comments.reply')}
          </button>
        )}
        <button type="button" className="sr-comment__link" onClick={() => void share()}>
          {tc('comments.share')}
        </button>
        {comment.can_delete && signedIn ? (
          <button
            type="button"
            className="sr-comment__link"
            onClick={() => setConfirming(true)}
            data-testid="delete"
          >
            {tc('comments.delete')}
          </button>
        ) : null}
        {comment.can_moderate ? (
          <ModerationControls
            comment={comment}
            onModerate={(action) => controller.moderate(comment.id, action)}
          />
        ) : null}
      </footer>
      {!isReply && (comment.replies?.length ?? 0) > 0 ? (
        <ol
          className="sr-comment__replies"
          aria-label={t('thread.replies', { count: comment.replies?.length ?? 0 })}
        >
          {comment.replies?.map((reply) => (
            <li key={reply.id}>
              <CommentItem
                comment={reply}
                source={source}
                controller={controller}
                state={state}
                signedIn={signedIn}
                isReply
                composerContext={composerContext}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {replying ? (
        <Composer
          source={source}
          replyTo={{ id: comment.id, name }}
          onPost={controller.post}
          onPosted={() => setReplying(false)}
          context={composerContext}
          autoFocus
        />
      ) : null}
      <DeleteConfirm
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </article>
  )
}
