import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { UserBadges } from '@showroom/ui'
import { useCallback, useState } from 'react'
import { NS } from '../../messages.ts'
import type { Profile } from '../../model/types.ts'
import { Avatar } from '../shared/Avatar.tsx'
import { FollowButton } from './FollowButton.tsx'
import { FriendButton } from './FriendButton.tsx'
import { MessageButton } from './MessageButton.tsx'

// name, icon, badges, counts, and the viewer's Follow / friend / Message buttons (none on their own)
export function ProfileHeader({ profile }: { profile: Profile }) {
  const tc = useT()
  const t = useModuleT(NS)
  const [followers, setFollowers] = useState(profile.follower_count)
  const [friends, setFriends] = useState(profile.friend_count)
  const onFollowers = useCallback((count: number) => setFollowers(count), [])
  return (
    <header className="sr-feed-profile__header">
      <Avatar name={profile.full_name} url={profile.profile_icon_url} size={96} />
      <div className="sr-feed-profile__who">
        <h1 className="sr-feed-profile__name">
          <span>{profile.full_name}</span>
          <UserBadges user={profile} />
        </h1>
        <p className="sr-feed-profile__username">@{profile.username}</p>
        <ul className="sr-feed-profile__stats" aria-label={t('profile.stats')}>
          <li data-testid="profile-followers">{tc('social.followers', { count: followers })}</li>
          <li data-testid="profile-following">
            {t('profile.following', { count: profile.following_count })}
          </li>
          <li data-testid="profile-friends">{t('profile.friends', { count: friends })}</li>
        </ul>
        {profile.is_user_self ? (
          <p className="sr-feed-profile__self">{t('profile.self')}</p>
        ) : (
          <div className="sr-feed-profile__actions">
            <FollowButton
              userId={profile.id}
              following={profile.is_following_user}
              followerCount={profile.follower_count}
              onCount={onFollowers}
            />
            <FriendButton
              userId={profile.id}
              state={profile.friend_state}
              friendCount={profile.friend_count}
              onCount={setFriends}
            />
            <MessageButton userId={profile.id} />
          </div>
        )}
      </div>
    </header>
  )
}
