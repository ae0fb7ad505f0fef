import { useT } from '@showroom/i18n/react'
import { useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems, Skeleton, Tabs, useSession } from '@showroom/ui'
import { useCallback, useEffect, useState } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import '../../feed.css'
import { NS } from '../../messages.ts'
import type { Profile } from '../../model/types.ts'
import { ActivityFeed } from '../activity-feed/ActivityFeed.tsx'
import { MediaFeed } from '../media-feed/MediaFeed.tsx'
import { SharingUpsell } from '../shared/SharingUpsell.tsx'
import { ProfileHeader } from './ProfileHeader.tsx'
import { UserList } from './UserList.tsx'

// /user/{username} or /user/{user_url}
export function usernameFromPath(pathname: string): string {
  const raw = pathname.split('/').filter(Boolean)[1] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

type Loaded = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; profile: Profile | null }

function ProfileView({ profile }: { profile: Profile }) {
  const t = useModuleT(NS)
  const scope = { userId: profile.id }
  return (
    <article className="sr-feed-page sr-feed-profile" data-page="profile">
      <ProfileHeader profile={profile} />
      <div className="sr-feed-profile__body">
        <div className="sr-feed-profile__feeds">
          <Tabs
            label={profile.full_name}
            tabs={[
              {
                id: 'activity',
                label: t('feed.tabActivity'),
                content: <ActivityFeed scope={scope} userPage canShareToFeed />,
              },
              {
                id: 'media',
                label: t('feed.tabMedia'),
                content: <MediaFeed scope={scope} userName={profile.full_name} />,
              },
            ]}
          />
        </div>
        <aside className="sr-feed-profile__people" aria-label={t('profile.lists')}>
          {(['followers', 'following', 'friends'] as const).map((kind) => (
            <section key={kind} className="sr-feed-profile__list">
              <h2 className="sr-feed-profile__list-title">{t(`profile.${kind}`)}</h2>
              <UserList userId={profile.id} kind={kind} />
            </section>
          ))}
        </aside>
      </div>
      <SharingUpsell />
    </article>
  )
}

// spec part 2: a member's profile, also the target of @mention links; 'Anonymous' for a deleted or
// unknown member
export function ProfilePage() {
  const tc = useT()
  const t = useModuleT(NS)
  const username = usernameFromPath(usePathname())
  // a sign-in or out changes is_following_user, friend_state and is_user_self: ask again
  const viewer = useSession()?.user_id ?? null
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' })
  const load = useCallback(() => {
    let current = true
    setLoaded({ phase: 'loading' })
    void feedDeps.people.profile(username).then((answer) => {
      if (current) setLoaded(answer ? { phase: 'ready', profile: answer.profile } : { phase: 'error' })
    })
    return () => {
      current = false
    }
  }, [username])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the viewer changing asks again
  useEffect(load, [load, viewer])

  const name = loaded.phase === 'ready' ? (loaded.profile?.full_name ?? tc('common.anonymous')) : null
  useEffect(() => {
    if (name) document.title = t('profile.pageTitle', { name })
  }, [name, t])

  if (loaded.phase === 'loading')
    return (
      <div className="sr-feed-page sr-feed-profile" aria-busy="true" data-page="profile">
        <div className="sr-feed-profile__header">
          <Skeleton variant="circle" width={96} height={96} />
          <Skeleton lines={3} />
        </div>
      </div>
    )
  if (loaded.phase === 'error')
    return (
      <div className="sr-feed-page" data-page="profile">
        <NoItems tone="error" message={t('profile.loadFailed')} onRetry={load} />
      </div>
    )
  if (!loaded.profile)
    return (
      <article className="sr-feed-page sr-feed-profile" data-page="profile" data-state="anonymous">
        <header className="sr-feed-profile__header">
          <span
            className="sr-feed-avatar sr-feed-avatar--initials sr-feed-avatar--anonymous"
            aria-hidden="true"
          />
          <div className="sr-feed-profile__who">
            <h1 className="sr-feed-profile__name">{tc('common.anonymous')}</h1>
            <p className="sr-feed-profile__self">{t('profile.deleted')}</p>
          </div>
        </header>
      </article>
    )
  return <ProfileView key={loaded.profile.id} profile={loaded.profile} />
}
