import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import {
  acceptableRequest,
  notificationIcon,
  notificationPlace,
  notificationTitle,
  notificationUrl,
} from '../../model/notification-text.ts'
import type { NotificationData } from '../../model/notification-types.ts'
import { Avatar } from '../shared/Avatar.tsx'

// one notification: what happened and where, linking to it; a friend request still waiting can be
// accepted here
export function NotificationRow({
  item,
  onFollow,
  onAccepted,
}: {
  item: NotificationData
  onFollow(): void
  onAccepted(userId: number): void
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const [accepting, setAccepting] = useState(false)
  const [failed, setFailed] = useState(false)
  const icon = notificationIcon(item)
  const place = notificationPlace(item, t)
  const requester = acceptableRequest(item)
  const accepted = item.kind === 'friend_request' && item.actors?.[0]?.user?.friendState === 'friends'

  async function accept(userId: number) {
    setAccepting(true)
    setFailed(false)
    const result = await feedDeps.people.friend('accept', userId).catch(() => null)
    setAccepting(false)
    if (result?.valid && result.envelope.values.friend_state === 'friends') onAccepted(userId)
    else setFailed(true)
  }

  return (
    <li className={`sr-feed-note${item.seen ? '' : ' sr-feed-note--unseen'}`} data-testid="notification">
      <Link href={notificationUrl(item)} className="sr-feed-note__link" onClick={onFollow}>
        <Avatar name={icon.name} url={icon.url} />
        <span className="sr-feed-note__text">
          <span className="sr-feed-note__title">{notificationTitle(item, t)}</span>
          {place ? <span className="sr-feed-note__place">{place}</span> : null}
        </span>
        {item.seen ? null : <span className="sr-feed-note__dot">{t('notifications.unseen')}</span>}
      </Link>
      {requester !== null ? (
        <div className="sr-feed-note__actions">
          <button
            type="button"
            className="sr-button sr-button--primary"
            disabled={accepting}
            aria-busy={accepting}
            onClick={() => void accept(requester)}
          >
            {t('notifications.accept')}
          </button>
        </div>
      ) : accepted ? (
        <p className="sr-feed-note__done">{t('notifications.accepted')}</p>
      ) : null}
      {failed ? (
        <p className="sr-feed-note__failure" role="alert">
          {tc('social.friendAcceptFailed')}
        </p>
      ) : null}
    </li>
  )
}
