import { useT } from '@showroom/i18n/react'
import { useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { isCommentType } from '../../model/comment-source.ts'
import { SingleComment } from '../../popup/SingleComment.tsx'
import { useCommentWithContext } from '../../popup/use-comment.ts'

// /native-comment/{comment_type}/{source_id}/{comment_id}/{username}/0/ : the comment and a reply box
export function parseNativePath(path: string) {
  const [, root, type, sourceId, commentId, username] = path.split('/')
  if (root !== 'native-comment' || !isCommentType(type)) return null
  const id = Number(commentId)
  if (!Number.isInteger(id) || id <= 0) return null
  return {
    kind: type,
    sourceId: Number(sourceId),
    commentId: id,
    username: decodeURIComponent(username ?? ''),
  }
}

export function NativeCommentPage() {
  const t = useModuleT(NS)
  const tc = useT()
  const pathname = usePathname()
  const link = parseNativePath(pathname)
  const [load, retry] = useCommentWithContext(link?.kind, link?.commentId)
  return (
    <main className="sr-native-comment">
      <h1 className="sr-native-comment__title">
        {link?.username ? t('native.replyingTo', { name: link.username }) : t('native.title')}
      </h1>
      {!link ? (
        <NoItems message={t('native.badLink')} />
      ) : load.status === 'loading' ? (
        <Skeleton lines={3} />
      ) : load.status === 'missing' ? (
        <NoItems message={t('popup.notFound')} />
      ) : load.status === 'failed' ? (
        <NoItems tone="error" message={t('popup.loadFailed')} onRetry={retry} />
      ) : (
        <>
          {load.source ? (
            <p className="sr-comment-popup__source">
              <span className="sr-comment-popup__source-name">{load.source.name}</span>
              {load.source.detail_url ? (
                <a href={load.source.detail_url}>{tc('common.viewDetails')}</a>
              ) : null}
            </p>
          ) : null}
          <SingleComment comment={load.comment} replyOpen />
        </>
      )}
    </main>
  )
}
