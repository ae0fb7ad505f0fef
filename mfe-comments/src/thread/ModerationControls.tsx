import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import type { Moderation } from '../api/comments-api.ts'
import { NS } from '../messages.ts'
import type { ThreadComment } from '../model/types.ts'

// feature, shadow-ban and (universal only) global; the comment re-renders from the answer
export function ModerationControls({
  comment,
  onModerate,
}: {
  comment: ThreadComment
  onModerate: (action: Moderation) => Promise<boolean>
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const [busy, setBusy] = useState(false)
  const actions: Moderation[] = [
    comment.is_featured ? 'unfeature' : 'feature',
    comment.is_shadow_banned ? 'unshadow' : 'shadow',
    ...(comment.comment_type === 'universal'
      ? [comment.is_global ? 'unglobal' : ('global' as Moderation)]
      : []),
  ] as Moderation[]
  const run = async (action: Moderation) => {
    setBusy(true)
    await onModerate(action)
    setBusy(false)
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of small link buttons, not a form group
    <span className="sr-comment__moderation" role="group" aria-label={t('thread.moderation')}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="sr-comment__link"
          disabled={busy}
          onClick={() => void run(action)}
          data-testid={`moderate-${action}`}
        >
          {tc(`comments.${action}`)}
        </button>
      ))}
    </span>
  )
}
