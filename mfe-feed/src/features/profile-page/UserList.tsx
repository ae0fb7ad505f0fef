import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Skeleton, UserBadges } from '@showroom/ui'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import type { UserListKind } from '../../model/types.ts'
import { createUserList } from '../../model/user-list.ts'
import { Avatar } from '../shared/Avatar.tsx'

const EMPTY: Record<UserListKind, string> = {
  followers: 'profile.emptyFollowers',
  following: 'profile.emptyFollowing',
  friends: 'profile.emptyFriends',
}

// a member's followers, following or friends: 6, then 'Show More' (spec parts 4 and 9)
export function UserList({ userId, kind }: { userId: number; kind: UserListKind }) {
  const tc = useT()
  const t = useModuleT(NS)
  const list = useMemo(
    () => createUserList({ kind, load: (k, page) => feedDeps.people.userList(userId, k, page) }),
    [userId, kind],
  )
  const state = useSyncExternalStore(list.subscribe, list.getState)
  useEffect(() => {
    void list.open()
  }, [list])

  if (state.phase === 'error')
    return (
      <p className="sr-feed-people__note" role="alert">
        {t('profile.listFailed')}
      </p>
    )
  if (state.phase === 'ready' && state.users.length === 0)
    return <p className="sr-feed-people__note">{t(EMPTY[kind])}</p>
  return (
    <div className="sr-feed-people" aria-busy={state.phase !== 'ready' || state.loadingMore}>
      <ul className="sr-feed-people__list" data-testid={`user-list-${kind}`}>
        {state.phase !== 'ready'
          ? [0, 1, 2].map((row) => (
              <li key={row} className="sr-feed-people__row" aria-hidden="true">
                <Skeleton variant="circle" width={32} height={32} />
                <Skeleton width="60%" />
              </li>
            ))
          : state.users.map((user) => {
              const name = user.is_deleted ? tc('common.anonymous') : user.full_name
              return (
                <li key={user.id} className="sr-feed-people__row">
                  <Avatar name={name} url={user.profile_icon_url} size={32} />
                  {user.url && !user.is_deleted ? (
                    <Link href={user.url} className="sr-feed-people__name">
                      {name}
                    </Link>
                  ) : (
                    <span className="sr-feed-people__name">{name}</span>
                  )}
                  <UserBadges user={user} />
                </li>
              )
            })}
      </ul>
      {state.phase === 'ready' && state.hasMore ? (
        <button
          type="button"
          className="sr-button sr-button--link sr-feed-people__more"
          disabled={state.loadingMore}
          aria-busy={state.loadingMore}
          onClick={() => void list.showMore()}
        >
          {tc('common.showMore')}
        </button>
      ) : null}
    </div>
  )
}
