import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { UserBadges } from '@showroom/ui'
import { NS } from '../messages.ts'
import type { ThreadComment } from '../model/types.ts'

type PersonaFields = {
  display_name?: string | null
  display_url?: string | null
  display_icon_url?: string | null
}

// who wrote it: the persona it was posted as, the user's badges, 'Anonymous' for a deleted user
export function CommentHeader({ comment }: { comment: ThreadComment & PersonaFields }) {
  const tc = useT()
  const t = useModuleT(NS)
  const user = comment.user
  const gone = !user || user.is_deleted
  const name = comment.display_name ?? (gone ? tc('common.anonymous') : user.full_name || user.username)
  const href = comment.display_name ? comment.display_url : gone ? null : user.url || `/user/${user.username}`
  const icon = comment.display_name ? comment.display_icon_url : gone ? null : user.profile_icon_url
  return (
    <header className="sr-comment__header">
      {icon ? (
        <img className="sr-comment__avatar" src={icon} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="sr-comment__avatar sr-comment__avatar--initial" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="sr-comment__who">
        {href ? (
          <a className="sr-comment__name" href={href}>
            {name}
          </a>
        ) : (
          <span className="sr-comment__name">{name}</span>
        )}
        {!gone && !comment.display_name ? <UserBadges user={user} /> : null}
        <span className="sr-comment__since">{comment.created_since}</span>
      </span>
      <span className="sr-comment__flags">
        {comment.is_featured ? <span className="sr-comment__flag">{t('thread.featured')}</span> : null}
        {comment.is_global ? <span className="sr-comment__flag">{t('thread.global')}</span> : null}
        {comment.is_shadow_banned ? (
          <span className="sr-comment__flag sr-comment__flag--muted" data-testid="shadow-flag">
            {t('thread.shadowBanned')}
          </span>
        ) : null}
      </span>
    </header>
  )
}
