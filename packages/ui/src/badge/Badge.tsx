import type { User } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { useSession } from '../hooks/use-observable.ts'
import { BadgeIcon } from './badge-icons.tsx'
import { type BadgeKind, badgesFor } from './badges-for.ts'
import './badge.css'

export const PRO_PURCHASE_PATH = '/pro-purchase/'

export interface BadgeProps {
  kind: BadgeKind
  // whether the person looking is pro; defaults to the page session
  viewerIsPro?: boolean
}

export function Badge({ kind, viewerIsPro }: BadgeProps) {
  const t = useT()
  const session = useSession()
  const isProViewer = viewerIsPro ?? session?.user_is_pro ?? false
  const name = t(`badges.${kind}`)

  // the pro badge doubles as the way into the pro purchase for everyone who is not pro yet
  if (kind === 'pro' && !isProViewer) {
    return (
      <a
        href={PRO_PURCHASE_PATH}
        className="sr-badge sr-badge--pro"
        aria-label={t('badges.proPurchase')}
        title={name}
      >
        <BadgeIcon kind={kind} />
      </a>
    )
  }
  return (
    <span className={`sr-badge sr-badge--${kind}`} role="img" aria-label={name} title={name}>
      <BadgeIcon kind={kind} />
    </span>
  )
}

export interface UserBadgesProps {
  user: Pick<User, 'is_team' | 'vip_level' | 'is_pro' | 'is_verified'>
  viewerIsPro?: boolean
}

export function UserBadges({ user, viewerIsPro }: UserBadgesProps) {
  const kinds = badgesFor(user)
  if (kinds.length === 0) return null
  return (
    <span className="sr-badges">
      {kinds.map((kind) => (
        <Badge key={kind} kind={kind} viewerIsPro={viewerIsPro} />
      ))}
    </span>
  )
}
